import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAuditLog, outbox, passwordResetTokens } from '../../db/schema';
import { createProvider, createTeamMember, createUser, type TestUser } from '../../test/factories';
import { signIn, signedInAdmin } from '../../test/sign-in';
import { controlledClock, createTestApp, type TestApp } from '../../test/test-app';
import { hashResetToken } from '../accounts/password-reset-service';

const INVALID_LINK = { message: 'This reset link is invalid or has expired. Please request a new one.' };

describe('POST /api/admin/providers/:id/password-reset-link (ADR 0032)', () => {
  let t: TestApp;
  let clock: ReturnType<typeof controlledClock>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let provider: TestUser;

  beforeEach(async () => {
    clock = controlledClock(new Date());
    t = await createTestApp({ PUBLIC_ORIGIN: 'https://motohaul.example' }, { clock: clock.now });
    admin = await signedInAdmin(t);
    // Email is optional at provider signup: this provider has none, so the emailed reset cannot reach them.
    provider = await createProvider(t, { username: 'no-email-haulage', email: null, password: 'forgotten-password' });
  });
  afterEach(() => t.close());

  const createLink = (id: number) =>
    t.agent.post(`/api/admin/providers/${id}/password-reset-link`).set('Authorization', admin.authorization).send({});
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
  const reset = (token: string, password = 'brand-new-password') =>
    t.agent.post('/api/auth/reset-password').send({ token, password, confirmPassword: password });

  it('when an admin asks for a provider without an email, then the link is answered once, uncached, and only its hash is stored', async () => {
    const res = await createLink(provider.id).expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      resetUrl: expect.stringMatching(/^https:\/\/motohaul\.example\/auth\/reset-password\?token=[\w-]{43}$/),
      expiresAt: new Date(clock.now().getTime() + 60 * 60 * 1000).toISOString(),
    });
    const stored = await t.database.db.select().from(passwordResetTokens);
    expect(stored).toMatchObject([{ userId: provider.id, token: hashResetToken(tokenOf(res.body.resetUrl)), isUsed: false }]);
    // No mail is queued: the admin passes the link on.
    expect(await t.database.db.select().from(outbox)).toEqual([]);
  });

  it('when the provider uses the link, then the new password works, the old one does not, and a second use is refused', async () => {
    const session = await signIn(t, 'no-email-haulage', 'forgotten-password');
    const token = tokenOf((await createLink(provider.id).expect(201)).body.resetUrl);

    await reset(token).expect(200);
    await t.agent.get('/api/auth/me').set('Cookie', session).expect(401);
    await t.agent.post('/api/auth/login').send({ username: 'no-email-haulage', password: 'forgotten-password' }).expect(401);
    await signIn(t, 'no-email-haulage', 'brand-new-password');

    await reset(token, 'third-password').expect(400, INVALID_LINK);
    await signIn(t, 'no-email-haulage', 'brand-new-password');
  });

  it('when the link is used after 1 hour (the emailed link expiry), then it is refused', async () => {
    const token = tokenOf((await createLink(provider.id).expect(201)).body.resetUrl);
    clock.advance(60 * 60 * 1000 + 1000);
    await reset(token).expect(400, INVALID_LINK);
  });

  it('when a link is created, then the audit log records it with the admin and provider, and never the token', async () => {
    const withEmail = await createProvider(t, { email: 'jordan@harbourmoto.com.au' });
    const res = await createLink(withEmail.id).expect(201);
    const token = tokenOf(res.body.resetUrl);

    const rows = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'provider.password_reset_link'));
    expect(rows).toMatchObject([
      {
        adminUserId: admin.admin.id,
        targetType: 'user',
        targetId: withEmail.id,
        details: { email: 'jordan@harbourmoto.com.au', expiresAt: res.body.expiresAt },
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(hashResetToken(token));

    const shown = await t.agent.get('/api/admin/audit-log?action=provider.password_reset_link').set('Authorization', admin.authorization).expect(200);
    expect(shown.body.items).toMatchObject([{ action: 'provider.password_reset_link', targetId: withEmail.id }]);
  });

  it('when the id is unknown, not a number, a customer, a team member or an admin, then it answers 404 and stores nothing', async () => {
    const customer = await createUser(t, { userType: 'customer' });
    const member = await createTeamMember(t, provider);
    for (const id of ['999999', 'abc', '0', String(customer.id), String(member.id), String(admin.admin.id)]) {
      const res = await t.agent.post(`/api/admin/providers/${id}/password-reset-link`).set('Authorization', admin.authorization).send({});
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Provider not found' });
    }
    expect(await t.database.db.select().from(passwordResetTokens)).toEqual([]);
    expect(await t.database.db.select().from(adminAuditLog)).toEqual([]);
  });

  it('when a provider session or no admin token asks, then it is refused and nothing is stored', async () => {
    const cookie = await signIn(t, 'no-email-haulage', 'forgotten-password');
    await t.agent.post(`/api/admin/providers/${provider.id}/password-reset-link`).set('Cookie', cookie).send({}).expect(401);
    await t.agent.post(`/api/admin/providers/${provider.id}/password-reset-link`).send({}).expect(401);
    expect(await t.database.db.select().from(passwordResetTokens)).toEqual([]);
  });
});
