import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leadPurchases, leads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { signedInAdmin } from '../../test/sign-in';

type PurchaseSeed = Partial<typeof leadPurchases.$inferInsert> & { amountPaid: string; purchasedAt: Date };

describe('GET /api/admin/analytics', () => {
  let t: TestApp;
  let authorization: string;
  let admin: { id: number };

  beforeEach(async () => {
    t = await createTestApp();
    ({ authorization, admin } = await signedInAdmin(t));
  });
  afterEach(() => t.close());

  const addLead = async (options: Partial<typeof leads.$inferInsert> = {}) => {
    const [lead] = await t.database.db
      .insert(leads)
      .values({ customerName: 'Rider', customerPhone: '0400 000 000', motorcycleMake: 'Honda', motorcycleModel: 'CB500X', ...options })
      .returning({ id: leads.id });
    return lead!.id;
  };
  const addPurchase = async (buyer: { id: number }, seed: PurchaseSeed, lead: Partial<typeof leads.$inferInsert> = {}) => {
    const leadId = await addLead({ status: 'sold', ...lead });
    await t.database.db
      .insert(leadPurchases)
      .values({ leadId, buyerId: buyer.id, buyerName: 'Buyer', paymentStatus: 'completed', ...seed });
  };

  it('when nothing has happened yet, then every figure is zero and there are no months', async () => {
    const res = await t.agent.get('/api/admin/analytics').set('Authorization', authorization).expect(200);
    expect(res.body).toEqual({
      totalProviders: 0,
      activeProviders: 0,
      totalPurchases: 0,
      totalRevenue: 0,
      averageRevenuePerProvider: 0,
      purchasesByMonth: {},
      inboundLeads: 0,
      conversionRate: 0,
      averageLeadValue: 0,
      mergedRequests: 0,
      salesStages: { purchased: 0, called: 0, bookedIn: 0, inTransit: 0, safetyCheck: 0, paid: 0, finalised: 0 },
    });
  });

  it('when riders repeated requests that were merged into first leads, then Merged requests sums them over every lead', async () => {
    await addLead({ mergedRequests: 2 });
    await addLead({ mergedRequests: 1, status: 'sold' });
    await addLead({ mergedRequests: 4, isArchived: true });
    await addLead();
    const res = await t.agent.get('/api/admin/analytics').set('Authorization', authorization).expect(200);
    expect(res.body.mergedRequests).toBe(7);
    expect(res.body.inboundLeads).toBe(4);
  });

  it('when providers, leads and purchases of every kind exist, then each figure matches its definition in ADR 0006', async () => {
    const harbour = await createUser(t, { username: 'harbour' });
    const outback = await createUser(t, { username: 'outback' });
    const retired = await createUser(t, { username: 'retired', isActive: false });
    await createUser(t, { username: 'harbour-helper', userType: 'team_member', teamOwnerId: harbour.id });
    await createUser(t, { username: 'a-rider', userType: 'customer' });

    const safe = new Date('2025-03-01T00:00:00Z');
    // January (Sydney): one purchase at the 'purchased' stage.
    await addPurchase(harbour, { amountPaid: '25.00', purchasedAt: new Date('2025-01-15T03:00:00Z') });
    // 14:30 UTC on 31 January is 01:30 on 1 February in Sydney (AEDT): a February purchase.
    await addPurchase(harbour, { amountPaid: '25.00', salesStage: 'called', purchasedAt: new Date('2025-01-31T14:30:00Z') });
    await addPurchase(outback, { amountPaid: '20.00', salesStage: 'booked_in', safetyCheckPassedAt: safe, purchasedAt: new Date('2025-02-10T01:00:00Z') });
    // March: an archived paid purchase (revenue yes, pipeline no), a declined one (revenue yes, pipeline no),
    // a finalised one by a provider since deactivated, a free super admin claim, and a paid one.
    await addPurchase(outback, { amountPaid: '25.00', salesStage: 'invoice_paid', isArchived: true, archivedAt: safe, purchasedAt: new Date('2025-03-05T01:00:00Z') });
    await addPurchase(harbour, { amountPaid: '25.00', salesStage: 'declined', declinedAt: safe, purchasedAt: new Date('2025-03-06T01:00:00Z') });
    await addPurchase(retired, { amountPaid: '12.50', salesStage: 'finalised', safetyCheckPassedAt: safe, purchasedAt: new Date('2025-03-20T01:00:00Z') });
    await addPurchase(admin, { amountPaid: '0.00', purchasedAt: new Date('2025-03-21T01:00:00Z') });
    await addPurchase(outback, { amountPaid: '30.00', salesStage: 'invoice_paid', purchasedAt: new Date('2025-03-22T01:00:00Z') });
    // Not counted: a purchase whose payment never completed, and a provider's own manual lead.
    await addPurchase(outback, { amountPaid: '25.00', paymentStatus: 'pending', purchasedAt: new Date('2025-03-23T01:00:00Z') });
    await addPurchase(harbour, { amountPaid: '0.00', salesStage: 'called', purchasedAt: new Date('2025-03-24T01:00:00Z') }, { createdById: harbour.id });
    // Rider leads nobody bought: two available, one archived.
    await addLead();
    await addLead();
    await addLead({ isArchived: true, archivedAt: safe });

    const res = await t.agent.get('/api/admin/analytics').set('Authorization', authorization).expect(200);

    // Rider leads: 8 bought + 1 pending + 3 unbought = 12 (the manual lead is not inbound).
    // Counted purchases: 8, revenue 25 + 25 + 20 + 25 + 25 + 12.50 + 0 + 30 = 162.50.
    expect(res.body).toEqual({
      totalProviders: 3,
      activeProviders: 2,
      totalPurchases: 8,
      totalRevenue: 162.5,
      averageRevenuePerProvider: 54.17, // 162.50 / 3 providers
      purchasesByMonth: {
        '2025-01': { purchases: 1, revenue: 25 },
        '2025-02': { purchases: 2, revenue: 45 },
        '2025-03': { purchases: 5, revenue: 92.5 },
      },
      inboundLeads: 12,
      conversionRate: (8 / 12) * 100,
      averageLeadValue: 20.31, // 162.50 / 8 = 20.3125
      mergedRequests: 0,
      salesStages: {
        purchased: 2, // January's and the super admin's claim
        called: 1, // the manual lead's purchase is not counted
        bookedIn: 1,
        inTransit: 0,
        safetyCheck: 2, // booked_in and finalised purchases with a safety check date
        paid: 1, // the archived paid purchase is out of the pipeline
        finalised: 1,
      },
    });
  });
});
