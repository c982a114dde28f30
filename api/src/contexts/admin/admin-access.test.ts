import { eq } from 'drizzle-orm';
import { sealData } from 'iron-session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ADMIN_TOKEN_TTL_SECONDS, issueAdminToken } from '../accounts/admin-token';
import { createUser } from '../../test/factories';
import { signIn, signedInAdmin } from '../../test/sign-in';

const ROUTES = [
  ['get', '/api/admin/analytics'],
  ['get', '/api/admin/providers'],
  ['patch', '/api/admin/providers/1/status'],
  ['get', '/api/admin/leads'],
  ['get', '/api/admin/discount-codes'],
  ['post', '/api/admin/discount-codes'],
  ['patch', '/api/admin/discount-codes/1'],
] as const;

/** iron refuses a token this long after its expiry (its clock-skew allowance is 60 seconds). */
const PAST_SKEW_MS = 61_000;

describe('admin routes: who may call them', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeEach(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const call = (method: (typeof ROUTES)[number][0], path: string) => t.agent[method](path).send({ isActive: false });

  /** Every admin route answers 401 with these headers, and nothing changes. */
  const expectRefusedEverywhere = async (headers: Record<string, string>) => {
    for (const [method, path] of ROUTES) {
      const res = await call(method, path).set(headers);
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 401, body: { message: 'Admin authentication required' } });
    }
  };

  it('when no credentials are sent, then every admin route answers 401', async () => {
    await expectRefusedEverywhere({});
  });

  it('when the bearer token is garbage or sealed with another secret, then every admin route answers 401', async () => {
    await expectRefusedEverywhere({ Authorization: 'Bearer not-a-token' });
    const foreign = await issueAdminToken(admin.admin, 'another-secret-that-is-at-least-32-characters');
    await expectRefusedEverywhere({ Authorization: `Bearer ${foreign}` });
  });

  it('when a valid admin token is sent, then the routes answer', async () => {
    await t.agent.get('/api/admin/analytics').set('Authorization', admin.authorization).expect(200);
    await t.agent.get('/api/admin/discount-codes').set('Authorization', admin.authorization).expect(200);
  });

  it('when the admin token has outlived its lifetime, then it is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await t.agent.get('/api/admin/analytics').set('Authorization', admin.authorization).expect(200);
    vi.setSystemTime(Date.now() + ADMIN_TOKEN_TTL_SECONDS * 1000 + PAST_SKEW_MS);
    await expectRefusedEverywhere({ Authorization: admin.authorization });
  });

  it('when a token issued with a one-second lifetime is a minute past it, then it is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const shortLived = await issueAdminToken(admin.admin, t.env.sessionSecret, 1);
    await t.agent.get('/api/admin/leads').set('Authorization', `Bearer ${shortLived}`).expect(200);
    vi.setSystemTime(Date.now() + 1000 + PAST_SKEW_MS);
    await t.agent.get('/api/admin/leads').set('Authorization', `Bearer ${shortLived}`).expect(401);
  });

  it('when a provider presents its session cookie, or its session sealed as a bearer token, then it is refused', async () => {
    const provider = await createUser(t, { username: 'keen-provider' });
    const cookie = await signIn(t, provider.username);
    await t.agent.get('/api/auth/me').set('Cookie', cookie).expect(200);
    await expectRefusedEverywhere({ Cookie: cookie });
    const sealedSession = await sealData({ userId: provider.id, sessionVersion: provider.sessionVersion }, { password: t.env.sessionSecret });
    await expectRefusedEverywhere({ Authorization: `Bearer ${sealedSession}` });
  });

  it('when an admin token is sealed for a provider, then it is refused (the role is checked, not only the seal)', async () => {
    const provider = await createUser(t, { username: 'crafty-provider' });
    await expectRefusedEverywhere({ Authorization: `Bearer ${await issueAdminToken(provider, t.env.sessionSecret)}` });
  });

  it('when the super admin signs in with the session cookie only, then admin routes still need the admin token', async () => {
    await expectRefusedEverywhere({ Cookie: await signIn(t, admin.admin.username) });
  });

  it('when the admin account has been deactivated or its session version bumped, then its token is refused', async () => {
    await t.database.db.update(users).set({ sessionVersion: admin.admin.sessionVersion + 1 }).where(eq(users.id, admin.admin.id));
    await t.agent.get('/api/admin/analytics').set('Authorization', admin.authorization).expect(401);
    const fresh = await issueAdminToken({ ...admin.admin, sessionVersion: admin.admin.sessionVersion + 1 }, t.env.sessionSecret);
    await t.agent.get('/api/admin/analytics').set('Authorization', `Bearer ${fresh}`).expect(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, admin.admin.id));
    await t.agent.get('/api/admin/analytics').set('Authorization', `Bearer ${fresh}`).expect(401);
  });
});
