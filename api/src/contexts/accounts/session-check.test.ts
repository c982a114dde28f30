import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { signIn } from '../../test/sign-in';

// GET /api/auth/session, the front ends' session check (issue 19): a visitor is a normal state, so it answers 200
// with null, where GET /api/auth/me answers 401 (spec §7), which a browser logs as a failed request.
describe('GET /api/auth/session', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('when a visitor has no session, or an unusable one, then it answers 200 with no user, uncached', async () => {
    const res = await t.agent.get('/api/auth/session').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ user: null });
    await t.agent.get('/api/auth/session').set('Cookie', 'motohaul_session=forged').expect(200, { user: null });
  });

  it('when the session is usable, then it answers the same user as GET /api/auth/me, and null after logout', async () => {
    const user = await createUser(t, { username: 'session-check', firstName: 'Sam' });
    const cookie = await signIn(t, user.username);
    const me = await t.agent.get('/api/auth/me').set('Cookie', cookie).expect(200);
    const session = await t.agent.get('/api/auth/session').set('Cookie', cookie).expect(200);
    expect(session.body).toEqual({ user: me.body });
    expect(session.body.user).toMatchObject({ username: 'session-check', firstName: 'Sam', userType: 'provider' });

    await t.agent.post('/api/auth/logout').set('Cookie', cookie).send({}).expect(200);
    await t.agent.get('/api/auth/session').set('Cookie', cookie).expect(200, { user: null });
  });
});
