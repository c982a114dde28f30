import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { priceGuideText, type PriceGuide } from '@motohaul/contracts';
import { adminAuditLog, priceGuideSamples } from '../../db/schema';
import { createLead, createProvider, createPurchase, createTeamMember, riderQuote, type TestUser } from '../../test/factories';
import { cookieFor, signedInAdmin } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { distanceWindow } from './price-guide';
import { tripBetween, type GuideTrip } from './price-guide-trip';

const SYDNEY = 'Sydney NSW 2000';
const BRISBANE = 'Brisbane City QLD 4000';
const DAY_MS = 86_400_000;

describe('the rider’s price guide (issue 47 item 1)', () => {
  let t: TestApp;
  let trip: GuideTrip;
  let providers: TestUser[];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_EVENTS: '1000', RATE_LIMIT_QUOTES: '1000' });
    trip = (await tripBetween(t.database.db, SYDNEY, BRISBANE))!;
    providers = await Promise.all(Array.from({ length: 4 }, () => createProvider(t)));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(priceGuideSamples);
  });

  /** A delivered job of `provider` with its recorded payment, as the sample job writes it. */
  async function delivered(provider: TestUser, amount: number, overrides: Partial<typeof priceGuideSamples.$inferInsert> = {}) {
    const purchase = await createPurchase(t, { lead: await createLead(t, { status: 'sold' }), buyer: provider, salesStage: 'delivered', customerPaymentAmount: amount.toFixed(2) });
    await t.database.db.insert(priceGuideSamples).values({
      purchaseId: purchase.id,
      providerId: provider.id,
      distanceKm: trip.distanceKm,
      pickupState: trip.pickupState,
      dropoffState: trip.dropoffState,
      amount: amount.toFixed(2),
      deliveredAt: new Date(Date.now() - 30 * DAY_MS),
      ...overrides,
    });
  }
  /** `amounts` spread over the first `providerCount` providers in turn. */
  const deliveredBy = async (providerCount: number, amounts: number[], overrides: Partial<typeof priceGuideSamples.$inferInsert> = {}) => {
    for (const [index, amount] of amounts.entries()) await delivered(providers[index % providerCount]!, amount, overrides);
  };
  const guide = async (pickup = SYDNEY, dropoff = BRISBANE) => {
    const res = await t.agent.get('/api/price-guide').query({ pickup, dropoff });
    expect(res.status).toBe(200);
    return res.body as PriceGuide;
  };

  it('locates the demo route Sydney to Brisbane as an interstate trip of about 730 km', () => {
    expect(trip).toEqual({ distanceKm: expect.any(Number), pickupState: 'NSW', dropoffState: 'QLD' });
    expect(trip.distanceKm).toBeGreaterThan(700);
    expect(trip.distanceKm).toBeLessThan(760);
  });

  it('when 8 jobs of 4 providers back the route, then it shows the 25th to 75th percentile, not the extremes', async () => {
    await deliveredBy(4, [400, 420, 450, 480, 500, 520, 560, 2000]);
    // percentile_cont: 25th at 1.75 → 420 + 0.75 × 30 = 442.5; 75th at 5.25 → 520 + 0.25 × 40 = 530.
    const answer = await guide();
    expect(answer).toEqual({ shown: true, low: 443, high: 530, transports: 8, months: 12, sameRoute: true });
    expect(priceGuideText(answer as Extract<PriceGuide, { shown: true }>)).toBe('Riders paid $443-$530 for similar trips (8 transports in the last 12 months)');
  });

  it('when only 4 jobs back it, then it is hidden; the fifth shows it', async () => {
    await deliveredBy(4, [400, 450, 500, 550]);
    expect(await guide()).toEqual({ shown: false });
    await deliveredBy(4, [600]);
    expect(await guide()).toMatchObject({ shown: true, transports: 5 });
  });

  it('when 6 jobs come from 2 providers, then it is hidden, so neither one’s price can be read; a third provider shows it', async () => {
    await deliveredBy(2, [400, 450, 500, 550, 600, 650]);
    expect(await guide()).toEqual({ shown: false });
    await delivered(providers[2]!, 700);
    expect(await guide()).toMatchObject({ shown: true, transports: 7 });
  });

  it('counts jobs within 20 % of the trip’s km either way, and none beyond', async () => {
    const { min, max } = distanceWindow(trip.distanceKm);
    expect(min).toBe(Math.ceil(trip.distanceKm * 0.8));
    expect(max).toBe(Math.floor(trip.distanceKm * 1.2));
    await delivered(providers[0]!, 500, { distanceKm: min });
    await delivered(providers[1]!, 500, { distanceKm: min });
    await delivered(providers[2]!, 500, { distanceKm: max });
    await delivered(providers[3]!, 500, { distanceKm: max });
    await deliveredBy(4, [9000, 9000, 9000], { distanceKm: min - 1 });
    await deliveredBy(4, [9000, 9000, 9000], { distanceKm: max + 1 });
    expect(await guide()).toEqual({ shown: false });
    await deliveredBy(4, [500], { distanceKm: trip.distanceKm });
    expect(await guide()).toEqual({ shown: true, low: 500, high: 500, transports: 5, months: 12, sameRoute: true });
  });

  it('when the route has too few jobs, then similar distances on any route answer; with enough, the route alone', async () => {
    await deliveredBy(4, [300, 300, 300, 300, 300, 300], { pickupState: 'VIC', dropoffState: 'SA' });
    await deliveredBy(4, [800, 800, 800, 800]);
    expect(await guide()).toEqual({ shown: true, low: 300, high: 800, transports: 10, months: 12, sameRoute: false });
    await deliveredBy(4, [800]);
    expect(await guide()).toEqual({ shown: true, low: 800, high: 800, transports: 5, months: 12, sameRoute: true });
  });

  it('leaves out jobs delivered more than 12 months ago', async () => {
    await deliveredBy(4, [500, 500, 500, 500]);
    await deliveredBy(4, [500, 500], { deliveredAt: new Date(Date.now() - 400 * DAY_MS) });
    expect(await guide()).toEqual({ shown: false });
  });

  it('when a place is not found, then it is hidden; when a place is missing or too long, then 400 says which', async () => {
    await deliveredBy(4, [500, 500, 500, 500, 500]);
    expect(await guide('Nowhereville Zzz', BRISBANE)).toEqual({ shown: false });
    const missing = await t.agent.get('/api/price-guide').query({ dropoff: BRISBANE });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ pickup: ['Enter the pickup location'] });
    const long = await t.agent.get('/api/price-guide').query({ pickup: SYDNEY, dropoff: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors).toEqual({ dropoff: ['The drop-off location is at most 200 characters'] });
    const twice = await t.agent.get('/api/price-guide?pickup=a&pickup=b&dropoff=Brisbane');
    expect(twice.status).toBe(400);
  });

  it('answers for a rider’s status link by the trip of its request, and 404 for a link that opens nothing', async () => {
    await deliveredBy(4, [400, 500, 600, 700, 800]);
    const created = await t.agent.post('/api/leads').send(riderQuote({ pickupLocation: SYDNEY, dropoffLocation: BRISBANE, customerPhone: '0412 000 471' })).expect(201);
    const res = await t.agent.get(`/api/quote-status/${created.body.statusToken}/price-guide`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ shown: true, low: 500, high: 700, transports: 5, months: 12, sameRoute: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.agent.get(`/api/quote-status/${'A'.repeat(32)}/price-guide`)).status).toBe(404);
    expect((await t.agent.get('/api/quote-status/%E0%A4%A/price-guide')).status).toBe(404);
  });

  it('when an admin turns it off, then riders get no guide and the change is audited; only an admin may', async () => {
    await deliveredBy(4, [500, 500, 500, 500, 500]);
    const { admin, authorization } = await signedInAdmin(t);
    const owner = providers[0]!;
    const member = await createTeamMember(t, owner);
    expect((await t.agent.put('/api/admin/settings/price-guide').set('Cookie', await cookieFor(t, owner)).send({ enabled: false })).status).toBe(401);
    expect((await t.agent.put('/api/admin/settings/price-guide').set('Cookie', await cookieFor(t, member)).send({ enabled: false })).status).toBe(401);
    const bad = await t.agent.put('/api/admin/settings/price-guide').set('Authorization', authorization).send({ enabled: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ enabled: ['Must be true or false'] });

    await t.agent.get('/api/admin/settings/price-guide').set('Authorization', authorization).expect(200, { enabled: true });
    await t.agent.put('/api/admin/settings/price-guide').set('Authorization', authorization).send({ enabled: false }).expect(200, { enabled: false });
    expect(await guide()).toEqual({ shown: false });
    await t.agent.get('/api/admin/settings/price-guide').set('Authorization', authorization).expect(200, { enabled: false });
    await vi.waitFor(async () => {
      const entries = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.adminUserId, admin.id));
      expect(entries).toEqual([expect.objectContaining({ action: 'price_guide.disable', targetType: 'setting', targetId: null, details: { enabled: false } })]);
    });
    const log = await t.agent.get('/api/admin/audit-log').set('Authorization', authorization).expect(200);
    expect(log.body.items[0]).toMatchObject({ action: 'price_guide.disable', targetType: 'setting', targetId: null });

    await t.agent.put('/api/admin/settings/price-guide').set('Authorization', authorization).send({ enabled: true }).expect(200);
    expect(await guide()).toMatchObject({ shown: true });
  });

  it('when a provider records the payment of a delivered job, then a job writes its sample; moved back, it is removed', async () => {
    const owner = providers[0]!;
    const purchase = await createPurchase(t, { lead: await createLead(t, { status: 'sold', pickupLocation: SYDNEY, dropoffLocation: BRISBANE }), buyer: owner });
    const member = await createTeamMember(t, owner);
    const stage = async (body: object) =>
      t.agent.patch(`/api/lead-purchases/${purchase.id}/sales-stage`).set('Cookie', await cookieFor(t, member)).send(body).expect(200);
    const sample = async () => (await t.database.db.select().from(priceGuideSamples).where(eq(priceGuideSamples.purchaseId, purchase.id)))[0];

    await stage({ salesStage: 'delivered', customerPaymentAmount: '515.50' });
    await vi.waitFor(async () => expect(await sample()).toMatchObject({ providerId: owner.id, amount: '515.50', ...trip }), { timeout: 10_000 });

    await stage({ salesStage: 'booked_in' });
    await vi.waitFor(async () => expect(await sample()).toBeUndefined(), { timeout: 10_000 });
  });
});

describe('the price guide’s rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_EVENTS: '2' });
  });
  afterAll(() => t.close());

  it('when one address asks too often, then 429 with Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await t.agent.get('/api/price-guide').query({ pickup: SYDNEY, dropoff: BRISBANE }));
    expect(statuses.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(statuses[2]!.headers['retry-after']).toMatch(/^\d+$/);
  });
});
