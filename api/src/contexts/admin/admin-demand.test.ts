import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leadPurchases, leads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createProvider, createUser } from '../../test/factories';
import { signedInAdmin } from '../../test/sign-in';

const DAY_MS = 86_400_000;

describe('GET /api/admin/demand-by-region', () => {
  let t: TestApp;
  let authorization: string;

  beforeEach(async () => {
    t = await createTestApp();
    ({ authorization } = await signedInAdmin(t));
  });
  afterEach(() => t.close());

  const addLead = async (pickupLocation: string | null, options: Partial<typeof leads.$inferInsert> & { daysAgo?: number } = {}) => {
    const { daysAgo = 1, ...values } = options;
    const [lead] = await t.database.db
      .insert(leads)
      .values({
        customerName: 'Rider',
        customerPhone: '0400000000',
        motorcycleMake: 'Honda',
        motorcycleModel: 'CB500X',
        pickupLocation,
        createdAt: new Date(Date.now() - daysAgo * DAY_MS),
        ...values,
      })
      .returning({ id: leads.id });
    return lead!.id;
  };
  const sell = async (leadId: number, buyer: { id: number }, paymentStatus = 'completed') =>
    t.database.db.insert(leadPurchases).values({ leadId, buyerId: buyer.id, buyerName: 'Buyer', amountPaid: '25.00', paymentStatus });
  const demand = (query = '') => t.agent.get(`/api/admin/demand-by-region${query}`).set('Authorization', authorization);
  const regionOf = (body: { regions: { state: string | null }[] }, state: string | null) => body.regions.find((region) => region.state === state);

  it('when nothing has happened, then every state and territory is listed with zeros and the period is 30 days', async () => {
    const res = await demand().expect(200);
    expect(res.body.days).toBe(30);
    expect(Date.now() - Date.parse(res.body.from)).toBeGreaterThanOrEqual(30 * DAY_MS - 60_000);
    expect(res.body.regions).toEqual(
      ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'].map((state) => ({ state, leads: 0, sold: 0, providers: 0 })),
    );
  });

  it('when leads were placed across states, then each counts in its pickup state (by name, else postcode) with the completed sales', async () => {
    const buyer = await createProvider(t, { serviceLocation: 'Parramatta NSW 2150' });
    await createProvider(t, { serviceLocation: 'Geelong VIC 3220' });
    await createProvider(t, { serviceLocation: 'Bendigo VIC 3550', isActive: false });
    await createUser(t, { userType: 'customer', serviceLocation: 'Perth WA 6000' });
    await sell(await addLead('Parramatta NSW 2150', { status: 'sold' }), buyer);
    await addLead('Penrith NSW 2750');
    await addLead('Broome WA 6725');
    await addLead('somewhere near 4870');
    await sell(await addLead('Hobart TAS 7000'), buyer, 'pending');
    await addLead('the old shed');
    await addLead('Darwin City NT 0800', { daysAgo: 40 });
    await addLead('Fitzroy VIC 3065', { createdById: buyer.id });

    const res = await demand().expect(200);
    expect(regionOf(res.body, 'NSW')).toEqual({ state: 'NSW', leads: 2, sold: 1, providers: 1 });
    expect(regionOf(res.body, 'VIC')).toEqual({ state: 'VIC', leads: 0, sold: 0, providers: 1 });
    expect(regionOf(res.body, 'WA')).toEqual({ state: 'WA', leads: 1, sold: 0, providers: 0 });
    expect(regionOf(res.body, 'QLD')).toMatchObject({ leads: 1, sold: 0 });
    expect(regionOf(res.body, 'TAS')).toMatchObject({ leads: 1, sold: 0 });
    expect(regionOf(res.body, 'NT')).toMatchObject({ leads: 0 });
    expect(res.body.regions.at(-1)).toEqual({ state: null, leads: 1, sold: 0, providers: 0 });

    const year = await demand('?days=365').expect(200);
    expect(year.body.days).toBe(365);
    expect(regionOf(year.body, 'NT')).toMatchObject({ leads: 1 });
  });

  it('when the period is not one offered, then 400 with the field; without the admin token, 401', async () => {
    const res = await demand('?days=12').expect(400);
    expect(res.body.fieldErrors.days).toBeTruthy();
    await t.agent.get('/api/admin/demand-by-region').expect(401);
  });
});
