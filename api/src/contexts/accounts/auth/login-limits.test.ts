import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/factories';
import { signIn } from '../../../test/sign-in';

describe('sign-in abuse limits', () => {
  let t: TestApp;
  afterEach(() => t.close());

  describe('per account', () => {
    beforeEach(async () => {
      t = await createTestApp({ RATE_LIMIT_LOGINS: '100000' });
      await createUser(t, { username: 'target', password: 'correct-horse' });
      await createUser(t, { username: 'bystander', password: 'correct-horse' });
      await createUser(t, { username: 'boss', password: 'correct-horse', userType: 'super_admin' });
    });

    it('when one account has 100 failed logins within an hour, then the 101st is refused with 429 while another account still signs in', async () => {
      for (let i = 0; i < 100; i += 1) {
        await t.agent.post('/api/auth/login').send({ username: i % 2 ? 'target' : 'TARGET', password: `guess-${i}` }).expect(401);
      }
      const refused = await t.agent.post('/api/auth/login').send({ username: 'target', password: 'correct-horse' }).expect(429);
      expect(refused.body).toEqual({ message: 'Too many requests. Please try again later.' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);

      await signIn(t, 'bystander', 'correct-horse');
    }, 60_000);

    it('when an account is locked by failed logins, then the admin login of that account is refused too', async () => {
      for (let i = 0; i < 100; i += 1) {
        await t.agent.post('/api/admin/login').send({ username: 'boss', password: `guess-${i}` }).expect(401);
      }
      await t.agent.post('/api/admin/login').send({ username: 'boss', password: 'correct-horse' }).expect(429);
      await t.agent.post('/api/auth/login').send({ username: 'boss', password: 'correct-horse' }).expect(429);
    }, 60_000);
  });

  describe('per IP', () => {
    beforeEach(async () => {
      t = await createTestApp({ RATE_LIMIT_LOGINS: '3', RATE_LIMIT_PASSWORD_RESETS: '2' });
      await createUser(t, { username: 'pat', password: 'correct-horse' });
    });

    it('when one IP exceeds RATE_LIMIT_LOGINS in the window, then further logins answer 429 with Retry-After', async () => {
      await signIn(t, 'pat', 'correct-horse');
      await t.agent.post('/api/auth/login').send({ username: 'pat', password: 'wrong' }).expect(401);
      await t.agent.post('/api/auth/login').send({ username: 'other', password: 'wrong' }).expect(401);
      const res = await t.agent.post('/api/auth/login').send({ username: 'pat', password: 'correct-horse' }).expect(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('when one IP exceeds RATE_LIMIT_PASSWORD_RESETS, then forgot-password answers 429', async () => {
      await t.agent.post('/api/auth/forgot-password').send({ email: 'a@example.com' }).expect(200);
      await t.agent.post('/api/auth/forgot-password').send({ email: 'b@example.com' }).expect(200);
      const res = await t.agent.post('/api/auth/forgot-password').send({ email: 'c@example.com' }).expect(429);
      expect(res.headers['retry-after']).toBeDefined();
    });
  });
});
