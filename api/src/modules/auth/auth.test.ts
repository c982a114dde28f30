import { eq } from 'drizzle-orm';
import { sealData } from 'iron-session';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE_NAME } from './session';

describe('GET /api/auth/me', () => {
  let t: TestApp;
  let userId: number;

  const cookieFor = async (data: { userId: number; sessionVersion: number }, secret = t.env.sessionSecret) =>
    `${SESSION_COOKIE_NAME}=${await sealData(data, { password: secret })}`;

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
    expect(res.body).toEqual({
      id: userId,
      username: 'rider-provider',
      email: 'jordan@example.com',
      userType: 'provider',
      firstName: 'Jordan',
      lastName: 'Mitchell',
      teamOwnerId: null,
      companyName: 'Harbour City Moto Transport',
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
});
