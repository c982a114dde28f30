import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAuditLog, businessDetails, outbox, users } from '../../db/schema';
import { approvedBusiness } from '../../db/seed/demo-business';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionCookieOf, signedInAdmin } from '../../test/sign-in';
import { EMAIL_VERIFIED, VERIFICATION_LINK_INVALID } from './email-verification';

// Issue 18 item 2: each new provider appeared at once in the public directory with any company text. Now a provider
// is listed only once their email is verified (the mailed one-time link) or an admin approved them (ADR 0030), and
// (issue 45 item 2) their business is Verified with current insurance: each test gives them that, so the account's
// verification is what is tested.
describe('a new provider in the public directory', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ PUBLIC_ORIGIN: 'https://motohaul.example' });
  });
  afterEach(() => t.close());

  const signUp = (username: string, email: string) =>
    t.agent.post('/api/auth/provider/signup').send({
      username,
      password: 'haul-pass-1',
      firstName: 'Casey',
      lastName: 'Hauler',
      phone: '0412345678',
      email,
      companyName: `${username} Transport`,
      serviceLocation: 'Parramatta NSW, Australia',
    });
  /** The business details an admin approved (Verified, Insured for 300 days). */
  const approveBusinessOf = async (username: string) => {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    await t.database.db.insert(businessDetails).values({ userId: row!.id, ...approvedBusiness(new Date()) });
  };
  const listed = async () =>
    ((await t.agent.get('/api/providers/directory').expect(200)).body.providers as { companyName: string }[]).map((p) => p.companyName);
  const mailsTo = (address: string) => t.database.db.select().from(outbox).where(eq(outbox.toAddress, address));
  const tokenIn = (text: string) => /\/login\?verifyEmail=([\w-]+)/.exec(text)![1]!;

  it('when a provider signs up, then they are not listed, and a verification mail with a one-time link is queued in the outbox', async () => {
    await signUp('spammy', 'ops@spammy.example').expect(201);
    await approveBusinessOf('spammy');
    expect(await listed()).toEqual([]);
    const [mail, ...others] = await mailsTo('ops@spammy.example');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: 'email_verification', status: 'queued', subject: 'Confirm your email for MotoHaul' });
    expect(mail!.textBody).toContain('Hi Casey,');
    expect(mail!.textBody).toMatch(/https:\/\/motohaul\.example\/login\?verifyEmail=[\w-]{43}\n/);
    expect(mail!.htmlBody).toContain('Confirm my email address');
  });

  it('when the emailed link is used, then the provider is verified and listed; opened again, it says so and verifies nothing more', async () => {
    await signUp('harbour', 'ops@harbour.example').expect(201);
    await approveBusinessOf('harbour');
    const token = tokenIn((await mailsTo('ops@harbour.example'))[0]!.textBody);

    const res = await t.agent.post('/api/auth/verify-email').send({ token }).expect(200);
    expect(res.body).toEqual({ message: EMAIL_VERIFIED });
    expect(await listed()).toEqual(['harbour Transport']);

    // A second click (or a mail app's preview) is answered as the first: the address stands confirmed.
    const again = await t.agent.post('/api/auth/verify-email').send({ token }).expect(200);
    expect(again.body).toEqual({ message: EMAIL_VERIFIED });
    // Unless the account lost its verification since (an admin's decision): the used link does not give it back.
    await t.database.db.update(users).set({ isVerified: false }).where(eq(users.username, 'harbour'));
    const afterRevoked = await t.agent.post('/api/auth/verify-email').send({ token }).expect(400);
    expect(afterRevoked.body).toEqual({ message: VERIFICATION_LINK_INVALID });
    expect(await listed()).toEqual([]);
    await t.agent.post('/api/auth/verify-email').send({ token: 'made-up-token' }).expect(400);
    await t.agent.post('/api/auth/verify-email').send({}).expect(400);
  });

  it('when an admin approves a provider, then they are listed, the approval is audited, and approving again records nothing more', async () => {
    await signUp('no-mail', '').expect(201);
    await approveBusinessOf('no-mail');
    expect(await t.database.db.select().from(outbox)).toEqual([]);
    const [provider] = await t.database.db.select().from(users).where(eq(users.username, 'no-mail'));
    const { admin, authorization } = await signedInAdmin(t);

    const before = (await t.agent.get('/api/admin/providers').set('Authorization', authorization).expect(200)).body.items;
    expect(before).toEqual([expect.objectContaining({ id: provider!.id, isVerified: false })]);

    const res = await t.agent.post(`/api/admin/providers/${provider!.id}/approve`).set('Authorization', authorization).send({}).expect(200);
    // What the directory's listing depends on comes with the row (issue 45 item 3): the admin is told the truth.
    expect(res.body).toMatchObject({ id: provider!.id, isVerified: true, isActive: true, hasServiceLocation: true, badges: { verified: true, insured: true } });
    expect(await listed()).toEqual(['no-mail Transport']);
    await t.agent.post(`/api/admin/providers/${provider!.id}/approve`).set('Authorization', authorization).send({}).expect(200);

    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'provider.approve'));
    expect(audit).toEqual([
      expect.objectContaining({ adminUserId: admin.id, targetType: 'user', targetId: provider!.id, details: { isVerified: true, email: null } }),
    ]);
    const shown = (await t.agent.get('/api/admin/audit-log').set('Authorization', authorization).expect(200)).body.items;
    expect(shown.map((entry: { action: string }) => entry.action)).toEqual(['provider.approve']);
  });

  it('when anyone but an admin asks for an approval, or the id is not a provider, then nothing is approved', async () => {
    const signedUp = await signUp('self-approver', 'me@self.example').expect(201);
    const id = signedUp.body.id as number;
    const cookie = sessionCookieOf(signedUp)!;
    await t.agent.post(`/api/admin/providers/${id}/approve`).send({}).expect(401);
    await t.agent.post(`/api/admin/providers/${id}/approve`).set('Cookie', cookie).send({}).expect(401);
    const { admin, authorization } = await signedInAdmin(t);
    await t.agent.post(`/api/admin/providers/${admin.id}/approve`).set('Authorization', authorization).send({}).expect(404);
    await t.agent.post('/api/admin/providers/99999/approve').set('Authorization', authorization).send({}).expect(404);

    const [row] = await t.database.db.select({ isVerified: users.isVerified }).from(users).where(and(eq(users.id, id)));
    expect(row).toEqual({ isVerified: false });
    expect(await listed()).toEqual([]);
    expect(await t.database.db.select().from(adminAuditLog)).toEqual([]);
  });
});
