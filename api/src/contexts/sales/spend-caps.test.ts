import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPurchases, spendCaps } from '../../db/schema';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe/fake-stripe';
import { createLead, createProvider, createPurchase, createSoldLead, createTeamMember, createVerifiedProvider, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const form = { buyerName: 'Casey Provider', buyerEmail: 'casey@example.com', buyerPhone: '0400 111 222', buyerCompany: 'Casey Moto' };

describe('weekly spend caps (issue 47 item 5)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ LEAD_PRICE: '25.00', RATE_LIMIT_QUOTES: '12' });
  });
  afterAll(() => t.close());

  const putCap = async (user: TestUser, body: unknown) => t.agent.put('/api/spend-cap').set('Cookie', await cookieFor(t, user)).send(body as object);
  const purchase = async (user: TestUser, leadId: number) => t.agent.post(`/api/leads/${leadId}/purchase`).set('Cookie', await cookieFor(t, user)).send(form);

  it('when an owner sets a cap, then GET answers it with this week’s spend, and null clears it', async () => {
    const owner = await createProvider(t);
    await createSoldLead(t, owner);
    // Last month's purchase is not this week's spend.
    const { purchase: old } = await createSoldLead(t, owner);
    await t.database.db.update(leadPurchases).set({ purchasedAt: new Date(Date.now() - 30 * 86_400_000) }).where(eq(leadPurchases.id, old.id));

    const set = await putCap(owner, { weeklyCap: 150.5 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ weeklyCap: '150.50', spentThisWeek: '25.00' });
    expect(set.body.weekStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${set.body.weekStart}T12:00:00Z`).getUTCDay()).toBe(1);

    const read = await t.agent.get('/api/spend-cap').set('Cookie', await cookieFor(t, owner));
    expect(read.body).toMatchObject({ weeklyCap: '150.50', spentThisWeek: '25.00' });

    expect((await putCap(owner, { weeklyCap: null })).body.weeklyCap).toBeNull();
    expect(await t.database.db.select().from(spendCaps).where(eq(spendCaps.providerId, owner.id))).toHaveLength(0);
  });

  it('when a team member changes the cap, then it is refused (403) and the cap stays; they read their owner’s', async () => {
    const owner = await createProvider(t);
    const member = await createTeamMember(t, owner);
    await putCap(owner, { weeklyCap: 100 });

    const refused = await putCap(member, { weeklyCap: 5000 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toEqual(expect.any(String));
    const read = await t.agent.get('/api/spend-cap').set('Cookie', await cookieFor(t, member));
    expect(read.status).toBe(200);
    expect(read.body.weeklyCap).toBe('100.00');
    expect((await t.agent.get('/api/spend-cap')).status).toBe(401);
  });

  it.each([
    [{ weeklyCap: 0 }, 'The cap is at least $1'],
    [{ weeklyCap: -5 }, 'The cap is at least $1'],
    [{ weeklyCap: 100_000.01 }, 'The cap is at most $100,000'],
    [{ weeklyCap: 12.345 }, 'Enter dollars and cents only (at most 2 decimals)'],
    [{ weeklyCap: '50' }, 'Enter the cap in dollars, or clear it'],
    [{}, 'Enter the cap in dollars, or clear it'],
  ])('when the cap is %j, then 400 says why and nothing is stored', async (body, message) => {
    const owner = await createProvider(t);
    const res = await putCap(owner, body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.weeklyCap).toEqual([message]);
    expect(await t.database.db.select().from(spendCaps).where(eq(spendCaps.providerId, owner.id))).toHaveLength(0);
  });

  it('when a purchase would pass the cap, then 409 names the cap and the week’s spend, and the lead stays for sale', async () => {
    const owner = await createProvider(t);
    await createPurchase(t, { lead: await createLead(t, { status: 'sold' }), buyer: owner, amountPaid: '10.00', creditApplied: '5.00' });
    await putCap(owner, { weeklyCap: 39.99 });

    const lead = await createLead(t);
    const res = await purchase(owner, lead.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This purchase would pass your weekly lead spend cap of $39.99: you have spent $15.00 this week and this lead costs $25.00. Raise the cap on the Performance page to buy it.',
    );
    expect(await t.database.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, lead.id))).toHaveLength(0);

    // Reaching the cap exactly is allowed.
    await putCap(owner, { weeklyCap: 40 });
    expect((await purchase(owner, lead.id)).status).toBe(201);
  });

  it('when six purchases race under a cap of two leads, then exactly two are recorded and four are refused by the cap', async () => {
    const owner = await createProvider(t);
    await putCap(owner, { weeklyCap: 50 });
    const leads = await Promise.all(Array.from({ length: 6 }, () => createLead(t)));
    const cookie = await cookieFor(t, owner);

    const results = await Promise.all(leads.map((lead) => t.agent.post(`/api/leads/${lead.id}/purchase`).set('Cookie', cookie).send(form)));

    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual([409, 409, 409, 409]);
    for (const r of refused) expect(r.body.message).toMatch(/weekly lead spend cap of \$50\.00: you have spent \$50\.00 this week/);
    expect(await t.database.db.select().from(leadPurchases).where(eq(leadPurchases.buyerId, owner.id))).toHaveLength(2);
  });

  it('when the cap is changed too often from one address, then 429 with Retry-After', async () => {
    const t2 = await createTestApp({ RATE_LIMIT_QUOTES: '2' });
    try {
      const owner = await createProvider(t2);
      const cookie = await cookieFor(t2, owner);
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await t2.agent.put('/api/spend-cap').set('Cookie', cookie).send({ weeklyCap: 100 + i }));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 429]);
      expect(answers[2]!.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await t2.close();
    }
  });
});

describe('weekly spend caps with card payments', () => {
  let fake: FakeStripe;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({ LEAD_PRICE: '25.00', STRIPE_SECRET_KEY: 'sk_test_motohaul', STRIPE_PUBLISHABLE_KEY: 'pk_test_motohaul', STRIPE_API_URL: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('when the cap refuses the lead, then no PaymentIntent is made; when it is passed after paying, the payment is refunded', async () => {
    const owner = await createVerifiedProvider(t);
    const cookie = await cookieFor(t, owner);
    await t.agent.put('/api/spend-cap').set('Cookie', cookie).send({ weeklyCap: 30 }).expect(200);

    const first = await createLead(t);
    const second = await createLead(t);
    const intentFirst = await t.agent.post('/api/create-payment-intent').set('Cookie', cookie).send({ leadId: first.id });
    const intentSecond = await t.agent.post('/api/create-payment-intent').set('Cookie', cookie).send({ leadId: second.id });
    expect([intentFirst.status, intentSecond.status]).toEqual([200, 200]);
    await fake.confirm(intentFirst.body.paymentIntentId);
    await fake.confirm(intentSecond.body.paymentIntentId);

    await t.agent.post(`/api/leads/${first.id}/purchase`).set('Cookie', cookie).send({ ...form, paymentIntentId: intentFirst.body.paymentIntentId }).expect(201);
    const passed = await t.agent.post(`/api/leads/${second.id}/purchase`).set('Cookie', cookie).send({ ...form, paymentIntentId: intentSecond.body.paymentIntentId });
    expect(passed.status).toBe(409);
    expect(passed.body.message).toMatch(/^This purchase would pass your weekly lead spend cap of \$30\.00: you have spent \$25\.00 this week/);
    expect(fake.refunds.map((r) => r.payment_intent)).toContain(intentSecond.body.paymentIntentId);

    const third = await createLead(t);
    const refused = await t.agent.post('/api/create-payment-intent').set('Cookie', cookie).send({ leadId: third.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/weekly lead spend cap of \$30\.00/);
  });
});
