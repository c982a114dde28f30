import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableLeadsPage } from '@motohaul/contracts';
import { createApp } from '../../app';
import { loadEnv } from '../../config/env';
import type { DatabaseHandle } from '../../db/database';
import { createLead, createProvider, createSuperAdmin, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app';
import request from 'supertest';
import { createAvailablePageCache, type CachedPage } from './available-caches';

const page = (text: string): CachedPage => ({ body: Buffer.from(text) });

function source(text: string) {
  let current = text;
  let loads = 0;
  return {
    load: async () => {
      loads += 1;
      return page(current);
    },
    set: (value: string) => (current = value),
    loads: () => loads,
  };
}

describe('createAvailablePageCache', () => {
  it('when a page is read again within maxAgeMs, then it is not loaded again; after that, it is', async () => {
    let clock = 0;
    const cache = createAvailablePageCache({ maxAgeMs: 1000, maxEntries: 8, now: () => clock });
    const first = source('a');
    expect(String((await cache.get('p1', first.load)).body)).toBe('a');
    first.set('b');
    clock = 999;
    expect(String((await cache.get('p1', first.load)).body)).toBe('a');
    clock = 1000;
    expect(String((await cache.get('p1', first.load)).body)).toBe('b');
    expect(first.loads()).toBe(2);
  });

  it('when readers of one page arrive together, then they share one load; another page loads on its own', async () => {
    const cache = createAvailablePageCache({ maxAgeMs: 1000, maxEntries: 8, now: () => 0 });
    const one = source('1');
    const other = source('2');
    const pages = await Promise.all([cache.get('p1', one.load), cache.get('p1', one.load), cache.get('p2', other.load)]);
    expect(pages.map((p) => String(p.body))).toEqual(['1', '1', '2']);
    expect(one.loads()).toBe(1);
    expect(other.loads()).toBe(1);
  });

  it('when it is invalidated, then the next read loads afresh, and a load under way is neither shared nor kept', async () => {
    const cache = createAvailablePageCache({ maxAgeMs: 60_000, maxEntries: 8, now: () => 0 });
    const data = source('old');
    await cache.get('p1', data.load);
    data.set('new');
    cache.invalidate();
    expect(String((await cache.get('p1', data.load)).body)).toBe('new');

    cache.invalidate();
    let release!: (value: CachedPage) => void;
    const slow = cache.get('p1', () => new Promise<CachedPage>((resolve) => (release = resolve)));
    cache.invalidate();
    data.set('newer');
    const fresh = cache.get('p1', data.load);
    release(page('stale'));
    expect(String((await slow).body)).toBe('stale');
    expect(String((await fresh).body)).toBe('newer');
    expect(String((await cache.get('p1', data.load)).body)).toBe('newer');
  });

  it('when more pages than maxEntries are read, then the oldest is dropped', async () => {
    const cache = createAvailablePageCache({ maxAgeMs: 60_000, maxEntries: 2, now: () => 0 });
    const data = source('x');
    for (const key of ['p1', 'p2', 'p3']) await cache.get(key, data.load);
    expect(cache.size()).toBe(2);
    await cache.get('p1', data.load);
    expect(data.loads()).toBe(4);
  });

  it('when a load fails, then the error reaches the reader and the next read tries again', async () => {
    const cache = createAvailablePageCache({ maxAgeMs: 1000, maxEntries: 8, now: () => 0 });
    await expect(cache.get('p1', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(String((await cache.get('p1', source('ok').load)).body)).toBe('ok');
  });
});

const quote = {
  pickupLocation: '12 George Street, Parramatta NSW 2150',
  dropoffLocation: '48 Hunter Street, Newcastle NSW 2300',
  motorcycleMake: 'Honda',
  motorcycleModel: 'CB500X',
  customerName: 'Sam Rider-Jones',
  customerPhone: '0412 345 678',
};
let riders = 0;
/** A quote of a new rider each time: one rider's repeat of the same trip is merged, not listed (quote-merging.ts). */
const riderQuote = () => ({ ...quote, customerPhone: `0412 345 ${600 + (riders += 1)}` });
const purchaseForm = { buyerName: 'Casey Provider', buyerEmail: 'casey@example.com', buyerPhone: '0400 111 222', buyerCompany: 'Casey Moto' };

describe('GET /api/leads with the shared page cache', () => {
  let t: TestApp;
  let provider: TestUser;
  let rival: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ LEAD_PRICE: '25.00' });
    provider = await createProvider(t);
    rival = await createProvider(t);
    admin = await createSuperAdmin(t);
    await createLead(t, { createdAt: new Date('2020-01-01T00:00:00Z') });
  });
  afterAll(() => t.close());

  const list = async (user: TestUser) => t.agent.get('/api/leads').set('Cookie', await cookieFor(t, user)).expect(200);
  const ids = async (user: TestUser) => ((await list(user)).body as AvailableLeadsPage).leads.map((lead) => lead.id);

  it('when a rider posts a quote, then a provider sees it on the next list at once, masked', async () => {
    const before = await ids(provider);
    const created = (await t.agent.post('/api/leads').send(riderQuote()).expect(201)).body as { id: number };
    const res = await list(provider);
    const body = res.body as AvailableLeadsPage;
    expect(body.leads.map((lead) => lead.id)).toEqual([created.id, ...before]);
    expect(body.leads[0]).toMatchObject({ customerName: 'Sam', customerPhone: expect.stringMatching(/^04\*{5}6\d\d$/), customerEmail: null, customerAddress: null, masked: true });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.etag).toBeTruthy();
  });

  it('when a provider buys a lead, then it leaves their list and every other provider\'s at once', async () => {
    const created = (await t.agent.post('/api/leads').send(riderQuote()).expect(201)).body as { id: number };
    expect(await ids(provider)).toContain(created.id);
    expect(await ids(rival)).toContain(created.id);
    await t.agent.post(`/api/leads/${created.id}/purchase`).set('Cookie', await cookieFor(t, provider)).send(purchaseForm).expect(201);
    expect(await ids(provider)).not.toContain(created.id);
    expect(await ids(rival)).not.toContain(created.id);
  });

  it('when a super admin edits or archives a lead, then providers see the change at once', async () => {
    const created = (await t.agent.post('/api/leads').send(riderQuote()).expect(201)).body as { id: number };
    await list(provider);
    const cookie = await cookieFor(t, admin);
    await t.agent.patch(`/api/leads/${created.id}`).set('Cookie', cookie).send({ customerName: 'Alex Edited', customerPhone: '0412 345 678' }).expect(200);
    expect(((await list(provider)).body as AvailableLeadsPage).leads.find((lead) => lead.id === created.id)?.customerName).toBe('Alex');
    await t.agent.post(`/api/leads/${created.id}/archive`).set('Cookie', cookie).expect(200);
    expect(await ids(provider)).not.toContain(created.id);
  });

  it('when a super admin and providers list in turn, then providers never receive unmasked fields and the admin always does', async () => {
    await t.agent.post('/api/leads').send(riderQuote()).expect(201);
    for (const user of [admin, provider, admin, rival, provider, admin]) {
      const res = await list(user);
      const first = (res.body as AvailableLeadsPage).leads[0]!;
      if (user === admin) {
        expect(first).toMatchObject({ customerName: 'Sam Rider-Jones', customerPhone: expect.stringMatching(/^\+61412345\d{3}$/), masked: false, price: '0.00' });
      } else {
        expect(first).toMatchObject({ masked: true, price: '25.00' });
        for (const secret of ['Rider-Jones', '412345', 'George Street', 'Hunter Street']) expect(res.text).not.toContain(secret);
      }
    }
  });

  it('when the same page is asked for with its ETag, then it answers 304', async () => {
    const cookie = await cookieFor(t, provider);
    const first = await t.agent.get('/api/leads').set('Cookie', cookie).expect(200);
    await t.agent.get('/api/leads').set('Cookie', cookie).set('If-None-Match', String(first.headers.etag)).expect(304);
  });
});

describe('GET /api/leads page cache across processes', () => {
  let database: DatabaseHandle;
  const agents: ReturnType<typeof request>[] = [];
  let env: ReturnType<typeof loadEnv>;
  let provider: TestUser;

  beforeAll(async () => {
    database = await openTestDatabase();
    env = loadEnv({ NODE_ENV: 'test' });
    // Two apps on one database, as two API processes would be; each has its own cache. Their clock stands still,
    // so a cached page never expires here: only the other process's announcement can drop it.
    const stopped = new Date();
    for (let i = 0; i < 2; i += 1) agents.push(request(createApp({ env, database, clock: () => stopped })));
    provider = await createProvider({ database });
  });
  afterAll(() => database.close());

  it('when a quote is posted to one process, then the other drops its cached page and lists it (not by expiry: the clock stands still)', async () => {
    const cookie = await cookieFor({ env }, provider);
    const list = async () => ((await agents[1]!.get('/api/leads').set('Cookie', cookie).expect(200)).body as AvailableLeadsPage).leads.map((l) => l.id);
    await list();
    const created = (await agents[0]!.post('/api/leads').send(riderQuote()).expect(201)).body as { id: number };
    await expect.poll(list, { timeout: 10_000, interval: 20 }).toContain(created.id);
  });
});
