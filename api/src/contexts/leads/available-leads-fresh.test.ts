import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableLeadsPage } from '@motohaul/contracts';
import request from 'supertest';
import { createApp } from '../../app';
import { loadEnv } from '../../config/env';
import type { DatabaseHandle } from '../../db/database';
import { createLead, createProvider, createSuperAdmin, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, jobsFor, openTestDatabase, type TestApp } from '../../test/test-app';

// Every list of the available leads reads the database (ADR 0078): what any process changed shows on the next list.

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

describe('GET /api/leads after a change', () => {
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
  const total = async (user: TestUser) => ((await list(user)).body as AvailableLeadsPage).total;

  it('when a rider posts a quote, then a provider sees it and counts it on the next list at once, masked', async () => {
    const before = await ids(provider);
    const counted = await total(provider);
    const created = (await t.agent.post('/api/leads').send(riderQuote()).expect(201)).body as { id: number };
    const res = await list(provider);
    const body = res.body as AvailableLeadsPage;
    expect(body.leads.map((lead) => lead.id)).toEqual([created.id, ...before]);
    expect(body.total).toBe(counted + 1);
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

  it('when a super admin edits or archives a lead, then providers see the change and the count at once', async () => {
    const created = (await t.agent.post('/api/leads').send(riderQuote()).expect(201)).body as { id: number };
    const counted = await total(provider);
    const cookie = await cookieFor(t, admin);
    await t.agent.patch(`/api/leads/${created.id}`).set('Cookie', cookie).send({ customerName: 'Alex Edited', customerPhone: '0412 345 678' }).expect(200);
    expect(((await list(provider)).body as AvailableLeadsPage).leads.find((lead) => lead.id === created.id)?.customerName).toBe('Alex');
    await t.agent.post(`/api/leads/${created.id}/archive`).set('Cookie', cookie).expect(200);
    expect(await ids(provider)).not.toContain(created.id);
    expect(await total(provider)).toBe(counted - 1);
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

describe('GET /api/leads across processes', () => {
  let database: DatabaseHandle;
  const agents: ReturnType<typeof request>[] = [];
  let env: ReturnType<typeof loadEnv>;
  let provider: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    database = await openTestDatabase();
    env = loadEnv({ NODE_ENV: 'test' });
    // Two apps on one database, as two API processes would be. Their clock stands still, so nothing kept by one
    // could expire here: each list must read the database.
    const stopped = new Date();
    for (let i = 0; i < 2; i += 1) agents.push(request(createApp({ env, database, jobs: await jobsFor(database), clock: () => stopped })));
    provider = await createProvider({ database });
    admin = await createSuperAdmin({ database });
  });
  afterAll(() => database.close());

  const listThroughB = async () => {
    const res = await agents[1]!.get('/api/leads').set('Cookie', await cookieFor({ env }, provider)).expect(200);
    return res.body as AvailableLeadsPage;
  };

  it('when a quote is posted or a lead edited through one process, then the other lists and counts it on its next list', async () => {
    const before = await listThroughB();
    const created = (await agents[0]!.post('/api/leads').send(riderQuote()).expect(201)).body as { id: number };
    const after = await listThroughB();
    expect(after.leads[0]?.id).toBe(created.id);
    expect(after.total).toBe(before.total + 1);

    // An edit is announced to no process: only reading the database shows it.
    const cookie = await cookieFor({ env }, admin);
    await agents[0]!.patch(`/api/leads/${created.id}`).set('Cookie', cookie).send({ customerName: 'Alex Edited', customerPhone: '0412 345 678' }).expect(200);
    expect((await listThroughB()).leads.find((lead) => lead.id === created.id)?.customerName).toBe('Alex');
  });
});
