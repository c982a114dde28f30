import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPurchases, leads } from '../../db/schema';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe/fake-stripe';
import { createDiscountCode, createLead, createProvider, createSuperAdmin, createTeamMember, createVerifiedProvider, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const form = { buyerName: 'Casey Provider', buyerEmail: 'casey@example.com', buyerPhone: '0400 111 222' };

describe('card payments with Stripe (the local fake)', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let provider: TestUser;
  let stripe: Stripe;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      LEAD_PRICE: '25.00',
      STRIPE_SECRET_KEY: 'sk_test_motohaul',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_motohaul',
      STRIPE_API_URL: fake.url,
    });
    provider = await createProvider(t);
    stripe = new Stripe('sk_test_other', { host: '127.0.0.1', port: fake.port, protocol: 'http' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const as = (user: TestUser) => cookieFor(t, user);
  const createIntent = async (user: TestUser, body: object) => t.agent.post('/api/create-payment-intent').set('Cookie', await as(user)).send(body);
  const purchase = async (user: TestUser, leadId: number, body: object) =>
    t.agent.post(`/api/leads/${leadId}/purchase`).set('Cookie', await as(user)).send(body);

  it('when the payment config is read, then it offers the card form and no fallback', async () => {
    await t.agent.get('/api/config/payments').expect(200, { stripePublishableKey: 'pk_test_motohaul', fallbackPurchaseEnabled: false });
  });

  it('when a provider pays by card and confirms, then the purchase records the server price whatever amountPaid says', async () => {
    const lead = await createLead(t);
    const created = await createIntent(provider, { leadId: lead.id, amount: 2500 });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/), paymentIntentId: expect.stringMatching(/^pi_/), amount: 2500 });
    const intent = fake.paymentIntents.get(created.body.paymentIntentId)!;
    expect(intent).toMatchObject({
      amount: 2500,
      currency: 'aud',
      metadata: { leadId: String(lead.id), buyerId: String(provider.id), discountCodeId: 'none', amountCents: '2500' },
    });

    const again = await createIntent(provider, { leadId: lead.id });
    expect(again.body.paymentIntentId).toBe(created.body.paymentIntentId);

    const early = await purchase(provider, lead.id, { ...form, paymentIntentId: intent.id });
    expect(early.status).toBe(402);
    expect(early.body).toEqual({ message: 'Payment status: requires_payment_method' });

    await fake.confirm(intent.id);
    const res = await purchase(provider, lead.id, { ...form, paymentIntentId: intent.id, amountPaid: '0.01' });
    expect(res.status).toBe(201);
    expect(res.body.purchase).toMatchObject({ leadId: lead.id, buyerId: provider.id, amountPaid: '25.00', paymentStatus: 'completed' });
    const [stored] = await t.database.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, lead.id));
    expect(stored?.paymentIntentId).toBe(intent.id);

    const repeat = await purchase(provider, lead.id, { ...form, paymentIntentId: intent.id });
    expect(repeat.status).toBe(201);
    expect(repeat.body.purchase.id).toBe(res.body.purchase.id);
    expect(await t.database.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, lead.id))).toHaveLength(1);
  });

  it('when a discount code is given, then the PaymentIntent is for the discounted amount; a free one needs no payment', async () => {
    const lead = await createLead(t);
    const code = await createDiscountCode(t, { code: 'TENPCT', discountType: 'percentage', discountValue: '10.00' });
    const res = await createIntent(provider, { leadId: lead.id, discountCode: ' tenpct ', amount: 2250 });
    expect(res.status).toBe(200);
    expect(fake.paymentIntents.get(res.body.paymentIntentId)).toMatchObject({ amount: 2250, metadata: { discountCodeId: String(code.id) } });

    await fake.confirm(res.body.paymentIntentId);
    const bought = await purchase(provider, lead.id, { ...form, paymentIntentId: res.body.paymentIntentId });
    expect(bought.status).toBe(201);
    expect(bought.body.purchase).toMatchObject({ amountPaid: '22.50', discountAmount: '2.50', discountCodeId: code.id });

    await createDiscountCode(t, { code: 'ALLFREE', discountType: 'free' });
    const other = await createLead(t);
    expect((await createIntent(provider, { leadId: other.id, discountCode: 'ALLFREE' })).body).toEqual({ message: 'No payment needed' });
    expect((await createIntent(provider, { leadId: other.id, discountCode: 'NOPE' })).body).toEqual({ message: 'Invalid discount code' });
  });

  it('when the client names another amount, then no PaymentIntent is created', async () => {
    const lead = await createLead(t);
    const before = fake.paymentIntents.size;
    const res = await createIntent(provider, { leadId: lead.id, amount: 1 });
    expect(res.status).toBe(400);
    expect(fake.paymentIntents.size).toBe(before);
  });

  it('when a PaymentIntent for another lead, another buyer or another amount is sent, then the purchase is refused', async () => {
    const lead = await createLead(t);
    const otherLead = await createLead(t);
    const forOther = await createIntent(provider, { leadId: otherLead.id });
    await fake.confirm(forOther.body.paymentIntentId);
    expect((await purchase(provider, lead.id, { ...form, paymentIntentId: forOther.body.paymentIntentId })).body).toEqual({
      message: 'This payment is not for this lead',
    });

    const someoneElse = await createProvider(t);
    const theirs = await createIntent(someoneElse, { leadId: lead.id });
    await fake.confirm(theirs.body.paymentIntentId);
    expect((await purchase(provider, lead.id, { ...form, paymentIntentId: theirs.body.paymentIntentId })).status).toBe(400);

    // A PaymentIntent made outside this API for 1.00 with copied metadata: refused and refunded.
    const cheap = await stripe.paymentIntents.create({
      amount: 100,
      currency: 'aud',
      metadata: { leadId: String(lead.id), buyerId: String(provider.id), discountCodeId: 'none', amountCents: '100' },
    });
    await fake.confirm(cheap.id);
    const res = await purchase(provider, lead.id, { ...form, paymentIntentId: cheap.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The payment amount does not match/);
    expect(fake.refunds.map((r) => r.payment_intent)).toContain(cheap.id);

    expect((await purchase(provider, lead.id, { ...form, paymentIntentId: 'pi_does_not_exist' })).body).toEqual({ message: 'Payment not found' });
    expect(await t.database.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, lead.id))).toHaveLength(0);
  });

  it('when two providers both pay for one lead, then the second is told it is sold and refunded', async () => {
    const lead = await createLead(t);
    const rival = await createProvider(t);
    const first = await createIntent(provider, { leadId: lead.id });
    const second = await createIntent(rival, { leadId: lead.id });
    await fake.confirm(first.body.paymentIntentId);
    await fake.confirm(second.body.paymentIntentId);

    expect((await purchase(provider, lead.id, { ...form, paymentIntentId: first.body.paymentIntentId })).status).toBe(201);
    const lost = await purchase(rival, lead.id, { ...form, paymentIntentId: second.body.paymentIntentId });
    expect(lost.status).toBe(409);
    expect(lost.body).toEqual({ message: 'This lead has already been purchased by another provider.' });
    expect(fake.refunds.filter((r) => r.payment_intent === second.body.paymentIntentId)).toEqual([
      expect.objectContaining({ amount: 2500, status: 'succeeded' }),
    ]);
    expect(fake.refunds.some((r) => r.payment_intent === first.body.paymentIntentId)).toBe(false);

    // Creating a PaymentIntent for a sold lead is refused too; its buyer is told they bought it already.
    expect((await createIntent(rival, { leadId: lead.id })).status).toBe(409);
    expect((await createIntent(provider, { leadId: lead.id })).body).toEqual({ message: 'You have already purchased this lead. It is in your pipeline.' });
  });

  it('when a provider sends no PaymentIntent, then nothing is sold (card payments are configured)', async () => {
    const lead = await createLead(t);
    expect((await purchase(provider, lead.id, form)).status).toBe(402);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row?.status).toBe('available');
  });

  it('when a team member or super admin asks for a PaymentIntent, or the lead is unknown, then it is refused', async () => {
    const lead = await createLead(t);
    expect((await createIntent(await createTeamMember(t, provider), { leadId: lead.id })).status).toBe(403);
    expect((await createIntent(await createSuperAdmin(t), { leadId: lead.id })).status).toBe(403);
    expect((await createIntent(provider, { leadId: 999_999 })).status).toBe(404);
    expect((await createIntent(provider, { leadId: 'x' })).status).toBe(400);
  });
});

describe('card payments without Stripe configured', () => {
  it('when a PaymentIntent is asked for, then it answers 503 with a clear message', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars!!' });
    try {
      await t.agent.get('/api/config/payments').expect(200, { stripePublishableKey: null, fallbackPurchaseEnabled: false });
      const provider = await createVerifiedProvider(t);
      const lead = await createLead(t);
      const res = await t.agent.post('/api/create-payment-intent').set('Cookie', await cookieFor(t, provider)).send({ leadId: lead.id });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: 'Card payments are not configured on this server.' });
    } finally {
      await t.close();
    }
  });
});
