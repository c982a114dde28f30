import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableLeadsPage } from '@motohaul/contracts';
import { createProvider, createSuperAdmin, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAvailableCount } from './available-caches';

function counter(start: number) {
  let total = start;
  let queries = 0;
  return {
    count: async () => {
      queries += 1;
      return total;
    },
    set: (value: number) => (total = value),
    queries: () => queries,
  };
}

describe('createAvailableCount', () => {
  it('when it is read again within maxAgeMs, then the count is not queried again; after that, it is', async () => {
    let clock = 0;
    const source = counter(5);
    const total = createAvailableCount(source.count, { maxAgeMs: 1000, now: () => clock });
    expect(await total.get()).toBe(5);
    source.set(6);
    clock = 999;
    expect(await total.get()).toBe(5);
    expect(source.queries()).toBe(1);
    clock = 1000;
    expect(await total.get()).toBe(6);
    expect(source.queries()).toBe(2);
  });

  it('when readers arrive together, then they share one query', async () => {
    const source = counter(3);
    const total = createAvailableCount(source.count, { maxAgeMs: 1000, now: () => 0 });
    expect(await Promise.all([total.get(), total.get(), total.get()])).toEqual([3, 3, 3]);
    expect(source.queries()).toBe(1);
  });

  it('when it is invalidated, then the next read counts afresh', async () => {
    const source = counter(1);
    const total = createAvailableCount(source.count, { maxAgeMs: 60_000, now: () => 0 });
    expect(await total.get()).toBe(1);
    source.set(2);
    total.invalidate();
    expect(await total.get()).toBe(2);
  });

  it('when the count fails, then the error reaches the reader and the next read tries again', async () => {
    let fail = true;
    const total = createAvailableCount(
      async () => {
        if (fail) throw new Error('database down');
        return 4;
      },
      { maxAgeMs: 1000, now: () => 0 },
    );
    await expect(total.get()).rejects.toThrow('database down');
    fail = false;
    expect(await total.get()).toBe(4);
  });
});

describe('GET /api/leads total', () => {
  let t: TestApp;
  let provider: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    provider = await createProvider(t);
  });
  afterAll(() => t.close());

  const total = async () =>
    ((await t.agent.get('/api/leads').set('Cookie', await cookieFor(t, provider)).expect(200)).body as AvailableLeadsPage).total;

  it('when a rider posts a quote or a super admin archives a lead, then the next list counts it at once', async () => {
    const before = await total();
    const quote = { pickupLocation: 'Parramatta NSW 2150', dropoffLocation: 'Newcastle NSW 2300', motorcycleMake: 'Honda', motorcycleModel: 'CB500X', customerName: 'Sam Rider', customerPhone: '0412 345 678' };
    const created = (await t.agent.post('/api/leads').send(quote).expect(201)).body as { id: number };
    expect(await total()).toBe(before + 1);

    const admin = await createSuperAdmin(t);
    await t.agent.post(`/api/leads/${created.id}/archive`).set('Cookie', await cookieFor(t, admin)).expect(200);
    expect(await total()).toBe(before);
  });
});
