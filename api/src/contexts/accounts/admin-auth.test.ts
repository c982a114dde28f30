import { eq } from 'drizzle-orm';
import express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { errorHandler } from '../../http/error-handler';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueAdminToken } from './admin-token';
import { createAuthRepository } from './auth-repository';
import { authenticatedUser, createAuthGuards } from './guards';
import { createUser } from '../../test/factories';
import { signIn } from '../../test/sign-in';

describe('POST /api/admin/login', () => {
  let t: TestApp;
  let adminId: number;
  beforeEach(async () => {
    t = await createTestApp();
    adminId = (await createUser(t, { username: 'Boss', password: 'admin-pass', userType: 'super_admin', firstName: 'Ada', lastName: 'Admin' })).id;
    await createUser(t, { username: 'prov', password: 'provider-pass', userType: 'provider' });
  });
  afterEach(() => t.close());

  it('when an active super admin signs in, then it answers a token, its expiry and the admin', async () => {
    const before = Date.now();
    const res = await t.agent.post('/api/admin/login').send({ username: 'boss', password: 'admin-pass' }).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      token: expect.stringMatching(/^Fe26\.2\*/),
      expiresAt: expect.any(String),
      user: { id: adminId, username: 'Boss', firstName: 'Ada', lastName: 'Admin' },
    });
    const expiresIn = new Date(res.body.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan(8 * 3600_000 - 10_000);
    expect(expiresIn).toBeLessThanOrEqual(8 * 3600_000 + 10_000);
  });

  it('when the password is wrong, the user unknown, or the account is not a super admin, then it answers the same 401', async () => {
    const expected = { message: 'Invalid username or password' };
    await t.agent.post('/api/admin/login').send({ username: 'boss', password: 'nope' }).expect(401, expected);
    await t.agent.post('/api/admin/login').send({ username: 'ghost', password: 'admin-pass' }).expect(401, expected);
    await t.agent.post('/api/admin/login').send({ username: 'prov', password: 'provider-pass' }).expect(401, expected);
  });

  it('when the super admin is deactivated, then the right password is refused', async () => {
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, adminId));
    await t.agent.post('/api/admin/login').send({ username: 'boss', password: 'admin-pass' }).expect(401);
  });

  it('when a field is missing, then it answers 400', async () => {
    const res = await t.agent.post('/api/admin/login').send({ username: 'boss' }).expect(400);
    expect(res.body.fieldErrors).toEqual({ password: ['Password is required'] });
  });
});

describe('requireAdmin', () => {
  let t: TestApp;
  let probe: ReturnType<typeof request>;
  let adminId: number;

  /** Admin routes of the product; H5's routes are mounted by the app, a probe route tests the guard alone. */
  const ADMIN_GET_PATHS = ['/api/admin/analytics', '/api/admin/providers', '/api/admin/leads', '/api/admin/discount-codes'];

  beforeEach(async () => {
    t = await createTestApp();
    adminId = (await createUser(t, { username: 'boss', password: 'admin-pass', userType: 'super_admin' })).id;
    await createUser(t, { username: 'prov', password: 'provider-pass', userType: 'provider' });
    const guards = createAuthGuards(createAuthRepository(t.database.db, t.jobs), {
      secret: t.env.sessionSecret,
      previousSecret: null,
      secure: false,
      now: () => new Date(),
    });
    const app = express();
    app.get('/probe', guards.requireAdmin, (_req, res) => {
      res.json({ admin: authenticatedUser(res).username });
    });
    app.use(errorHandler);
    probe = request(app);
  });
  afterEach(() => t.close());

  const adminToken = async () => (await t.agent.post('/api/admin/login').send({ username: 'boss', password: 'admin-pass' }).expect(200)).body.token as string;

  it('when a request has no token, a provider cookie, a forged token or a super admin cookie, then it answers 401', async () => {
    const providerCookie = await signIn(t, 'prov', 'provider-pass');
    const adminCookie = await signIn(t, 'boss', 'admin-pass');
    const forged = await issueAdminToken({ id: adminId, sessionVersion: 1 }, 'an-attacker-secret-that-is-32-characters-long');
    for (const attempt of [
      probe.get('/probe'),
      probe.get('/probe').set('Cookie', providerCookie),
      probe.get('/probe').set('Cookie', adminCookie),
      probe.get('/probe').set('Authorization', `Bearer ${forged}`),
      probe.get('/probe').set('Authorization', 'Bearer not-a-token'),
    ]) {
      const res = await attempt.expect(401);
      expect(res.body).toEqual({ message: 'Admin authentication required' });
    }
  });

  it('when the product admin routes are called without a token or with a provider cookie, then none answers 2xx', async () => {
    const providerCookie = await signIn(t, 'prov', 'provider-pass');
    for (const path of ADMIN_GET_PATHS) {
      const anonymous = await t.agent.get(path);
      const asProvider = await t.agent.get(path).set('Cookie', providerCookie);
      // 401 once the route exists (404 until then): never data.
      expect([401, 404]).toContain(anonymous.status);
      expect([401, 404]).toContain(asProvider.status);
    }
  });

  it('when the admin login token is presented, then the guard admits the super admin', async () => {
    const res = await probe.get('/probe').set('Authorization', `Bearer ${await adminToken()}`).expect(200);
    expect(res.body).toEqual({ admin: 'boss' });
  });

  it('when the admin logs out of the panel, then that token stops working at once (not only in the browser)', async () => {
    const token = await adminToken();
    await t.agent.get('/api/admin/providers').set('Authorization', `Bearer ${token}`).expect(200);
    const out = await t.agent.post('/api/admin/logout').set('Authorization', `Bearer ${token}`).send({}).expect(200);
    expect(out.body).toEqual({ message: 'Logged out successfully' });
    await t.agent.get('/api/admin/providers').set('Authorization', `Bearer ${token}`).expect(401);
    await t.agent.post('/api/admin/logout').set('Authorization', `Bearer ${token}`).send({}).expect(401);
    // A new login works as before.
    await t.agent.get('/api/admin/providers').set('Authorization', `Bearer ${await adminToken()}`).expect(200);
  });

  it('when the admin logs out of the CRM or is deactivated, then the admin token stops working', async () => {
    const token = await adminToken();
    const cookie = await signIn(t, 'boss', 'admin-pass');
    await t.agent.post('/api/auth/logout').set('Cookie', cookie).send({}).expect(200);
    await probe.get('/probe').set('Authorization', `Bearer ${token}`).expect(401);

    const fresh = await adminToken();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, adminId));
    await probe.get('/probe').set('Authorization', `Bearer ${fresh}`).expect(401);
  });

  it('when a token of a user who is no longer a super admin is presented, then it answers 401', async () => {
    const token = await adminToken();
    await t.database.db.update(users).set({ userType: 'provider' }).where(eq(users.id, adminId));
    await probe.get('/probe').set('Authorization', `Bearer ${token}`).expect(401);
  });
});
