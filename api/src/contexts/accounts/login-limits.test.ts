import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';

// The login throttle (login-throttle.ts, ADR 0027). Time is Date faked by hand: a test moves it by each answer's
// Retry-After, as a patient attacker would. The counters are the app's own: memory on PGlite, the shared
// rate_limits table when DATABASE_URL is set.
const HOUR_S = 3600;
const LOGINS = { user: '/api/auth/login', admin: '/api/admin/login' } as const;

describe('sign-in abuse limits', () => {
  let t: TestApp;
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  /** One try of `username` from `address` (the client address a proxy in front reports). */
  const attempt = (username: string, password: string, address: string, path: string = LOGINS.user) =>
    t.agent.post(path).set('X-Forwarded-For', address).send({ username, password });
  const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
  const attackMails = async () => (await t.database.db.select().from(outbox).where(eq(outbox.kind, 'login_attack'))).length;

  describe('per account', () => {
    beforeEach(async () => {
      // The memory store (PGlite) also drops a window with a real timer: faked too, so only the moved Date ends one.
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: new Date('2025-06-01T00:00:00Z') });
      t = await createTestApp({ TRUST_PROXY_HOPS: '1', RATE_LIMIT_LOGINS: '100000' });
      await createUser(t, { username: 'target', password: 'correct-horse', email: 'target@example.com', firstName: 'Tara' });
      await createUser(t, { username: 'boss', password: 'correct-horse', userType: 'super_admin', email: 'boss@example.com' });
    });

    for (const [login, username] of [
      ['user', 'target'],
      ['admin', 'boss'],
    ] as const) {
      it(`when one address sends 100 wrong passwords to the ${login} login, then it is slowed to 5 tries and the owner still signs in from another address`, async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 100; i += 1) statuses.push((await attempt(i % 2 ? username : username.toUpperCase(), `guess-${i}`, '198.51.100.66', LOGINS[login])).status);
        expect(statuses.filter((s) => s === 401)).toHaveLength(5);
        expect(statuses.filter((s) => s === 429)).toHaveLength(95);

        const refused = await attempt(username, 'correct-horse', '198.51.100.66', LOGINS[login]).expect(429);
        expect(refused.body).toEqual({ message: 'Too many requests. Please try again later.' });
        expect(Number(refused.headers['retry-after'])).toBe(1);

        // The owner, from an address without failures: no wait.
        await attempt(username, 'correct-horse', '203.0.113.10', LOGINS[login]).expect(200);
      }, 60_000);
    }

    it('when one address keeps guessing at every Retry-After for a day, then it gets 5 tries, waits doubling from 1 s up to an hour, and 38 wrong passwords in all', async () => {
      let guesses = 0;
      const waits: number[] = [];
      let elapsed = 0;
      while (elapsed < 24 * HOUR_S) {
        const res = await attempt('target', `guess-${guesses}`, '198.51.100.7');
        if (res.status === 401) {
          guesses += 1;
          continue;
        }
        expect(res.status).toBe(429);
        const wait = Number(res.headers['retry-after']);
        waits.push(wait);
        advance(wait);
        elapsed += wait;
      }
      // 5 free; 1, 2, 4, 8, 16, 32 s; then the 10th failure of the hour puts the account under attack: this address waits
      // for the hour's end; in the next hours the waits go on doubling up to an hour.
      expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 32]);
      expect(waits[6]).toBeGreaterThan(HOUR_S - 120);
      expect(waits.slice(7, 13)).toEqual([64, 128, 256, 512, 1024, 2048]);
      expect(new Set(waits.slice(13))).toEqual(new Set([HOUR_S]));
      expect(guesses).toBe(38);
      expect(await attackMails()).toBe(1);
      await attempt('target', 'correct-horse', '203.0.113.10').expect(200);
    }, 120_000);

    it('when 40 addresses guess for 3 hours, then the account takes 10 wrong passwords an hour plus one per new address, mails its owner once an hour, and the owner still signs in', async () => {
      const addresses = Array.from({ length: 40 }, (_, i) => `192.0.2.${i + 1}`);
      const readyAt = new Map(addresses.map((a) => [a, 0]));
      let guesses = 0;
      const guessesByHour = [0, 0, 0];
      const mailsByHour: number[] = [];
      for (let second = 0; second < 3 * HOUR_S; second += 60) {
        for (const address of addresses) {
          if (readyAt.get(address)! > second) continue;
          const res = await attempt('target', `guess-${guesses}`, address);
          if (res.status === 401) {
            guesses += 1;
            guessesByHour[Math.floor(second / HOUR_S)]! += 1;
          } else {
            expect(res.status).toBe(429);
            readyAt.set(address, second + Number(res.headers['retry-after']));
          }
        }
        if ((second + 60) % HOUR_S === 0) mailsByHour.push(await attackMails());
        advance(60);
      }
      // Hour 1: the 40 addresses each had one try (new to the account); hours 2 and 3: 10 each.
      expect(guessesByHour).toEqual([40, 10, 10]);
      expect(mailsByHour).toEqual([1, 2, 3]);
      const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'login_attack')).limit(1);
      expect(mail).toMatchObject({ toAddress: 'target@example.com', subject: 'Failed sign-in attempts on your MotoHaul account' });
      expect(mail!.textBody).toContain('Hi Tara,');
      expect(mail!.textBody).toContain('/auth/forgot-password');

      await attempt('target', 'correct-horse', '203.0.113.10').expect(200);
    }, 300_000);

    it('when 20 wrong passwords arrive at once from one address, then at most the 5 free ones are checked', async () => {
      const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt('target', `burst-${i}`, '198.51.100.8').then((res) => res.status)));
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    }, 60_000);

    it('when the owner signs in from two tabs at once, then one is checked and the other is told to try again in a second, and does', async () => {
      const [first, second] = await Promise.all([attempt('target', 'correct-horse', '203.0.113.30'), attempt('target', 'correct-horse', '203.0.113.30')]);
      const refused = [first, second].filter((res) => res.status === 429);
      expect([first, second].filter((res) => res.status === 200).length).toBeGreaterThanOrEqual(1);
      for (const res of refused) expect(Number(res.headers['retry-after'])).toBe(1);
      advance(1);
      await attempt('target', 'correct-horse', '203.0.113.30').expect(200);
    }, 60_000);

    it('when the owner mistypes and then signs in, then the failures of that address are forgotten', async () => {
      // Twice 4 typos: 8 failures of the account this hour, below its 10.
      for (let round = 0; round < 2; round += 1) {
        for (let i = 0; i < 4; i += 1) await attempt('target', `typo-${i}`, '203.0.113.20').expect(401);
        await attempt('target', 'correct-horse', '203.0.113.20').expect(200);
      }
    }, 60_000);
  });

  describe('per address', () => {
    beforeEach(async () => {
      t = await createTestApp({ TRUST_PROXY_HOPS: '1', RATE_LIMIT_LOGINS: '3', RATE_LIMIT_PASSWORD_RESETS: '2' });
      await createUser(t, { username: 'pat', password: 'correct-horse' });
    });

    it('when one address exceeds RATE_LIMIT_LOGINS in the window, then further logins answer 429 with Retry-After', async () => {
      await attempt('pat', 'correct-horse', '198.51.100.1').expect(200);
      await attempt('pat', 'wrong', '198.51.100.1').expect(401);
      await attempt('other', 'wrong', '198.51.100.1').expect(401);
      const res = await attempt('pat', 'correct-horse', '198.51.100.1').expect(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      await attempt('pat', 'correct-horse', '198.51.100.2').expect(200);
    });

    it('when the addresses of one IPv6 /64 share the limit, then another /64 and the IPv4-mapped form keep theirs', async () => {
      for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3']) await attempt('nobody', 'wrong', address).expect(401);
      await attempt('pat', 'correct-horse', '2001:db8:1:2::99').expect(429);
      await attempt('pat', 'correct-horse', '2001:db8:1:3::1').expect(200);

      for (let i = 0; i < 3; i += 1) await attempt('nobody', 'wrong', '198.51.100.9').expect(401);
      await attempt('pat', 'correct-horse', '::ffff:198.51.100.9').expect(429);
    });

    it('when 127.0.0.1 is limited, then ::1 is limited too (one loopback)', async () => {
      for (let i = 0; i < 3; i += 1) await attempt('nobody', 'wrong', '127.0.0.1').expect(401);
      await attempt('pat', 'correct-horse', '::1').expect(429);
    });

    it('when one address exceeds RATE_LIMIT_PASSWORD_RESETS, then forgot-password answers 429', async () => {
      await t.agent.post('/api/auth/forgot-password').send({ email: 'a@example.com' }).expect(200);
      await t.agent.post('/api/auth/forgot-password').send({ email: 'b@example.com' }).expect(200);
      const res = await t.agent.post('/api/auth/forgot-password').send({ email: 'c@example.com' }).expect(429);
      expect(res.headers['retry-after']).toBeDefined();
    });
  });
});
