import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EMAIL_ALERTS } from '@motohaul/contracts';
import { emailAlertSettings, leads, outbox, users } from '../../db/schema';
import { seedDatabase } from '../../db/seed/seed';
import { createLead, createProvider, createTeamMember, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DIGEST_LISTED_LEADS } from './email-alerts-mail';
import { queueEmailAlerts } from './email-alerts-job';
import { riderQuote } from './test-support/notifications';
import { unsubscribeToken } from './email-alerts-token';

// Issue 29 item 3 (ADR 0060): the provider's choice of new-lead emails, quiet hours, digests written once, and the
// one-click unsubscribe (RFC 8058).

const PERTH = { serviceLocation: 'Perth WA 6000', serviceLatitude: -31.9523, serviceLongitude: 115.8613, serviceRadius: 50 };
const AT_PERTH = { latitude: -31.95, longitude: 115.86, pickupLocation: 'Perth WA 6000' };
const AT_PARRAMATTA = { latitude: -33.815, longitude: 151.0011, pickupLocation: '12 George Street, Parramatta NSW 2150' };
/** 2025-06-01 in Sydney is AEST (UTC+10): 12:00Z is 22:00, 21:00Z is 07:00 on 2 June. */
const at = (iso: string) => new Date(iso);

describe('email alerts of new leads', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const run = (now: string, scope: 'instant' | 'all' = 'all') =>
    queueEmailAlerts(t.database.db, t.jobs, { publicOrigin: t.env.publicOrigin, secret: t.env.sessionSecret, now: at(now), scope });
  const mailsTo = (user: TestUser) => t.database.db.select().from(outbox).where(and(eq(outbox.toAddress, user.email!), eq(outbox.kind, 'lead_alert'))).orderBy(outbox.id);
  const provider = (overrides: Parameters<typeof createProvider>[1] = {}) => createProvider(t, { isVerified: true, ...overrides });
  const choose = async (user: TestUser, settings: Record<string, unknown>) =>
    t.agent.put('/api/email-alerts').set('Cookie', await cookieFor(t, user)).send({ ...DEFAULT_EMAIL_ALERTS, ...settings });
  /**
   * A lead picked up at Parramatta, made at `createdAt` (the database's clock otherwise). A provider's first settings
   * row counts the leads made after they joined, so tests that give a lead a past time save the settings first.
   */
  const lead = (overrides: Parameters<typeof createLead>[1] = {}) => createLead(t, { ...AT_PARRAMATTA, ...overrides });

  it('answers the defaults (daily digest, quiet 21 to 7, Sydney), saves a choice, refuses bad input with field errors', async () => {
    const owner = await provider();
    const cookie = await cookieFor(t, owner);
    const got = await t.agent.get('/api/email-alerts').set('Cookie', cookie).expect(200);
    expect(got.body).toEqual({ frequency: 'daily', quietStartHour: 21, quietEndHour: 7, timeZone: 'Australia/Sydney' });
    const saved = { frequency: 'hourly', quietStartHour: 22, quietEndHour: 6, timeZone: 'Australia/Perth' };
    expect((await t.agent.put('/api/email-alerts').set('Cookie', cookie).send(saved).expect(200)).body).toEqual(saved);
    expect((await t.agent.get('/api/email-alerts').set('Cookie', cookie).expect(200)).body).toEqual(saved);
    const bad = await t.agent.put('/api/email-alerts').set('Cookie', cookie).send({ frequency: 'weekly', quietStartHour: 24, quietEndHour: 1.5, timeZone: 'Europe/London' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors as object).sort()).toEqual(['frequency', 'quietEndHour', 'quietStartHour', 'timeZone']);
    expect((await t.agent.get('/api/email-alerts').set('Cookie', cookie).expect(200)).body).toEqual(saved);
  });

  it('is for provider owners: team members 403, visitors 401', async () => {
    const owner = await provider();
    const member = await createTeamMember(t, owner, { isVerified: true });
    const cookie = await cookieFor(t, member);
    await t.agent.get('/api/email-alerts').set('Cookie', cookie).expect(403);
    await t.agent.put('/api/email-alerts').set('Cookie', cookie).send(DEFAULT_EMAIL_ALERTS).expect(403);
    await t.agent.get('/api/email-alerts').expect(401);
  });

  it('mails instantly one lead per mail in the service area, none outside it; every lead without an area; none to team members, off or unverified', async () => {
    const inPerth = await provider(PERTH);
    const anywhere = await provider();
    const off = await provider();
    const unverified = await provider({ isVerified: false });
    const member = await createTeamMember(t, inPerth, { isVerified: true });
    for (const user of [inPerth, anywhere]) await choose(user, { frequency: 'instant' }).then((res) => expect(res.status).toBe(200));
    await choose(off, { frequency: 'off' }).then((res) => expect(res.status).toBe(200));

    await lead({ ...AT_PERTH, motorcycleModel: 'Perth bike', createdAt: at('2025-06-01T03:00:00Z') });
    await lead({ motorcycleModel: 'Parramatta bike', createdAt: at('2025-06-01T03:00:00Z') });
    expect(await run('2025-06-01T03:01:00Z', 'instant')).toBe(3);
    const perth = await mailsTo(inPerth);
    expect(perth).toHaveLength(1);
    expect(perth[0]!.subject).toContain('Perth bike');
    expect((await mailsTo(anywhere)).map((mail) => mail.subject)).toEqual([expect.stringContaining('Perth bike'), expect.stringContaining('Parramatta bike')]);
    for (const nobody of [off, unverified, member]) expect(await mailsTo(nobody)).toEqual([]);
    // Written once: a second run (another process) finds nothing new.
    expect(await run('2025-06-01T03:02:00Z')).toBe(0);
  });

  it('holds instant mails through quiet hours and sends them as one digest when they end', async () => {
    const owner = await provider();
    await choose(owner, { frequency: 'instant', quietStartHour: 21, quietEndHour: 7 });
    await lead({ motorcycleModel: 'Night one', createdAt: at('2025-06-01T12:00:00Z') });
    await lead({ motorcycleModel: 'Night two', createdAt: at('2025-06-01T15:00:00Z') });
    const sold = await lead({ motorcycleModel: 'Sold at night', createdAt: at('2025-06-01T15:30:00Z') });
    expect(await run('2025-06-01T12:05:00Z')).toBe(0); // 22:05 in Sydney
    expect(await run('2025-06-01T20:59:00Z')).toBe(0); // 06:59
    await t.database.db.update(leads).set({ status: 'sold' }).where(eq(leads.id, sold.id));
    expect(await run('2025-06-01T21:00:00Z')).toBe(1); // 07:00: quiet hours are over
    const [digest] = await mailsTo(owner);
    expect(digest!.subject).toBe('2 new leads in your area during your quiet hours');
    expect(digest!.textBody).toContain('Night one');
    expect(digest!.textBody).not.toContain('Sold at night');
    await lead({ motorcycleModel: 'Morning', createdAt: at('2025-06-01T21:10:00Z') });
    expect(await run('2025-06-01T21:11:00Z', 'instant')).toBe(1);
    expect((await mailsTo(owner)).map((mail) => mail.subject)).toEqual([digest!.subject, expect.stringContaining('Morning')]);
  });

  it('writes one daily digest per provider per day at 7 in their zone, even when two processes run the job at once', async () => {
    const owners = [await provider(), await provider(), await provider()];
    await choose(owners[2]!, { timeZone: 'Australia/Perth' }); // UTC+8: 07:00 is 23:00Z
    for (const model of ['One', 'Two', 'Three']) await lead({ motorcycleModel: model });
    expect(await run('2025-06-01T20:30:00Z')).toBe(0); // 06:30 in Sydney
    const counts = await Promise.all([run('2025-06-01T21:00:00Z'), run('2025-06-01T21:00:00Z'), run('2025-06-01T21:00:30Z')]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    for (const owner of owners.slice(0, 2)) {
      const mails = await mailsTo(owner);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('3 new leads in your area today');
    }
    expect(await mailsTo(owners[2]!)).toEqual([]);
    expect(await run('2025-06-01T23:00:00Z')).toBe(1); // 07:00 in Perth
    await lead({ motorcycleModel: 'Later' });
    expect(await run('2025-06-02T02:00:00Z')).toBe(0); // the same day in Sydney: the next digest is tomorrow's
    expect(await run('2025-06-02T21:00:00Z')).toBe(2);
    expect((await mailsTo(owners[0]!))[1]!.subject).toBe('1 new lead in your area today');
  });

  it('writes one hourly digest per hour with the leads since the last', async () => {
    const owner = await provider();
    await choose(owner, { frequency: 'hourly', quietStartHour: 0, quietEndHour: 0 });
    await lead({ motorcycleModel: 'First', createdAt: at('2025-06-01T00:10:00Z') });
    expect(await run('2025-06-01T01:00:00Z')).toBe(1);
    expect(await run('2025-06-01T01:30:00Z')).toBe(0);
    await lead({ motorcycleModel: 'Second', createdAt: at('2025-06-01T01:40:00Z') });
    expect(await run('2025-06-01T01:59:00Z')).toBe(0);
    expect(await run('2025-06-01T02:00:00Z')).toBe(1);
    const mails = await mailsTo(owner);
    expect(mails.map((mail) => mail.subject)).toEqual(['1 new lead in your area in the last hour', '1 new lead in your area in the last hour']);
    expect(mails[1]!.textBody).toContain('Second');
    expect(mails[1]!.textBody).not.toContain('First');
  });

  it('puts 500 leads in one mail, listing the first ones and counting the rest', async () => {
    const owner = await provider();
    await t.database.db.insert(leads).values(
      Array.from({ length: 500 }, (_, index) => ({
        customerName: 'Olivia Harper',
        customerPhone: '0412 345 678',
        motorcycleMake: 'Honda',
        motorcycleModel: `Bulk ${index}`,
        pickupLocation: 'Parramatta NSW 2150',
        dropoffLocation: 'Newcastle NSW 2300',
        price: '25.00',
      })),
    );
    expect(await run('2025-06-01T21:00:00Z')).toBe(1);
    const [digest] = await mailsTo(owner);
    expect(digest!.subject).toBe('500 new leads in your area today');
    expect(digest!.textBody).toContain(`and ${500 - DIGEST_LISTED_LEADS} more on your dashboard`);
    expect(digest!.textBody.length).toBeLessThan(20_000);
  });

  it('queues alert mails with List-Unsubscribe headers that reach the SMTP server; one-click POST unsubscribes without a session, GET changes nothing', async () => {
    const smtp: TestSmtpServer = await startTestSmtpServer();
    const withSmtp = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const owner = await createProvider(withSmtp, { isVerified: true });
      await createLead(withSmtp, AT_PARRAMATTA);
      expect(await queueEmailAlerts(withSmtp.database.db, withSmtp.jobs, { publicOrigin: withSmtp.env.publicOrigin, secret: withSmtp.env.sessionSecret, now: at('2025-06-01T21:00:00Z') })).toBe(1);
      const [queued] = await withSmtp.database.db.select().from(outbox).where(eq(outbox.toAddress, owner.email!));
      const url = `${withSmtp.env.publicOrigin}/api/email-alerts/unsubscribe?token=${unsubscribeToken(withSmtp.env.sessionSecret, owner.id)}`;
      expect(queued!.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

      // The outbox sender hands them to nodemailer as they are.
      const received = await smtp.waitForMail(owner.email!);
      expect(received.headers['list-unsubscribe']).toBe(`<${url}>`);
      expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

      const path = new URL(url).pathname + new URL(url).search;
      const page = await withSmtp.agent.get(path).expect(200);
      expect(page.text).toContain('<form method="post"');
      expect(page.text).toContain('name="List-Unsubscribe" value="One-Click"');
      const settingsOf = async () => (await withSmtp.database.db.select().from(emailAlertSettings).where(eq(emailAlertSettings.userId, owner.id)))[0];
      expect((await settingsOf())!.frequency).toBe('daily');

      // What a mail provider sends: a form POST from elsewhere, no cookie, no Origin of ours.
      await withSmtp.agent.post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect((await settingsOf())!.frequency).toBe('off');
      expect((await withSmtp.agent.get('/api/email-alerts').set('Cookie', await cookieFor(withSmtp, owner)).expect(200)).body.frequency).toBe('off');
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });

  it('refuses bad unsubscribe tokens with 400 or 404, never 5xx, and changes nothing', async () => {
    const owner = await provider();
    const good = unsubscribeToken(t.env.sessionSecret, owner.id);
    const forged = `${owner.id}.${'A'.repeat(43)}`;
    const otherSecret = unsubscribeToken('another-secret-another-secret-another', owner.id);
    for (const token of ['', 'nonsense', forged, otherSecret, `${owner.id + 1}.${good.split('.')[1]}`, 'x'.repeat(5000)]) {
      const path = `/api/email-alerts/unsubscribe?token=${encodeURIComponent(token)}`;
      expect((await t.agent.get(path)).status).toBe(400);
      expect((await t.agent.post(path).type('form').send('List-Unsubscribe=One-Click')).status).toBe(400);
    }
    await t.agent.post('/api/email-alerts/unsubscribe').type('form').send('List-Unsubscribe=One-Click').expect(400);
    await t.agent.post(`/api/email-alerts/unsubscribe?token=${good}`).type('form').send('something=else').expect(400);
    await t.agent.post(`/api/email-alerts/unsubscribe?token=${good}`).type('form').send('x='.padEnd(5000, 'y')).expect((res) => expect(res.status).toBeLessThan(500));
    await t.agent.post(`/api/email-alerts/unsubscribe?token=${unsubscribeToken(t.env.sessionSecret, 987_654)}`).type('form').send('List-Unsubscribe=One-Click').expect(404);
    expect((await t.agent.get('/api/email-alerts').set('Cookie', await cookieFor(t, owner)).expect(200)).body.frequency).toBe('daily');
  });
});

describe('the email alerts job as main.ts starts it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("when a rider's quote is stored, then its job queues the instant alert mail of a provider whose area covers it", async () => {
    const owner = await createProvider(t, { isVerified: true });
    // No quiet hours: the job runs at the real time of day.
    const settings = { ...DEFAULT_EMAIL_ALERTS, frequency: 'instant', quietStartHour: 0, quietEndHour: 0 };
    await t.agent.put('/api/email-alerts').set('Cookie', await cookieFor(t, owner)).send(settings).expect(200);
    await t.agent.post('/api/leads').send(riderQuote('Honda', 'CBR650R')).expect(201);
    await vi.waitFor(async () => expect(await t.database.db.select().from(outbox).where(eq(outbox.toAddress, owner.email!))).toHaveLength(1), { timeout: 15_000, interval: 100 });
  });

  it('gives the demo provider an hourly digest of the demo leads in their area, with the unsubscribe headers', async () => {
    await t.database.db.delete(users);
    await seedDatabase(t.database.db, { seedDemo: true, admin: null, leadPrice: '25.00' });
    const [demo] = await t.database.db.select().from(users).where(eq(users.username, 'demo-provider'));
    const [settings] = await t.database.db.select().from(emailAlertSettings).where(eq(emailAlertSettings.userId, demo!.id));
    expect(settings).toMatchObject({ frequency: 'hourly', quietStartHour: 21, quietEndHour: 6, timeZone: 'Australia/Sydney' });
    await queueEmailAlerts(t.database.db, t.jobs, { publicOrigin: t.env.publicOrigin, secret: t.env.sessionSecret, now: at('2025-06-01T02:00:00Z') });
    const mails = await t.database.db.select().from(outbox).where(and(eq(outbox.toAddress, demo!.email!), eq(outbox.kind, 'lead_alert')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^\d+ new leads? in your area in the last hour$/);
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});
