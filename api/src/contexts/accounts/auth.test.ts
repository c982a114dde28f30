import { eq } from 'drizzle-orm';
import { sealData } from 'iron-session';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE_NAME } from './session';
import { createUser } from '../../test/factories';
import { sessionCookieOf, signIn } from '../../test/sign-in';

describe('GET /api/auth/me', () => {
  let t: TestApp;
  let userId: number;

  const cookieFor = async (data: { userId: number; sessionVersion: number }, secret = t.env.sessionSecret) => {
    const now = Date.now();
    return `${SESSION_COOKIE_NAME}=${await sealData({ ...data, issuedAt: now, renewedAt: now }, { password: secret })}`;
  };

  beforeEach(async () => {
    t = await createTestApp();
    const [user] = await t.database.db
      .insert(users)
      .values({
        username: 'rider-provider',
        password: 'not-a-real-hash',
        userType: 'provider',
        email: 'jordan@example.com',
        firstName: 'Jordan',
        lastName: 'Mitchell',
        companyName: 'Harbour City Moto Transport',
        phone: '0412 345 678',
        sessionVersion: 3,
      })
      .returning({ id: users.id });
    userId = user!.id;
  });
  afterEach(() => t.close());

  it('when a visitor has no session, then it answers 401 Not authenticated', async () => {
    const res = await t.agent.get('/api/auth/me').expect(401);
    expect(res.body).toEqual({ message: 'Not authenticated' });
  });

  it('when the session names an active user at the current version, then it answers the current user', async () => {
    const res = await t.agent.get('/api/auth/me').set('Cookie', await cookieFor({ userId, sessionVersion: 3 })).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      id: userId,
      username: 'rider-provider',
      email: 'jordan@example.com',
      userType: 'provider',
      firstName: 'Jordan',
      lastName: 'Mitchell',
      teamOwnerId: null,
      companyName: 'Harbour City Moto Transport',
      phone: '0412 345 678',
      serviceLocation: null,
      serviceLatitude: null,
      serviceLongitude: null,
      serviceRadius: 20,
      isActive: true,
    });
  });

  it('when the session carries an older session version, then it answers 401', async () => {
    await t.agent.get('/api/auth/me').set('Cookie', await cookieFor({ userId, sessionVersion: 2 })).expect(401);
  });

  it('when the user has been deactivated, then it answers 401', async () => {
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, userId));
    await t.agent.get('/api/auth/me').set('Cookie', await cookieFor({ userId, sessionVersion: 3 })).expect(401);
  });

  it('when the cookie was sealed with another secret, then it answers 401', async () => {
    const forged = await cookieFor({ userId, sessionVersion: 3 }, 'an-attacker-secret-that-is-32-characters-long');
    await t.agent.get('/api/auth/me').set('Cookie', forged).expect(401);
  });

  it('when the cookie carries no sign-in time, then it answers 401', async () => {
    const old = `${SESSION_COOKIE_NAME}=${await sealData({ userId, sessionVersion: 3 }, { password: t.env.sessionSecret })}`;
    await t.agent.get('/api/auth/me').set('Cookie', old).expect(401);
  });
});

describe('POST /api/auth/login and /api/auth/logout', () => {
  let t: TestApp;
  let userId: number;
  beforeEach(async () => {
    t = await createTestApp();
    userId = (await createUser(t, { username: 'Pat-Hauler', password: 'correct-horse', email: 'pat@example.com' })).id;
  });
  afterEach(() => t.close());

  it('when the credentials are right (username in any case), then it answers the user and sets an HttpOnly SameSite=Lax cookie', async () => {
    const res = await t.agent.post('/api/auth/login').send({ username: 'pat-hauler', password: 'correct-horse' }).expect(200);
    expect(res.body).toMatchObject({ id: userId, username: 'Pat-Hauler', userType: 'provider' });
    expect(res.body).not.toHaveProperty('password');
    const line = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/; Secure/);
    const me = await t.agent.get('/api/auth/me').set('Cookie', sessionCookieOf(res)!).expect(200);
    expect(me.body.id).toBe(userId);
  });

  it('when COOKIE_SECURE is on, then the cookie is Secure', async () => {
    const secure = await createTestApp({ COOKIE_SECURE: 'true' });
    try {
      await createUser(secure, { username: 'sec', password: 'correct-horse' });
      const res = await secure.agent.post('/api/auth/login').send({ username: 'sec', password: 'correct-horse' }).expect(200);
      expect((res.headers['set-cookie'] as unknown as string[]).join('\n')).toMatch(/motohaul_session=[^\n]*; Secure/);
    } finally {
      await secure.close();
    }
  });

  it('when the password is wrong or the user unknown, then both answer the same 401', async () => {
    const wrong = await t.agent.post('/api/auth/login').send({ username: 'Pat-Hauler', password: 'nope' }).expect(401);
    const unknown = await t.agent.post('/api/auth/login').send({ username: 'nobody', password: 'nope' }).expect(401);
    expect(wrong.body).toEqual({ message: 'Invalid username or password' });
    expect(unknown.body).toEqual(wrong.body);
    expect(sessionCookieOf(wrong)).toBeNull();
  });

  it('when the account is deactivated, then the right password is told so (403), and a wrong one still gets the same 401', async () => {
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, userId));
    const right = await t.agent.post('/api/auth/login').send({ username: 'Pat-Hauler', password: 'correct-horse' }).expect(403);
    expect(right.body).toEqual({ message: 'This account has been deactivated. Please contact support.' });
    expect(sessionCookieOf(right)).toBeNull();
    const wrong = await t.agent.post('/api/auth/login').send({ username: 'Pat-Hauler', password: 'nope' }).expect(401);
    expect(wrong.body).toEqual({ message: 'Invalid username or password' });
  });

  it('when fields are missing, then it answers 400 with field errors', async () => {
    const res = await t.agent.post('/api/auth/login').send({ username: '' }).expect(400);
    expect(res.body.fieldErrors).toEqual({ username: ['Username is required'], password: ['Password is required'] });
  });

  it('when a user logs out, then the old cookie replayed answers 401 and the cookie is cleared', async () => {
    const cookie = await signIn(t, 'Pat-Hauler', 'correct-horse');
    const other = await signIn(t, 'Pat-Hauler', 'correct-horse');
    const res = await t.agent.post('/api/auth/logout').set('Cookie', cookie).send({}).expect(200);
    expect(res.body).toEqual({ message: 'Logged out successfully' });
    expect((res.headers['set-cookie'] as unknown as string[]).join('\n')).toMatch(/motohaul_session=;[^\n]*Expires=Thu, 01 Jan 1970/);
    await t.agent.get('/api/auth/me').set('Cookie', cookie).expect(401);
    // The session version moved on: the user's other sessions end too.
    await t.agent.get('/api/auth/me').set('Cookie', other).expect(401);
    await signIn(t, 'Pat-Hauler', 'correct-horse');
  });

  it('when a visitor without a session logs out, then it still answers 200', async () => {
    await t.agent.post('/api/auth/logout').send({}).expect(200);
  });

  it('when the role of a user changes (session version bumped), then older cookies stop working', async () => {
    const cookie = await signIn(t, 'Pat-Hauler', 'correct-horse');
    await t.database.db.update(users).set({ userType: 'customer', sessionVersion: 2 }).where(eq(users.id, userId));
    await t.agent.get('/api/auth/me').set('Cookie', cookie).expect(401);
  });
});

describe('PATCH /api/auth/update-service-area', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    await createUser(t, { username: 'prov', password: 'correct-horse' });
    await createUser(t, { username: 'cust', password: 'correct-horse', userType: 'customer' });
  });
  afterEach(() => t.close());

  const area = { serviceLocation: 'Newcastle NSW, Australia', serviceLatitude: -32.9283, serviceLongitude: 151.7817, serviceRadius: 50 };

  it('when a provider sends a listed radius, then it answers the updated current user', async () => {
    const cookie = await signIn(t, 'prov', 'correct-horse');
    const res = await t.agent.patch('/api/auth/update-service-area').set('Cookie', cookie).send(area).expect(200);
    expect(res.body).toMatchObject(area);
    expect((await t.agent.get('/api/auth/me').set('Cookie', cookie).expect(200)).body).toMatchObject(area);
  });

  it('when the radius is not listed or the location missing, then it answers 400 and stores nothing', async () => {
    const cookie = await signIn(t, 'prov', 'correct-horse');
    const res = await t.agent.patch('/api/auth/update-service-area').set('Cookie', cookie).send({ ...area, serviceRadius: 40 }).expect(400);
    expect(res.body.fieldErrors.serviceRadius).toEqual(['Choose a listed radius']);
    const missing = await t.agent.patch('/api/auth/update-service-area').set('Cookie', cookie).send({ serviceRadius: 20 }).expect(400);
    expect(missing.body.fieldErrors.serviceLocation).toEqual(['Please select a valid service location.']);
    expect((await t.agent.get('/api/auth/me').set('Cookie', cookie)).body.serviceRadius).toBe(20);
  });

  it.each([
    ['London', 51.5072, -0.1276],
    ['Null Island', 0, 0],
    ['Auckland', -36.8485, 174.7633],
    ['Jakarta', -6.2088, 106.8456],
  ])('when the point is outside Australia (%s), then it answers 400 on serviceLocation and stores nothing', async (_place, serviceLatitude, serviceLongitude) => {
    const cookie = await signIn(t, 'prov', 'correct-horse');
    const res = await t.agent
      .patch('/api/auth/update-service-area')
      .set('Cookie', cookie)
      .send({ ...area, serviceLocation: 'London, UK', serviceLatitude, serviceLongitude })
      .expect(400);
    expect(res.body).toEqual({ message: 'Please correct the highlighted fields.', fieldErrors: { serviceLocation: ['Please select a service location in Australia.'] } });
    expect((await t.agent.get('/api/auth/me').set('Cookie', cookie)).body.serviceLocation).not.toBe('London, UK');
  });

  it.each([
    ['Hobart', -42.8821, 147.3272],
    ['Thursday Island', -10.5833, 142.2167],
    ['Broome', -17.9614, 122.2359],
    ['Lord Howe Island', -31.5525, 159.0812],
    ['Norfolk Island', -29.0408, 167.9547],
    ['Christmas Island', -10.487, 105.6407],
    ['Cocos (Keeling) Islands', -12.1697, 96.8315],
  ])('when the point is in Australia (%s), then it is saved', async (serviceLocation, serviceLatitude, serviceLongitude) => {
    const cookie = await signIn(t, 'prov', 'correct-horse');
    const res = await t.agent.patch('/api/auth/update-service-area').set('Cookie', cookie).send({ ...area, serviceLocation, serviceLatitude, serviceLongitude }).expect(200);
    expect(res.body).toMatchObject({ serviceLocation, serviceLatitude, serviceLongitude });
  });

  it('when a customer or a visitor calls it, then it answers 403 or 401', async () => {
    const cookie = await signIn(t, 'cust', 'correct-horse');
    await t.agent.patch('/api/auth/update-service-area').set('Cookie', cookie).send(area).expect(403);
    await t.agent.patch('/api/auth/update-service-area').send(area).expect(401);
  });
});
