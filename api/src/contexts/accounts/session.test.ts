import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadEnv } from '../../config/env';
import type { TestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { sessionCookieOf, signIn } from '../../test/sign-in';
import { controlledClock, createTestApp } from '../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('session lifetimes (docs/decisions/0005)', () => {
  let t: TestApp;
  let clock: ReturnType<typeof controlledClock>;
  beforeEach(async () => {
    clock = controlledClock();
    t = await createTestApp({}, { clock: clock.now });
    await createUser(t, { username: 'pat', password: 'correct-horse' });
  });
  afterEach(() => t.close());

  it('when a session is unused for 7 days, then it has ended', async () => {
    const cookie = await signIn(t, 'pat', 'correct-horse');
    clock.advance(7 * DAY_MS - 60_000);
    await t.agent.get('/api/auth/me').set('Cookie', cookie).expect(200);
    clock.advance(7 * DAY_MS);
    // The request above renewed the cookie, but this request replays the original one: unused for over 7 days.
    await t.agent.get('/api/auth/me').set('Cookie', cookie).expect(401);
  });

  it('when a session is used, then the cookie is renewed at most once a day and the renewed one keeps working', async () => {
    let cookie = await signIn(t, 'pat', 'correct-horse');
    clock.advance(60 * 60 * 1000);
    const early = await t.agent.get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(sessionCookieOf(early)).toBeNull();

    for (let day = 0; day < 4; day += 1) {
      clock.advance(6 * DAY_MS);
      const res = await t.agent.get('/api/auth/me').set('Cookie', cookie).expect(200);
      const renewed = sessionCookieOf(res);
      expect(renewed).not.toBeNull();
      cookie = renewed!;
    }
  });

  it('when 30 days have passed since sign-in, then the session ends however often it was used', async () => {
    let cookie = await signIn(t, 'pat', 'correct-horse');
    for (let day = 0; day < 4; day += 1) {
      clock.advance(6 * DAY_MS);
      cookie = sessionCookieOf(await t.agent.get('/api/auth/me').set('Cookie', cookie).expect(200)) ?? cookie;
    }
    clock.advance(6 * DAY_MS + 60_000);
    await t.agent.get('/api/auth/me').set('Cookie', cookie).expect(401);
    // Signing in again starts a new 30 days.
    await t.agent.get('/api/auth/me').set('Cookie', await signIn(t, 'pat', 'correct-horse')).expect(200);
  });
});

describe('session secret rotation', () => {
  const OLD = 'the-old-session-secret-of-at-least-32-characters';
  const NEW = 'the-new-session-secret-of-at-least-32-characters';

  it('when the secret is rotated with SESSION_SECRET_PREVIOUS, then cookies of the old secret still work and new ones use the new secret', async () => {
    const before = await createTestApp({ SESSION_SECRET: OLD });
    try {
      await createUser(before, { username: 'pat', password: 'correct-horse' });
      const oldCookie = await signIn(before, 'pat', 'correct-horse');

      // The same database served with other secrets.
      const withSecrets = (vars: Record<string, string>) =>
        request(createApp({ env: loadEnv({ NODE_ENV: 'test', ...vars }), database: before.database, jobs: before.jobs }));
      const rotated = withSecrets({ SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD });
      const newOnly = withSecrets({ SESSION_SECRET: NEW });

      await rotated.get('/api/auth/me').set('Cookie', oldCookie).expect(200);
      await newOnly.get('/api/auth/me').set('Cookie', oldCookie).expect(401);

      const newCookie = sessionCookieOf(await rotated.post('/api/auth/login').send({ username: 'pat', password: 'correct-horse' }).expect(200))!;
      await newOnly.get('/api/auth/me').set('Cookie', newCookie).expect(200);
      await before.agent.get('/api/auth/me').set('Cookie', newCookie).expect(401);

      // A second rotation: the cookie sealed while NEW was current still opens once NEW is the previous secret.
      const NEWER = 'the-newer-session-secret-of-at-least-32-chars!';
      const again = withSecrets({ SESSION_SECRET: NEWER, SESSION_SECRET_PREVIOUS: NEW });
      await again.get('/api/auth/me').set('Cookie', newCookie).expect(200);
      await again.get('/api/auth/me').set('Cookie', oldCookie).expect(401);
    } finally {
      await before.close();
    }
  });
});
