import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, leadPurchases, leads } from '../../db/schema';
import { createDiscountCode, createLead, createProvider, createSuperAdmin, createTeamMember, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const form = { buyerName: 'Casey Provider', buyerEmail: 'casey@example.com', buyerPhone: '0400 111 222', buyerCompany: 'Casey Moto' };

describe('POST /api/leads/:leadId/purchase without card payments (fallback enabled)', () => {
  let t: TestApp;
  let provider: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ LEAD_PRICE: '25.00' });
    provider = await createProvider(t);
  });
  afterAll(() => t.close());

  const purchase = async (user: TestUser, leadId: number, body: object = form) =>
    t.agent.post(`/api/leads/${leadId}/purchase`).set('Cookie', await cookieFor(t, user)).send(body);
  const purchasesOf = async (leadId: number) => t.database.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, leadId));

  it('when a provider buys a lead sending amountPaid 0.01, then the server price is recorded and the lead is sold', async () => {
    const lead = await createLead(t);
    const res = await purchase(provider, lead.id, { ...form, amountPaid: '0.01', paymentStatus: 'pending' });

    expect(res.status).toBe(201);
    expect(res.body.purchase).toMatchObject({
      leadId: lead.id,
      buyerId: provider.id,
      buyerName: 'Casey Provider',
      buyerCompany: 'Casey Moto',
      amountPaid: '25.00',
      originalPrice: '25.00',
      discountAmount: '0.00',
      paymentStatus: 'completed',
      salesStage: 'purchased',
      customerName: 'Olivia Harper-Lane',
      customerPhone: '0412 345 678',
      customerEmail: 'olivia.harper@example.com',
    });
    const [stored] = await purchasesOf(lead.id);
    expect(stored?.amountPaid).toBe('25.00');
    expect(stored?.paymentIntentId).toMatch(/^direct_/);
    const [sold] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(sold?.status).toBe('sold');
  });

  it('when 50 purchases of one lead by 5 providers arrive at once, then exactly one succeeds and the rest are told it is sold', async () => {
    const lead = await createLead(t);
    const buyers = await Promise.all(Array.from({ length: 5 }, () => createProvider(t)));
    const cookies = await Promise.all(buyers.map((buyer) => cookieFor(t, buyer)));

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.agent.post(`/api/leads/${lead.id}/purchase`).set('Cookie', cookies[i % 5]!).send(form)),
    );

    const winners = results.flatMap((r, i) => (r.status === 201 ? [i % 5] : []));
    expect(winners).toHaveLength(1);
    const losers = results.flatMap((r, i) => (r.status === 201 ? [] : [{ body: r.body as unknown, winner: i % 5 === winners[0] }]));
    expect(losers).toHaveLength(49);
    for (const loser of losers) {
      const message = loser.winner ? 'You have already purchased this lead. It is in your pipeline.' : 'This lead has already been purchased by another provider.';
      expect(loser.body).toEqual({ message });
    }
    expect(await purchasesOf(lead.id)).toHaveLength(1);
  });

  it('when a provider buys a lead they already bought, then they are told it is theirs, not another provider’s', async () => {
    const lead = await createLead(t);
    expect((await purchase(provider, lead.id)).status).toBe(201);

    const again = await purchase(provider, lead.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'You have already purchased this lead. It is in your pipeline.' });
    expect((await purchase(await createProvider(t), lead.id)).body).toEqual({ message: 'This lead has already been purchased by another provider.' });
    expect(await purchasesOf(lead.id)).toHaveLength(1);
  });

  it('when a 3-use code is redeemed 20 times at once on 20 leads, then it is used exactly 3 times', async () => {
    const code = await createDiscountCode(t, { discountType: 'fixed_amount', discountValue: '5.00', maxUses: 3 });
    const leadsToBuy = await Promise.all(Array.from({ length: 20 }, () => createLead(t)));
    const cookie = await cookieFor(t, provider);

    const results = await Promise.all(
      leadsToBuy.map((lead) => t.agent.post(`/api/leads/${lead.id}/purchase`).set('Cookie', cookie).send({ ...form, discountCodeId: code.id })),
    );

    const won = results.filter((r) => r.status === 201);
    expect(won).toHaveLength(3);
    for (const r of won) expect(r.body.purchase).toMatchObject({ amountPaid: '20.00', discountAmount: '5.00', discountCodeId: code.id });
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ message: 'This discount code has reached its usage limit' });
    }
    const [stored] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(stored?.currentUses).toBe(3);
    const sold = await t.database.db.select().from(leads).where(eq(leads.status, 'sold'));
    expect(leadsToBuy.filter((lead) => sold.some((s) => s.id === lead.id))).toHaveLength(3);
  });

  it('when a super admin claims a lead, then it is theirs for 0.00', async () => {
    const lead = await createLead(t);
    const res = await purchase(await createSuperAdmin(t), lead.id);
    expect(res.status).toBe(201);
    expect(res.body.purchase).toMatchObject({ amountPaid: '0.00', paymentStatus: 'completed' });
  });

  it('when the form is invalid, then it answers 400 with field errors and nothing is sold', async () => {
    const lead = await createLead(t);
    const res = await purchase(provider, lead.id, { buyerName: ' ', buyerEmail: 'nope', buyerPhone: '123' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      buyerName: ['Name is required'],
      buyerEmail: ['Valid email required'],
      buyerPhone: ['Phone number required'],
    });
    expect(await purchasesOf(lead.id)).toHaveLength(0);
  });

  it('when the lead is unknown, archived, or the caller a team member, then it is refused', async () => {
    expect((await purchase(provider, 999_999)).status).toBe(404);
    expect((await purchase(provider, Number.NaN)).status).toBe(404);
    const archived = await createLead(t, { isArchived: true });
    expect((await purchase(provider, archived.id)).body).toEqual({ message: 'This lead is no longer available.' });
    const lead = await createLead(t);
    expect((await purchase(await createTeamMember(t, provider), lead.id)).status).toBe(403);
    expect((await t.agent.post(`/api/leads/${lead.id}/purchase`).send(form)).status).toBe(401);
    expect(await purchasesOf(lead.id)).toHaveLength(0);
  });
});

describe('POST /api/leads/:leadId/purchase when no payment path is open', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ALLOW_FALLBACK_PURCHASE: 'false' });
  });
  afterAll(() => t.close());

  it('when a provider sends no payment, then it answers 402 and nothing is sold; a free code still works', async () => {
    const provider = await createProvider(t);
    const cookie = await cookieFor(t, provider);
    const lead = await createLead(t);
    const res = await t.agent.post(`/api/leads/${lead.id}/purchase`).set('Cookie', cookie).send({ ...form, amountPaid: '0.00' });
    expect(res.status).toBe(402);
    expect(await t.database.db.select().from(leadPurchases)).toHaveLength(0);

    const free = await createDiscountCode(t, { code: 'FREEBIE', discountType: 'free', discountValue: null, maxUses: 1 });
    const freeRes = await t.agent.post(`/api/leads/${lead.id}/purchase`).set('Cookie', cookie).send({ ...form, discountCodeId: free.id });
    expect(freeRes.status).toBe(201);
    expect(freeRes.body.purchase).toMatchObject({ amountPaid: '0.00', originalPrice: '25.00', discountAmount: '25.00', discountCodeId: free.id });

    const another = await createLead(t);
    const usedUp = await t.agent.post(`/api/leads/${another.id}/purchase`).set('Cookie', cookie).send({ ...form, discountCodeId: free.id });
    expect(usedUp.status).toBe(409);
    const expired = await createDiscountCode(t, { discountType: 'free', validUntil: new Date('2020-01-01') });
    const expiredRes = await t.agent.post(`/api/leads/${another.id}/purchase`).set('Cookie', cookie).send({ ...form, discountCodeId: expired.id });
    expect(expiredRes.status).toBe(400);
    expect(expiredRes.body).toEqual({ message: 'This discount code has expired' });
  });
});
