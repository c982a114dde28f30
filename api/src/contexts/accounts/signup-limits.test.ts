import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../../config/env';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 18 item 2: one address made 208 provider accounts in 8.5 s. Sign-ups are limited per address and in all per
// hour (signup-limits.ts, ADR 0030; since issue 27 an address's first sign-up of the hour is outside the cap, ADR 0051). Time is Date faked by hand; the counters are the app's own (memory on PGlite,
// the shared rate_limits table when DATABASE_URL is set).
const HOUR_S = 3600;

describe('sign-up limits', () => {
  let t: TestApp;
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  let n = 0;
  /** One provider sign-up from `address` (the client address a proxy in front reports). */
  const signUp = (address: string, path = '/api/auth/provider/signup') => {
    n += 1;
    return t.agent.post(path).set('X-Forwarded-For', address).send({
      username: `flood-${n}`,
      password: 'flood-pass-1',
      firstName: 'Flo',
      lastName: 'Od',
      phone: '0412345678',
      email: `flood-${n}@example.com`,
      companyName: `Flood Transport ${n}`,
      serviceLocation: 'Parramatta NSW, Australia',
    });
  };
  const providers = async () => (await t.database.db.select({ n: count() }).from(users).where(eq(users.userType, 'provider')))[0]!.n;
  const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

  it('when one address floods the provider sign-up with the default limits, then 10 accounts are made in the hour and the rest get 429 with Retry-After', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-01T00:00:00Z') });
    t = await createTestApp({ TRUST_PROXY_HOPS: '1' });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await signUp('198.51.100.7')).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual(Array<number>(20).fill(429));
    expect(await providers()).toBe(10);

    const refused = await signUp('198.51.100.7').expect(429);
    expect(refused.body).toEqual({ message: 'Too many requests. Please try again later.' });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(HOUR_S - 60);
    expect(wait).toBeLessThanOrEqual(HOUR_S);

    // Customer sign-ups count on the same limit; another address is not held back.
    await signUp('198.51.100.7', '/api/auth/customer/signup').expect(429);
    await signUp('203.0.113.9').expect(201);
    // An IPv6 subscriber's whole /64 is one address.
    for (let i = 0; i < 10; i += 1) await signUp(`2001:db8:1:2::${i + 1}`).expect(201);
    await signUp('2001:db8:1:2:ffff::1').expect(429);

    advance(wait);
    await signUp('198.51.100.7').expect(201);
  }, 120_000);

  // Issue 27: ten addresses used up the cap of all addresses, and every other sign-up was refused for the hour.
  it("when a few addresses flood, then the cap of all addresses holds their further sign-ups, while another address's first sign-up still goes through", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-01T00:00:00Z') });
    t = await createTestApp({ TRUST_PROXY_HOPS: '1', RATE_LIMIT_SIGNUPS_GLOBAL: '5' });
    // An address's first sign-up of the hour is not counted in the cap; its further ones are, 5 in all.
    for (let i = 0; i < 6; i += 1) await signUp('192.0.2.1').expect(201);
    const refused = await signUp('192.0.2.1').expect(429);
    expect(refused.body).toEqual({ message: 'Too many requests. Please try again later.' });
    await signUp('192.0.2.2').expect(201);
    await signUp('192.0.2.2').expect(429);
    expect(await providers()).toBe(7);

    // Someone else signing up for the first time this hour is not held back by the flood.
    await signUp('203.0.113.50').expect(201);
    await signUp('2001:db8:9:9::1', '/api/auth/customer/signup').expect(201);

    advance(Number(refused.headers['retry-after']));
    await signUp('192.0.2.1').expect(201);
    await signUp('192.0.2.1').expect(201);
  }, 120_000);
});

describe('sign-up limit settings', () => {
  it('when the limits are read from the environment, then the defaults are 10 per address and 100 in all per hour', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).rateLimits).toMatchObject({ signups: 10, signupsGlobal: 100 });
    expect(loadEnv({ NODE_ENV: 'test', RATE_LIMIT_SIGNUPS: '3', RATE_LIMIT_SIGNUPS_GLOBAL: '50' }).rateLimits).toMatchObject({ signups: 3, signupsGlobal: 50 });
    expect(() => loadEnv({ NODE_ENV: 'test', RATE_LIMIT_SIGNUPS: '0' })).toThrow(/RATE_LIMIT_SIGNUPS must be at least 1/);
  });
});
