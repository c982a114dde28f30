import { count, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeys, leads } from '../../db/schema';
import { riderQuote } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CLAIM_LEASE_SECONDS, fingerprintOf } from '../platform/platform-context';

const quote = riderQuote();

describe('POST /api/leads with an Idempotency-Key (safe retries, ADR 0031)', () => {
  let t: TestApp;
  const leadCount = async () => (await t.database.db.select({ n: count() }).from(leads))[0]?.n;
  const post = (body: object, key?: string) => {
    const req = t.agent.post('/api/leads');
    return (key === undefined ? req : req.set('Idempotency-Key', key)).send(body);
  };

  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('when the same submission is retried with its key, then the first answer comes back and no second lead is created', async () => {
    const first = await post(quote, 'submission-1').expect(201);
    const retry = await post({ ...quote }, 'submission-1');

    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await leadCount()).toBe(1);
  });

  it('when the body keys come in another order, then it is still the same request', async () => {
    const first = await post(quote, 'same-body').expect(201);
    const reordered = Object.fromEntries(Object.entries(quote).reverse());
    expect((await post(reordered, 'same-body').expect(201)).body).toEqual(first.body);
    expect(await leadCount()).toBe(1);
  });

  it('when 5 posts with one key arrive at once, then one lead is created; the others replay it or are told it is in progress', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => post(quote, 'concurrent-key')));

    expect(await leadCount()).toBe(1);
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ message: 'A request with this Idempotency-Key is still in progress' });
    }
  });

  it('when the key comes back with a different body, then 422 says so and nothing is created', async () => {
    await post(quote, 'reused-key').expect(201);
    const res = await post({ ...quote, customerName: 'Someone Else' }, 'reused-key');

    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'This Idempotency-Key was already used with a different request body' });
    expect(await leadCount()).toBe(1);
  });

  it('when there is no key, then every post creates a lead as before', async () => {
    // Two riders (one rider's quotes within a short time are merged into one lead, ADR 0013).
    await post(quote).expect(201);
    await post({ ...quote, customerPhone: '0412 558 302' }).expect(201);
    expect(await leadCount()).toBe(2);
    expect((await t.database.db.select({ n: count() }).from(idempotencyKeys))[0]?.n).toBe(0);
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not printable', 'tab\there'],
  ])('when the key is %s, then 400 and nothing is created', async (_name, key) => {
    const res = await post(quote, key);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The Idempotency-Key header must be 1 to 255 printable characters' });
    expect(await leadCount()).toBe(0);
  });

  it('when the first request failed validation, then the key is free and the corrected retry creates the lead', async () => {
    await post({ ...quote, customerName: '' }, 'fix-and-retry').expect(400);
    await post(quote, 'fix-and-retry').expect(201);
    expect(await leadCount()).toBe(1);
  });

  it('when the key is older than 24 hours, then it counts as new', async () => {
    await post(quote, 'old-key').expect(201);
    await t.database.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` });

    await post({ ...quote, customerPhone: '0412 558 399' }, 'old-key').expect(201);
    expect(await leadCount()).toBe(2);
  });

  // Issue 27: a process that crashed mid-request left its claim 'in progress'; the wizard's retry got 409 for 24 hours.
  describe('when a claim was left in progress by a request that never finished (a crash)', () => {
    const leftClaim = (key: string, secondsAgo: number) =>
      t.database.db.insert(idempotencyKeys).values({
        scope: 'POST /api/leads',
        key,
        fingerprint: fingerprintOf(quote),
        createdAt: sql`now() - make_interval(secs => ${secondsAgo})`,
      });

    it('then a retry after the lease runs and creates the lead, and a retry after that replays it', async () => {
      await leftClaim('cut-quote', CLAIM_LEASE_SECONDS + 1);
      const retry = await post(quote, 'cut-quote').expect(201);
      expect(await leadCount()).toBe(1);
      expect((await post(quote, 'cut-quote').expect(201)).body).toEqual(retry.body);
      expect(await leadCount()).toBe(1);
    });

    it('then within the lease a duplicate is still told the first is in progress', async () => {
      await leftClaim('running-quote', 1);
      const res = await post(quote, 'running-quote').expect(409);
      expect(res.body).toEqual({ message: 'A request with this Idempotency-Key is still in progress' });
      expect(await leadCount()).toBe(0);
    });

    it('then a different body with that key after the lease is still refused as a reused key', async () => {
      await leftClaim('reused-after-crash', CLAIM_LEASE_SECONDS + 1);
      await post({ ...quote, customerName: 'Someone Else' }, 'reused-after-crash').expect(422);
    });
  });
});
