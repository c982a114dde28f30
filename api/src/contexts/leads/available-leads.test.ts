import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableLeadsPage } from '@motohaul/contracts';
import { createLead, createProvider, createSoldLead, createSuperAdmin, createTeamMember, createUser, type TestLead, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/leads', () => {
  let t: TestApp;
  let provider: TestUser;
  let lead: TestLead;
  let placed: TestLead;

  beforeAll(async () => {
    t = await createTestApp({ LEAD_PRICE: '25' });
    provider = await createProvider(t);
    lead = await createLead(t, {
      customerName: 'Olivia Harper-Lane',
      customerPhone: '0412 345 678',
      customerEmail: 'olivia.harper@example.com',
      customerAddress: '7 Wattle Crescent, Blacktown NSW 2148',
      pickupLocation: '12 George Street, Parramatta NSW 2150',
      dropoffLocation: '48 Hunter Street, Newcastle NSW 2300',
      createdAt: new Date('2030-01-01T00:00:00Z'),
    });
    placed = await createLead(t, {
      pickupLocation: 'Parramatta NSW 2150',
      dropoffLocation: 'Penrith NSW 2750',
      latitude: -33.81501234,
      longitude: 151.00112345,
      dropoffLatitude: -33.75071111,
      dropoffLongitude: 150.68771111,
    });
  });
  afterAll(() => t.close());

  const get = async (user: TestUser, status: number) => t.agent.get('/api/leads').set('Cookie', await cookieFor(t, user)).expect(status);

  it('when a provider lists leads, then each is masked by the server and the raw JSON holds no contact details', async () => {
    const res = await get(provider, 200);

    const body = res.body as AvailableLeadsPage;
    expect(body.leads.find((l) => l.id === lead.id)).toMatchObject({
      customerName: 'Olivia',
      customerPhone: '04*****678',
      customerEmail: null,
      customerAddress: null,
      pickupLocation: 'Parramatta NSW 2150',
      dropoffLocation: 'Newcastle NSW 2300',
      motorcycleMake: 'Kawasaki',
      price: '25.00',
      masked: true,
    });
    for (const secret of ['Harper-Lane', '0412 345 678', '345', 'olivia.harper', 'George Street', 'Hunter Street', 'Wattle', 'Blacktown']) {
      expect(res.text).not.toContain(secret);
    }
  });

  it('when a super admin lists leads, then they see every detail and a free price', async () => {
    const admin = await createSuperAdmin(t);
    const body = (await get(admin, 200)).body as AvailableLeadsPage;
    expect(body.leads.find((l) => l.id === lead.id)).toMatchObject({
      customerName: 'Olivia Harper-Lane',
      customerPhone: '0412 345 678',
      customerEmail: 'olivia.harper@example.com',
      customerAddress: '7 Wattle Crescent, Blacktown NSW 2148',
      pickupLocation: '12 George Street, Parramatta NSW 2150',
      price: '0.00',
      masked: false,
    });
  });

  it('when a lead is placed, then its pickup and drop-off points are sent for the map: rounded to 2 decimals when masked, null when unknown', async () => {
    const masked = ((await get(provider, 200)).body as AvailableLeadsPage).leads;
    expect(masked.find((l) => l.id === placed.id)).toMatchObject({
      pickupPoint: { latitude: -33.82, longitude: 151 },
      dropoffPoint: { latitude: -33.75, longitude: 150.69 },
    });
    expect(masked.find((l) => l.id === lead.id)).toMatchObject({ pickupPoint: null, dropoffPoint: null });

    const full = ((await get(await createSuperAdmin(t), 200)).body as AvailableLeadsPage).leads;
    expect(full.find((l) => l.id === placed.id)?.pickupPoint).toEqual({ latitude: -33.81501234, longitude: 151.00112345 });
  });

  it('when the caller is a team member, a rider or nobody, then it is refused', async () => {
    await get(await createTeamMember(t, provider), 403);
    await get(await createUser(t, { userType: 'customer' }), 403);
    await t.agent.get('/api/leads').expect(401);
  });
});

describe('GET /api/leads paging', () => {
  let t: TestApp;
  let provider: TestUser;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    provider = await createProvider(t);
    // Seven available leads, two with the same created_at (the id breaks the tie), oldest first.
    const times = ['2030-01-01T00:00:00.000001Z', '2030-01-02T00:00:00Z', '2030-01-03T00:00:00Z', '2030-01-03T00:00:00Z', '2030-01-04T00:00:00Z', '2030-01-05T00:00:00Z', '2030-01-06T00:00:00Z'];
    for (const time of times) ids.push((await createLead(t, { createdAt: new Date(time) })).id);
    await createSoldLead(t, provider, { createdAt: new Date('2030-02-01T00:00:00Z') });
    await createLead(t, { isArchived: true, createdAt: new Date('2030-02-02T00:00:00Z') });
  });
  afterAll(() => t.close());

  const get = async (query: string) => (await t.agent.get(`/api/leads${query}`).set('Cookie', await cookieFor(t, provider)).expect(200)).body as AvailableLeadsPage;

  it('when pages are followed by cursor, then every available lead comes once, newest first, and sold or archived ones never', async () => {
    const seen: number[] = [];
    let page = await get('?limit=3');
    expect(page.total).toBe(7);
    seen.push(...page.leads.map((l) => l.id));
    while (page.nextCursor) {
      page = await get(`?limit=3&cursor=${encodeURIComponent(page.nextCursor)}`);
      seen.push(...page.leads.map((l) => l.id));
    }
    const newestFirst = [ids[6], ids[5], ids[4], ids[3], ids[2], ids[1], ids[0]];
    expect(seen).toEqual(newestFirst);
  });

  it('when no limit is given, then the default page holds every lead here and no next cursor', async () => {
    const page = await get('');
    expect(page.leads).toHaveLength(7);
    expect(page.nextCursor).toBeNull();
  });

  it('when the cursor or limit is not valid, then it answers 400', async () => {
    const cookie = await cookieFor(t, provider);
    await t.agent.get('/api/leads?cursor=not-a-cursor').set('Cookie', cookie).expect(400, { message: 'Invalid cursor' });
    await t.agent.get('/api/leads?limit=0').set('Cookie', cookie).expect(400);
    await t.agent.get('/api/leads?limit=abc').set('Cookie', cookie).expect(400);
    await t.agent.get('/api/leads?limit=5000').set('Cookie', cookie).expect(200);
  });
});
