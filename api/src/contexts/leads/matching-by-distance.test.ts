import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AvailableLeadsPage } from '@motohaul/contracts';
import { leads } from '../../db/schema';
import { createLead, createProvider, createSuperAdmin, type TestLead, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { greatCircleKm } from '@motohaul/contracts';

// Suburb-level points (as the localities table holds them).
const PARRAMATTA = { latitude: -33.815, longitude: 151.0011 };
const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
const BONDI = { latitude: -33.8915, longitude: 151.2767 };
const NEWCASTLE = { latitude: -32.9283, longitude: 151.7817 };
const PERTH = { latitude: -31.9523, longitude: 115.8613 };
const FREMANTLE = { latitude: -32.0569, longitude: 115.7439 };

const at = (point: { latitude: number; longitude: number }) => ({ latitude: point.latitude, longitude: point.longitude });
const kmFrom = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  Math.round(greatCircleKm(a, b));

describe('GET /api/leads nearest first from the service location (ADR 0012)', () => {
  let t: TestApp;
  let parramatta: TestUser;
  let perth: TestUser;
  let nowhere: TestUser;
  let admin: TestUser;
  const lead: Record<string, TestLead> = {};

  beforeAll(async () => {
    t = await createTestApp({ LEAD_PRICE: '25', RATE_LIMIT_QUOTES: '1000' });
    const base = (point: { latitude: number; longitude: number }, radius: number) => ({
      serviceLocation: 'base',
      serviceLatitude: point.latitude,
      serviceLongitude: point.longitude,
      serviceRadius: radius,
    });
    parramatta = await createProvider(t, base(PARRAMATTA, 50));
    perth = await createProvider(t, base(PERTH, 50));
    nowhere = await createProvider(t);
    admin = await createSuperAdmin(t);
    const day = (n: number) => new Date(`2030-01-${String(n).padStart(2, '0')}T00:00:00Z`);
    lead.sydney = await createLead(t, { ...at(SYDNEY), createdAt: day(1) });
    lead.sydneyToo = await createLead(t, { ...at(SYDNEY), createdAt: day(2) });
    lead.bondi = await createLead(t, { ...at(BONDI), dropoffLatitude: NEWCASTLE.latitude, dropoffLongitude: NEWCASTLE.longitude, createdAt: day(3) });
    lead.newcastle = await createLead(t, { ...at(NEWCASTLE), createdAt: day(4) });
    lead.perth = await createLead(t, { ...at(PERTH), createdAt: day(5) });
    lead.unplacedOld = await createLead(t, { createdAt: day(6) });
    lead.unplacedNew = await createLead(t, { createdAt: day(7) });
  });
  afterAll(() => t.close());

  const list = async (user: TestUser, query = '') =>
    (await t.agent.get(`/api/leads${query}`).set('Cookie', await cookieFor(t, user)).expect(200)).body as AvailableLeadsPage;
  const ids = (page: AvailableLeadsPage) => page.leads.map((l) => l.id);
  /** Every page of a list, following nextCursor. */
  const everyPage = async (user: TestUser, query: string) => {
    const seen: number[] = [];
    let page = await list(user, query);
    seen.push(...ids(page));
    while (page.nextCursor) {
      page = await list(user, `${query}&cursor=${page.nextCursor}`);
      seen.push(...ids(page));
    }
    return seen;
  };

  it('when a provider with a service location lists leads, then those in the radius come nearest first with their km, then the unplaced newest first', async () => {
    const page = await list(parramatta);

    expect(page).toMatchObject({ area: 'mine', nearestFirst: true });
    expect(ids(page)).toEqual([lead.sydney!.id, lead.sydneyToo!.id, lead.bondi!.id, lead.unplacedNew!.id, lead.unplacedOld!.id]);
    expect(page.leads.map((l) => l.distanceKm)).toEqual([kmFrom(PARRAMATTA, SYDNEY), kmFrom(PARRAMATTA, SYDNEY), kmFrom(PARRAMATTA, BONDI), null, null]);
    expect(page.total).toBe(5);
    expect(page.leads.find((l) => l.id === lead.bondi!.id)?.tripKm).toBe(kmFrom(BONDI, NEWCASTLE));
  });

  it("when a provider asks for 'All Australia', then every lead comes nearest first and the unplaced last", async () => {
    const page = await list(parramatta, '?area=all');

    expect(page.area).toBe('all');
    expect(ids(page)).toEqual([
      lead.sydney!.id,
      lead.sydneyToo!.id,
      lead.bondi!.id,
      lead.newcastle!.id,
      lead.perth!.id,
      lead.unplacedNew!.id,
      lead.unplacedOld!.id,
    ]);
    expect(page.leads[4]?.distanceKm).toBe(kmFrom(PARRAMATTA, PERTH));
    expect(page.total).toBe(7);
  });

  it('when the list is read page by page of any size, then every lead comes exactly once in the same order', async () => {
    const whole = ids(await list(parramatta, '?area=all'));
    for (const limit of [1, 2, 3, 5, 6]) expect(await everyPage(parramatta, `?area=all&limit=${limit}`)).toEqual(whole);
    expect(await everyPage(parramatta, '?area=mine&limit=2')).toEqual(ids(await list(parramatta)));
  });

  it('when two providers with different bases list within the same second, then each gets the page of their own base (the shared cache keys it)', async () => {
    const [fromParramatta, fromPerth] = await Promise.all([list(parramatta, '?area=all'), list(perth, '?area=all')]);

    expect(fromParramatta.leads[0]?.id).toBe(lead.sydney!.id);
    expect(fromPerth.leads[0]?.id).toBe(lead.perth!.id);
    expect(ids(await list(perth))).toEqual([lead.perth!.id, lead.unplacedNew!.id, lead.unplacedOld!.id]);
  });

  it('when a provider without a service location or a super admin lists leads, then they come newest first without a distance', async () => {
    const newestFirst = [
      lead.unplacedNew!.id,
      lead.unplacedOld!.id,
      lead.perth!.id,
      lead.newcastle!.id,
      lead.bondi!.id,
      lead.sydneyToo!.id,
      lead.sydney!.id,
    ];
    for (const user of [nowhere, admin]) {
      const page = await list(user, '?area=mine');
      expect(page).toMatchObject({ area: 'all', nearestFirst: false });
      expect(ids(page)).toEqual(newestFirst);
      expect(page.leads.every((l) => l.distanceKm === null)).toBe(true);
    }
  });

  it('when the area or a cursor is not one this API knows, then it answers 400 with the error envelope', async () => {
    const cookie = await cookieFor(t, parramatta);
    const badArea = await t.agent.get('/api/leads?area=nearby').set('Cookie', cookie).expect(400);
    expect(badArea.body).toEqual({ message: "area must be 'mine' or 'all'" });
    const badCursor = Buffer.from('near|abc|1').toString('base64url');
    expect((await t.agent.get(`/api/leads?cursor=${badCursor}`).set('Cookie', cookie).expect(400)).body).toEqual({ message: 'Invalid cursor' });
    const nearForNewest = (await list(parramatta, '?area=all&limit=1')).nextCursor!;
    await t.agent.get(`/api/leads?cursor=${nearForNewest}`).set('Cookie', await cookieFor(t, nowhere)).expect(400);
  });

  it('when a rider posts a quote, then its pickup and drop-off are stored at their localities, and an unknown place is refused (issue 27)', async () => {
    const quote = {
      pickupLocation: '3 Grand Blvd, Joondalup WA 6027',
      dropoffLocation: 'Fremantle WA 6160',
      timeframe: 'asap',
      isFlexibleDates: true,
      motorcycleMake: 'Honda',
      motorcycleModel: 'CB500X',
      canRollAndSteer: true,
      customerName: 'Ava Walker',
      customerPhone: '0412 558 301',
    };
    const placed = (await t.agent.post('/api/leads').send(quote).expect(201)).body as { id: number };
    await t.agent.post('/api/leads').send({ ...quote, pickupLocation: 'Xqzv Plains', dropoffLocation: 'Qqqq' }).expect(400);

    const [stored] = await t.database.db.select().from(leads).where(eq(leads.id, placed.id));
    expect(stored!.latitude).toBeCloseTo(-31.74, 1);
    expect(stored!.longitude).toBeCloseTo(115.77, 1);
    expect(kmFrom({ latitude: stored!.dropoffLatitude!, longitude: stored!.dropoffLongitude! }, FREMANTLE)).toBeLessThan(5);
    // The Perth provider sees the Joondalup lead right after the Perth one, about 24 km out.
    const fromPerth = await list(perth);
    expect(ids(fromPerth).slice(0, 2)).toEqual([lead.perth!.id, placed.id]);
  });
});
