import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_ALERTS, todayInSydney, tripFitLabel, type ReturnTrip } from '@motohaul/contracts';
import { outbox, returnTripAlerts } from '../../db/schema';
import { createVerifiedProvider, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { quoteFrom, serviceArea } from './test-support/notifications';
import { eventually, startTestPushService, type TestPushService } from './test-support/push-service';
import { queueEmailAlerts } from './email-alerts-job';
import { alertTripsOfLead } from './trip-alerts';
import { addDays } from './trip-fit';

// Issue 47 item 4 (ADR 0083): a new lead that fits a provider's return trip is pushed and mailed to them as 'Fits
// your trip to …', even outside their service area, once; as their alert settings say.

const SYDNEY_AREA = serviceArea('Parramatta NSW 2150', -33.815, 151.0011, 50);

describe('return trip alerts', () => {
  let t: TestApp;
  let pushService: TestPushService;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_QUOTES: '1000' });
    pushService = await startTestPushService();
  });
  afterAll(async () => {
    await pushService.close();
    await t.close();
  });
  afterEach(() => expect(pushService.errors).toEqual([]));

  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
  const quote = async (body: object) => (await t.agent.post('/api/leads').send(body).expect(201)).body as { id: number; jobReference: string };
  const tripMailsTo = (user: TestUser) =>
    t.database.db.select().from(outbox).where(and(eq(outbox.toAddress, user.email!), eq(outbox.kind, 'lead_alert'), like(outbox.subject, 'Fits your trip%')));

  /** A Sydney provider with a phone, a trip from `from` to `to` in two days, and email alerts as `emails` (no quiet hours). */
  async function providerWithTrip(name: string, from: string, to: string, emails: 'instant' | 'daily' | 'off' = 'daily') {
    const user = await createVerifiedProvider(t, { ...SYDNEY_AREA, isVerified: true });
    const cookie = await cookieFor(t, user);
    const device = pushService.device(name);
    await t.agent.post('/api/push-subscriptions').set('Cookie', cookie).send(device.subscription).expect(201);
    await t.agent.put('/api/email-alerts').set('Cookie', cookie).send({ ...DEFAULT_EMAIL_ALERTS, frequency: emails, quietStartHour: 0, quietEndHour: 0 }).expect(200);
    const body = { fromLocation: from, toLocation: to, startDate: addDays(todayInSydney(), 2), endDate: addDays(todayInSydney(), 3), freeSpaces: 2 };
    const trip = (await t.agent.post('/api/return-trips').set('Cookie', cookie).send(body).expect(201)).body as ReturnTrip;
    return { user, device, trip };
  }

  it('when a lead outside a Sydney provider’s area fits their trip Melbourne to Brisbane, then they are pushed and mailed once; others not', async () => {
    const fits = await providerWithTrip('trip-phone', 'Melbourne VIC 3000', 'Brisbane City QLD 4000');
    const off = await providerWithTrip('off-phone', 'Melbourne VIC 3000', 'Brisbane City QLD 4000', 'off');
    const elsewhere = await providerWithTrip('elsewhere-phone', 'Melbourne VIC 3000', 'Toowoomba QLD 4350', 'instant');

    const lead = await quote(quoteFrom('Fitzroy VIC 3065', 'Brisbane City QLD 4000', 'Africa Twin'));
    await eventually(() => fits.device.received().length === 1 && off.device.received().length === 1);
    const label = tripFitLabel(fits.trip);
    expect(label).toBe(`Fits your trip to Brisbane City on ${new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${fits.trip.startDate}T00:00:00Z`))}`);
    expect(fits.device.received()[0]!.payload).toEqual({
      type: 'new_lead',
      title: label,
      body: 'Honda Africa Twin: Fitzroy VIC 3065 → Brisbane City QLD 4000',
      tag: `lead-${lead.id}`,
      url: `/dashboard/leads/${lead.jobReference}`,
    });
    await eventually(async () => (await tripMailsTo(fits.user)).length === 1);
    const [mail] = await tripMailsTo(fits.user);
    expect(mail!.subject).toBe(`${label}: Honda Africa Twin, Fitzroy VIC 3065 to Brisbane City QLD 4000`);
    expect(mail!.textBody).toContain(`/dashboard/leads/${lead.jobReference}`);

    await settle();
    // Email alerts off: the push only. A trip to Toowoomba: nothing (the lead is not in any of their areas either).
    expect(await tripMailsTo(off.user)).toEqual([]);
    expect(elsewhere.device.received()).toEqual([]);
    expect(await tripMailsTo(elsewhere.user)).toEqual([]);

    // The job again (a retry after a crash): nobody is told twice.
    expect(await alertTripsOfLead(t.database.db, t.jobs, { toUser: () => Promise.reject(new Error('pushed twice')) }, lead.id, { publicOrigin: t.env.publicOrigin, secret: t.env.sessionSecret, now: new Date() })).toEqual([]);
    expect(await t.database.db.select().from(returnTripAlerts).where(eq(returnTripAlerts.leadId, lead.id))).toHaveLength(2);
    expect(await tripMailsTo(fits.user)).toHaveLength(1);
  });

  it('when a lead is picked up along the way and dropped near the end, then the trip is alerted; picked up behind the start, not', async () => {
    const home = await providerWithTrip('home-phone', 'Wollongong NSW 2500', 'Newcastle NSW 2300', 'instant');
    await quote(quoteFrom('Canberra ACT 2600', 'Newcastle NSW 2300', 'Scrambler'));
    await settle();
    expect(home.device.received().filter((push) => push.payload.title.startsWith('Fits your trip'))).toEqual([]);
    const lead = await quote(quoteFrom('Parramatta NSW 2150', 'Maitland NSW 2320', 'Ninja 400'));
    // In the provider's area too: the plain new-lead push first, then the trip's under the same tag.
    await eventually(() => home.device.received().some((push) => push.payload.title === tripFitLabel(home.trip)));
    expect(home.device.received().filter((push) => push.payload.tag === `lead-${lead.id}`).map((push) => push.payload.title)).toEqual(['New lead: Honda Ninja 400', tripFitLabel(home.trip)]);
  });

  it('when a lead in an instant-mailed provider’s area also fits their trip, then they get one mail of it, not two', async () => {
    const both = await providerWithTrip('both-phone', 'Parramatta NSW 2150', 'Brisbane City QLD 4000', 'instant');
    const lead = await quote(quoteFrom('Parramatta NSW 2150', 'Brisbane City QLD 4000', 'Tenere 700'));
    await eventually(() => both.device.received().some((push) => push.payload.title === tripFitLabel(both.trip)));
    // The new-lead mails and the trip alert race (two jobs); whichever mails the lead first, the other leaves it.
    const mailsOfLead = async () =>
      (await t.database.db.select().from(outbox).where(and(eq(outbox.toAddress, both.user.email!), eq(outbox.kind, 'lead_alert')))).filter((mail) =>
        mail.textBody.includes(`/dashboard/leads/${lead.jobReference}`),
      );
    await eventually(async () => (await mailsOfLead()).length > 0);
    // The next runs of both (the minute's new-lead mails, a retried trip job) mail it no more.
    await queueEmailAlerts(t.database.db, t.jobs, { publicOrigin: t.env.publicOrigin, secret: t.env.sessionSecret, now: new Date() });
    await alertTripsOfLead(t.database.db, t.jobs, { toUser: async () => undefined }, lead.id, { publicOrigin: t.env.publicOrigin, secret: t.env.sessionSecret, now: new Date() });
    await settle();
    expect(await mailsOfLead()).toHaveLength(1);
  });
});
