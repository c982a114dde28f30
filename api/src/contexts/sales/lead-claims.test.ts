import { eq } from 'drizzle-orm';
import { ADMIN_CLAIMS_PAGE_SIZE } from '@motohaul/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, leadClaims, leadPurchases, providerCredits } from '../../db/schema';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe/fake-stripe';
import { createLead, createProvider, createPurchase, createSoldLead, createTeamMember, type TestUser } from '../../test/factories';
import { cookieFor, signedInAdmin } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ALREADY_CLAIMED, ALREADY_DECIDED, CLAIM_WINDOW_CLOSED, NOTHING_PAID } from './lead-claims-repository';
import { claimRefundKey, REFUND_FAILED } from './lead-claims-service';

const form = { buyerName: 'Casey Provider', buyerEmail: 'casey@example.com', buyerPhone: '0400 111 222' };
const claim = { reason: 'unreachable', note: 'Called three times over two days, no answer, voicemail full.' };
const DAY = 24 * 60 * 60 * 1000;

describe('claims and credits for bad leads (ADR 0036)', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeAll(async () => {
    fake = await startFakeStripe();
    // Card payments configured and the no-card fallback on (demo mode): both kinds of purchase exist side by side.
    t = await createTestApp({
      LEAD_PRICE: '25.00',
      STRIPE_SECRET_KEY: 'sk_test_motohaul',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_motohaul',
      STRIPE_API_URL: fake.url,
      ALLOW_FALLBACK_PURCHASE: 'true',
    });
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const as = async (user: TestUser) => {
    const cookie = cookies.get(user.id) ?? (await cookieFor(t, user));
    cookies.set(user.id, cookie);
    return cookie;
  };
  const cookies = new Map<number, string>();
  /** A provider (or team member) signed in up front, so fileClaim can hand back supertest's chain. */
  const newProvider = async (overrides: Parameters<typeof createProvider>[1] = {}) => {
    const user = await createProvider(t, overrides);
    await as(user);
    return user;
  };
  const newMember = async (owner: TestUser) => {
    const user = await createTeamMember(t, owner);
    await as(user);
    return user;
  };
  const fileClaim = (user: TestUser, purchaseId: number, body: object = claim) =>
    t.agent.post(`/api/lead-purchases/${purchaseId}/claim`).set('Cookie', cookies.get(user.id)!).send(body);
  const approve = (claimId: number, body: object = {}) => t.agent.post(`/api/admin/claims/${claimId}/approve`).set('Authorization', admin.authorization).send(body);
  const reject = (claimId: number, body: object) => t.agent.post(`/api/admin/claims/${claimId}/reject`).set('Authorization', admin.authorization).send(body);
  const balance = async (user: TestUser) => (await t.agent.get('/api/provider-credits').set('Cookie', await as(user)).expect(200)).body.balance;
  const claimOf = async (purchaseId: number) => (await t.database.db.select().from(leadClaims).where(eq(leadClaims.purchaseId, purchaseId)))[0]!;
  const auditOf = async (claimId: number) =>
    (await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, claimId))).filter((row) => row.targetType === 'claim');
  const buyWithoutCard = async (user: TestUser) => {
    const lead = await createLead(t);
    return t.agent.post(`/api/leads/${lead.id}/purchase`).set('Cookie', await as(user)).send(form);
  };
  const buyByCard = async (user: TestUser) => {
    const lead = await createLead(t);
    const intent = await t.agent.post('/api/create-payment-intent').set('Cookie', await as(user)).send({ leadId: lead.id }).expect(200);
    await fake.confirm(intent.body.paymentIntentId);
    const res = await t.agent
      .post(`/api/leads/${lead.id}/purchase`)
      .set('Cookie', await as(user))
      .send({ ...form, paymentIntentId: intent.body.paymentIntentId })
      .expect(201);
    return { purchase: res.body.purchase, paymentIntentId: intent.body.paymentIntentId as string, amount: intent.body.amount as number };
  };

  describe('filing a claim', () => {
    it('when the buyer claims within 7 days with a reason and a note, then the purchase shows the pending claim; a second claim is refused', async () => {
      const provider = await newProvider();
      const { purchase } = await createSoldLead(t, provider);
      const res = await fileClaim(provider, purchase.id);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        id: purchase.id,
        claim: { reason: 'unreachable', note: claim.note, status: 'pending', refundedAmount: null, creditedAmount: null, decisionReason: null, decidedAt: null },
      });
      const listed = await t.agent.get('/api/my-purchased-leads').set('Cookie', await as(provider)).expect(200);
      expect(listed.body[0].claim).toMatchObject({ status: 'pending' });

      const again = await fileClaim(provider, purchase.id, { reason: 'duplicate', note: 'Trying again' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: ALREADY_CLAIMED });
      expect(await t.database.db.select().from(leadClaims).where(eq(leadClaims.purchaseId, purchase.id))).toHaveLength(1);
    });

    it('when two claims for one purchase arrive at once, then one is filed and the other is told it was claimed', async () => {
      const provider = await newProvider();
      const { purchase } = await createSoldLead(t, provider);
      const results = await Promise.all([fileClaim(provider, purchase.id), fileClaim(provider, purchase.id, { reason: 'duplicate', note: 'Same' })]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await t.database.db.select().from(leadClaims).where(eq(leadClaims.purchaseId, purchase.id))).toHaveLength(1);
    });

    it('when the purchase is more than 7 days old, then the claim is refused with the window in words', async () => {
      const provider = await newProvider();
      const lead = await createLead(t, { status: 'sold' });
      const old = await createPurchase(t, { lead, buyer: provider, purchasedAt: new Date(Date.now() - 7 * DAY - 60_000) });
      const res = await fileClaim(provider, old.id);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: CLAIM_WINDOW_CLOSED });
      const recent = await createPurchase(t, { lead: await createLead(t, { status: 'sold' }), buyer: provider, purchasedAt: new Date(Date.now() - 6 * DAY) });
      expect((await fileClaim(provider, recent.id)).status).toBe(201);
    });

    it('when the reason is not one of the four or the note is blank or too long, then 400 names the field', async () => {
      const provider = await newProvider();
      const { purchase } = await createSoldLead(t, provider);
      const badReason = await fileClaim(provider, purchase.id, { reason: 'changed_my_mind', note: 'x' });
      expect(badReason.status).toBe(400);
      expect(badReason.body.fieldErrors).toMatchObject({ reason: ['Choose a reason'] });
      const blank = await fileClaim(provider, purchase.id, { reason: 'duplicate', note: '   ' });
      expect(blank.status).toBe(400);
      expect(blank.body.fieldErrors).toMatchObject({ note: ['Please describe what happened'] });
      const long = await fileClaim(provider, purchase.id, { reason: 'duplicate', note: 'x'.repeat(1001) });
      expect(long.status).toBe(400);
      expect(long.body.fieldErrors).toMatchObject({ note: ['Must be at most 1000 characters'] });
      expect((await fileClaim(provider, purchase.id, { reason: 'outside_area', note: 'x'.repeat(1000) })).status).toBe(201);
    });

    it('when nothing was paid for the lead (a free discount), then there is nothing to claim', async () => {
      const provider = await newProvider();
      const free = await createPurchase(t, { lead: await createLead(t, { status: 'sold' }), buyer: provider, amountPaid: '0.00', discountAmount: '25.00' });
      const res = await fileClaim(provider, free.id);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: NOTHING_PAID });
    });

    it('when a team member, another provider, a visitor or the admin token claims, then it is refused and nothing is filed', async () => {
      const provider = await newProvider();
      const member = await newMember(provider);
      const other = await newProvider();
      const { purchase } = await createSoldLead(t, provider);
      expect((await fileClaim(member, purchase.id)).status).toBe(403);
      expect((await fileClaim(other, purchase.id)).status).toBe(404);
      expect((await t.agent.post(`/api/lead-purchases/${purchase.id}/claim`).send(claim)).status).toBe(401);
      expect((await t.agent.post(`/api/lead-purchases/${purchase.id}/claim`).set('Authorization', admin.authorization).send(claim)).status).toBe(401);
      expect((await t.agent.post('/api/lead-purchases/abc/claim').set('Cookie', await as(provider)).send(claim)).status).toBe(404);
      expect(await t.database.db.select().from(leadClaims).where(eq(leadClaims.purchaseId, purchase.id))).toEqual([]);
      // The team member still sees the outcome on the shared pipeline once the owner claims.
      await fileClaim(provider, purchase.id).expect(201);
      const seen = await t.agent.get('/api/my-purchased-leads').set('Cookie', await as(member)).expect(200);
      expect(seen.body.find((p: { id: number }) => p.id === purchase.id).claim).toMatchObject({ status: 'pending' });
    });
  });

  describe('the admin Claims view and decisions', () => {
    it('when an admin lists pending claims, then each has the lead, the buyer, the reason, the note and the pipeline record', async () => {
      const provider = await newProvider({ firstName: 'Dana', lastName: 'Hauler', companyName: 'Dana Moto Transport' });
      const { lead, purchase } = await createSoldLead(t, provider, { customerName: 'Riley Rider', motorcycleMake: 'Yamaha', motorcycleModel: 'MT-07' });
      await t.agent
        .patch(`/api/lead-purchases/${purchase.id}/sales-stage`)
        .set('Cookie', await as(provider))
        .send({ salesStage: 'called', salesNotes: 'Mon 9am no answer; Mon 2pm voicemail; Tue 10am disconnected' })
        .expect(200);
      await fileClaim(provider, purchase.id).expect(201);
      const id = (await claimOf(purchase.id)).id;

      const res = await t.agent.get('/api/admin/claims').set('Authorization', admin.authorization).expect(200);
      const listed = res.body.claims.find((c: { id: number }) => c.id === id);
      expect(listed).toMatchObject({
        purchaseId: purchase.id,
        reason: 'unreachable',
        note: claim.note,
        status: 'pending',
        lead: { id: lead.id, customerName: 'Riley Rider', vehicle: expect.stringContaining('Yamaha MT-07') },
        buyer: { id: provider.id, name: 'Dana Hauler', company: 'Dana Moto Transport' },
        purchase: { amountPaid: '25.00', paidByCard: false, salesStage: 'called', salesNotes: expect.stringContaining('voicemail'), calledAt: expect.any(String) },
        buyerClaims: 1,
      });
      expect(res.body.claims.every((c: { status: string }) => c.status === 'pending')).toBe(true);
      expect((await t.agent.get('/api/admin/claims?status=nope').set('Authorization', admin.authorization)).status).toBe(400);
    });

    it('when more claims than a page exist, then the pages follow one another by their cursor, each claim once, in order', async () => {
      const provider = await newProvider();
      const createdAt = new Date('2025-05-30T00:00:00Z');
      const mine: number[] = [];
      for (let i = 0; i < ADMIN_CLAIMS_PAGE_SIZE + 2; i += 1) {
        const { lead, purchase } = await createSoldLead(t, provider);
        // Two claims share each instant: the id orders them.
        const [row] = await t.database.db.insert(leadClaims).values({
          purchaseId: purchase.id,
          leadId: lead.id,
          buyerId: provider.id,
          reason: 'unreachable',
          note: `Paged claim ${i}`,
          status: i % 3 === 0 ? 'rejected' : 'pending',
          createdAt: new Date(createdAt.getTime() + Math.floor(i / 2) * 1000),
        }).returning({ id: leadClaims.id });
        mine.push(row!.id);
      }
      for (const status of ['all', 'pending'] as const) {
        const listed: { id: number; createdAt: string }[] = [];
        let after = '';
        do {
          const res = await t.agent.get(`/api/admin/claims?status=${status}${after ? `&after=${after}` : ''}`).set('Authorization', admin.authorization).expect(200);
          expect(res.body.claims.length).toBeLessThanOrEqual(ADMIN_CLAIMS_PAGE_SIZE);
          listed.push(...res.body.claims);
          after = res.body.nextCursor ?? '';
        } while (after);
        const stored = (await t.database.db.select({ id: leadClaims.id, status: leadClaims.status }).from(leadClaims))
          .filter((row) => status === 'all' || row.status === status)
          .map((row) => row.id);
        const ids = listed.map((c) => c.id);
        expect([...ids].sort((a, b) => a - b)).toEqual(stored.sort((a, b) => a - b));
        // Among this test's claims (whole seconds apart, two to a second): by time, then id; pending oldest first.
        const oldestFirst = mine.filter((id) => stored.includes(id));
        expect(ids.filter((id) => mine.includes(id))).toEqual(status === 'pending' ? oldestFirst : [...oldestFirst].reverse());
      }
      expect((await t.agent.get('/api/admin/claims?after=first').set('Authorization', admin.authorization)).status).toBe(400);
    });

    it('when a claim on a purchase paid without a card is approved, then the amount becomes credit balance, once, audited', async () => {
      const provider = await newProvider();
      const { purchase } = await createSoldLead(t, provider);
      await fileClaim(provider, purchase.id).expect(201);
      const id = (await claimOf(purchase.id)).id;

      const res = await approve(id, { reason: 'Phone number disconnected' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'approved', creditedAmount: '25.00', refundedAmount: null, decidedBy: 'Priya Shah', decisionReason: 'Phone number disconnected' });
      expect(await balance(provider)).toBe('25.00');
      const seen = await t.agent.get('/api/my-purchased-leads').set('Cookie', await as(provider)).expect(200);
      expect(seen.body[0].claim).toMatchObject({ status: 'approved', creditedAmount: '25.00', refundedAmount: null, decisionReason: 'Phone number disconnected' });

      const twice = await approve(id);
      expect(twice.status).toBe(409);
      expect(twice.body).toEqual({ message: ALREADY_DECIDED });
      expect((await reject(id, { reason: 'Changed my mind' })).status).toBe(409);
      expect(await balance(provider)).toBe('25.00');
      expect(await auditOf(id)).toMatchObject([
        { action: 'claim.approve', adminUserId: admin.admin.id, details: { purchaseId: purchase.id, buyerId: provider.id, refund: '0.00', credit: '25.00' } },
      ]);
    });

    it('when two admins approve the same claim at once, then one approves it and the credit is granted once', async () => {
      const provider = await newProvider();
      const { purchase } = await createSoldLead(t, provider);
      await fileClaim(provider, purchase.id).expect(201);
      const id = (await claimOf(purchase.id)).id;
      const results = await Promise.all([approve(id), approve(id), reject(id, { reason: 'No' })]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      const grants = await t.database.db.select().from(providerCredits).where(eq(providerCredits.claimId, id));
      expect(grants.length).toBeLessThanOrEqual(1);
      expect(await auditOf(id)).toHaveLength(1);
    });

    it('when a claim is rejected, then a reason is required, the provider sees it, nothing is credited, and it is audited', async () => {
      const provider = await newProvider();
      const { purchase } = await createSoldLead(t, provider);
      await fileClaim(provider, purchase.id).expect(201);
      const id = (await claimOf(purchase.id)).id;

      const blank = await reject(id, { reason: '  ' });
      expect(blank.status).toBe(400);
      expect(blank.body.fieldErrors).toMatchObject({ reason: ['Please give a reason'] });

      const res = await reject(id, { reason: 'The call log shows a 4 minute call with the rider.' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'rejected', creditedAmount: null, refundedAmount: null });
      const seen = await t.agent.get('/api/my-purchased-leads').set('Cookie', await as(provider)).expect(200);
      expect(seen.body[0].claim).toMatchObject({ status: 'rejected', decisionReason: 'The call log shows a 4 minute call with the rider.' });
      expect(await balance(provider)).toBe('0.00');
      expect((await approve(id)).status).toBe(409);
      expect(await auditOf(id)).toMatchObject([{ action: 'claim.reject', details: { reason: 'The call log shows a 4 minute call with the rider.' } }]);
      expect((await approve(999_999)).status).toBe(404);
      expect((await t.agent.post('/api/admin/claims/1/approve').set('Cookie', await as(provider)).send({})).status).toBe(401);
    });

    it('when a claim on a card payment is approved, then Stripe refunds the card once with the claim’s key; the refund is recorded and audited', async () => {
      const provider = await newProvider();
      const { purchase, paymentIntentId } = await buyByCard(provider);
      expect(purchase.amountPaid).toBe('25.00');
      await fileClaim(provider, purchase.id).expect(201);
      const id = (await claimOf(purchase.id)).id;

      const res = await approve(id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'approved', refundedAmount: '25.00', creditedAmount: null, refundId: expect.stringMatching(/^re_/) });
      expect(fake.refundRequests.filter((r) => r.paymentIntentId === paymentIntentId)).toEqual([
        { refundId: res.body.refundId, paymentIntentId, idempotencyKey: claimRefundKey(id) },
      ]);
      expect(fake.refunds.find((r) => r.id === res.body.refundId)).toMatchObject({ amount: 2500 });
      expect(await balance(provider)).toBe('0.00');
      expect((await approve(id)).status).toBe(409);
      expect(fake.refunds.filter((r) => r.payment_intent === paymentIntentId)).toHaveLength(1);
      expect((await auditOf(id)).map((row) => row.action).sort()).toEqual(['claim.approve', 'claim.refund']);
      const seen = await t.agent.get('/api/my-purchased-leads').set('Cookie', await as(provider)).expect(200);
      expect(seen.body.find((p: { id: number }) => p.id === purchase.id).claim).toMatchObject({ refundedAmount: '25.00', creditedAmount: null });
    });

    it('when Stripe fails during the refund, then the claim stays approved with the refund pending, and approving again refunds once', async () => {
      const provider = await newProvider();
      const { purchase, paymentIntentId } = await buyByCard(provider);
      await fileClaim(provider, purchase.id).expect(201);
      const id = (await claimOf(purchase.id)).id;

      fake.setRefundsDown(true);
      const failed = await approve(id);
      fake.setRefundsDown(false);
      expect(failed.status).toBe(503);
      expect(failed.body).toEqual({ message: REFUND_FAILED });
      expect(await claimOf(purchase.id)).toMatchObject({ status: 'approved', creditKind: 'refund', refundId: null });

      const retried = await approve(id);
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ refundedAmount: '25.00', refundId: expect.stringMatching(/^re_/) });
      expect(fake.refunds.filter((r) => r.payment_intent === paymentIntentId)).toHaveLength(1);
      expect((await approve(id)).status).toBe(409);
    });
  });

  describe('spending credit on the next purchase', () => {
    const grant = async (provider: TestUser, amount: string) => {
      const { purchase } = await createSoldLead(t, provider);
      await fileClaim(provider, purchase.id).expect(201);
      await approve((await claimOf(purchase.id)).id).expect(200);
      if (amount !== '25.00') throw new Error('grants are one lead price');
    };

    it('when a provider with credit buys without a card, then the credit is spent first and only the rest is paid', async () => {
      const provider = await newProvider();
      await grant(provider, '25.00');
      const res = await buyWithoutCard(provider);
      expect(res.status).toBe(201);
      expect(res.body.purchase).toMatchObject({ amountPaid: '0.00', creditApplied: '25.00', originalPrice: '25.00' });
      expect(await balance(provider)).toBe('0.00');
      const next = await buyWithoutCard(provider);
      expect(next.body.purchase).toMatchObject({ amountPaid: '25.00', creditApplied: null });
    });

    it('when a provider with credit pays by card, then the PaymentIntent is for the price less the credit and the sale spends it', async () => {
      const provider = await newProvider();
      await t.database.db.insert(providerCredits).values({ providerId: provider.id, amount: '10.00' });
      const { purchase, amount, paymentIntentId } = await buyByCard(provider);
      expect(amount).toBe(1500);
      expect(fake.paymentIntents.get(paymentIntentId)?.metadata).toMatchObject({ creditCents: '1000' });
      expect(purchase).toMatchObject({ amountPaid: '15.00', creditApplied: '10.00' });
      expect(await balance(provider)).toBe('0.00');

      // Approving a claim on it refunds the card part and gives the credit part back as credit.
      await fileClaim(provider, purchase.id).expect(201);
      const approved = await approve((await claimOf(purchase.id)).id).expect(200);
      expect(approved.body).toMatchObject({ refundedAmount: '15.00', creditedAmount: '10.00' });
      expect(fake.refunds.find((r) => r.payment_intent === paymentIntentId)).toMatchObject({ amount: 1500 });
      expect(await balance(provider)).toBe('10.00');
    });

    it('when the credit is spent between the PaymentIntent and the purchase, then the sale is refused and the card refunded', async () => {
      const provider = await newProvider();
      await t.database.db.insert(providerCredits).values({ providerId: provider.id, amount: '10.00' });
      const lead = await createLead(t);
      const intent = await t.agent.post('/api/create-payment-intent').set('Cookie', await as(provider)).send({ leadId: lead.id, amount: 1500 }).expect(200);
      await fake.confirm(intent.body.paymentIntentId);
      // Spent meanwhile on another lead.
      expect((await buyWithoutCard(provider)).body.purchase).toMatchObject({ creditApplied: '10.00' });
      const res = await t.agent
        .post(`/api/leads/${lead.id}/purchase`)
        .set('Cookie', await as(provider))
        .send({ ...form, paymentIntentId: intent.body.paymentIntentId });
      expect(res.status).toBe(409);
      expect(fake.refunds.filter((r) => r.payment_intent === intent.body.paymentIntentId)).toHaveLength(1);
      expect(await t.database.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, lead.id))).toEqual([]);
    });

    it('when two purchases run at once with one credit, then the credit is spent exactly once', async () => {
      const provider = await newProvider();
      await t.database.db.insert(providerCredits).values({ providerId: provider.id, amount: '25.00' });
      const results = await Promise.all([buyWithoutCard(provider), buyWithoutCard(provider), buyWithoutCard(provider)]);
      expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
      const applied = results.map((r) => r.body.purchase.creditApplied).filter(Boolean);
      expect(applied).toEqual(['25.00']);
      expect(await balance(provider)).toBe('0.00');
      const spends = await t.database.db.select().from(providerCredits).where(eq(providerCredits.providerId, provider.id));
      expect(spends.filter((row) => Number(row.amount) < 0)).toHaveLength(1);
    });

    it('when the admin overview is read, then revenue is net of approved claims (refunds and credits)', async () => {
      const before = (await t.agent.get('/api/admin/analytics').set('Authorization', admin.authorization).expect(200)).body.totalRevenue as number;
      const provider = await newProvider();
      const { purchase } = await createSoldLead(t, provider);
      const afterSale = (await t.agent.get('/api/admin/analytics').set('Authorization', admin.authorization).expect(200)).body.totalRevenue as number;
      expect(afterSale).toBeCloseTo(before + 25);
      await fileClaim(provider, purchase.id).expect(201);
      await approve((await claimOf(purchase.id)).id).expect(200);
      const afterClaim = (await t.agent.get('/api/admin/analytics').set('Authorization', admin.authorization).expect(200)).body.totalRevenue as number;
      expect(afterClaim).toBeCloseTo(before);
      // The credit spent on the next lead is that lead's revenue: the marketplace was paid once for one good lead.
      expect((await buyWithoutCard(provider)).status).toBe(201);
      const afterSpend = (await t.agent.get('/api/admin/analytics').set('Authorization', admin.authorization).expect(200)).body.totalRevenue as number;
      expect(afterSpend).toBeCloseTo(before + 25);
    });
  });
});

describe('credit that covers the whole price without the no-card fallback (live mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LEAD_PRICE: '25.00', ALLOW_FALLBACK_PURCHASE: 'false' });
  });
  afterAll(() => t.close());

  it('when two purchases race for one credit that covers a lead, then one is bought with it and the other must pay', async () => {
    const provider = await createProvider(t);
    await t.database.db.insert(providerCredits).values({ providerId: provider.id, amount: '25.00' });
    const cookie = await cookieFor(t, provider);
    const [a, b] = await Promise.all([createLead(t), createLead(t)]);
    const results = await Promise.all([a, b].map((lead) => t.agent.post(`/api/leads/${lead.id}/purchase`).set('Cookie', cookie).send(form)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(201);
    expect([402, 409]).toContain(statuses[1]);
    const bought = results.find((r) => r.status === 201)!.body.purchase;
    expect(bought).toMatchObject({ amountPaid: '0.00', creditApplied: '25.00' });
    expect(await t.database.db.select().from(leadPurchases)).toHaveLength(1);
    const ledger = await t.database.db.select().from(providerCredits).where(eq(providerCredits.providerId, provider.id));
    expect(ledger.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(0);
  });
});
