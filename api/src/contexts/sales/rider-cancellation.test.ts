import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTOMATIC_CREDIT_REASON,
  AUTOMATIC_DECIDER,
  CANCELLATION_REASON_MESSAGE,
  type AdminClaimsResponse,
  type AvailableLeadsPage,
  type CreditBalance,
  type PurchasedLead,
  type QuoteStatusResponse,
} from '@motohaul/contracts';
import { emailAlertSettings, leadClaims, leadPurchases, leads, outbox, providerCredits } from '../../db/schema';
import { createLead, createVerifiedProvider, riderQuote, type TestUser } from '../../test/factories';
import { hostileBody } from '../../test/security/hostile-input';
import { cookieFor, signedInAdmin } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventually, startTestPushService, type TestPushService } from '../leads/test-support/push-service';
import { STATUS_LINK_NOT_FOUND } from './quote-status-router';
import { ALREADY_CANCELLED, ONLY_THE_FIRST_LINK, TRANSPORT_DONE } from './rider-cancellation';
import { CANCELLATIONS_PER_TOKEN_PER_HOUR } from './rider-cancellation-router';

let phoneSuffix = 100;
const newQuote = () => riderQuote({ customerPhone: `0413 771 ${phoneSuffix++}` });
const buyerForm = { buyerName: 'Casey Provider', buyerEmail: 'casey@example.com', buyerPhone: '0400 111 222', buyerCompany: 'Casey Moto Transport' };
const REASON = 'A mate is riding it up for me';

describe("the rider's cancellation (issue 47 item 3)", () => {
  let t: TestApp;
  let provider: TestUser;
  let pushService: TestPushService;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_QUOTES: '1000000', RATE_LIMIT_EVENTS: '1000000' });
    provider = await createVerifiedProvider(t, { email: 'casey@example.com', firstName: 'Casey' });
    admin = await signedInAdmin(t);
    pushService = await startTestPushService();
  });
  afterAll(async () => {
    await pushService.close();
    await t.close();
  });
  afterEach(() => expect(pushService.errors).toEqual([]));

  const submit = async () => (await t.agent.post('/api/leads').send(newQuote()).expect(201)).body as { id: number; jobReference: string; statusToken: string };
  const buy = async (leadId: number, buyer = provider) =>
    ((await t.agent.post(`/api/leads/${leadId}/purchase`).set('Cookie', await cookieFor(t, buyer)).send(buyerForm).expect(201)).body as { purchase: PurchasedLead }).purchase;
  const cancel = (token: string, body: unknown = { reason: REASON }) => t.agent.post(`/api/quote-status/${token}/cancel`).send(body as object);
  const statusOf = async (token: string) => (await t.agent.get(`/api/quote-status/${token}`).expect(200)).body as QuoteStatusResponse;
  const claimsOf = async (leadId: number) => t.database.db.select().from(leadClaims).where(eq(leadClaims.leadId, leadId));
  const creditsOf = async (buyer: TestUser) => t.database.db.select().from(providerCredits).where(eq(providerCredits.providerId, buyer.id));
  const balanceOf = async (buyer: TestUser) => ((await t.agent.get('/api/provider-credits').set('Cookie', await cookieFor(t, buyer)).expect(200)).body as CreditBalance).balance;
  const mailsTo = async (address: string, jobReference: string) =>
    (await t.database.db.select().from(outbox).where(eq(outbox.toAddress, address))).filter((mail) => mail.subject.includes(jobReference));
  const newBuyer = (overrides: Partial<TestUser> = {}) => createVerifiedProvider(t, { email: `buyer${phoneSuffix++}@example.com`, ...overrides });

  it('when a request nobody bought is cancelled, then it leaves the available list, cannot be bought, and the status page says cancelled', async () => {
    const request = await submit();
    const cookie = await cookieFor(t, provider);
    const listed = async () => ((await t.agent.get('/api/leads?limit=100').set('Cookie', cookie).expect(200)).body as AvailableLeadsPage).leads.map((lead) => lead.id);
    expect(await listed()).toContain(request.id);
    expect((await statusOf(request.statusToken)).canCancel).toBe(true);

    const answer = (await cancel(request.statusToken, { reason: `  ${REASON}  ` }).expect(200)).body as QuoteStatusResponse;
    expect(answer).toMatchObject({ state: 'cancelled', canCancel: false, provider: null, headline: 'You cancelled this request', cancellation: { reason: REASON } });
    expect(await statusOf(request.statusToken)).toEqual(answer);
    expect(await listed()).not.toContain(request.id);
    await t.agent.post(`/api/leads/${request.id}/purchase`).set('Cookie', cookie).send(buyerForm).expect(409);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, request.id));
    expect(row).toMatchObject({ status: 'available', isArchived: true, cancellationReason: REASON });
    expect(await claimsOf(request.id)).toEqual([]);
  });

  it('when the buyer bought it less than 2 hours ago and has not called, then the fee comes back as credit through an automatic claim the admin sees, and the buyer is mailed', async () => {
    const buyer = await newBuyer({ firstName: 'Robin' });
    const request = await submit();
    const purchase = await buy(request.id, buyer);
    const fee = purchase.amountPaid;
    expect(Number(fee)).toBeGreaterThan(0);

    const answer = (await cancel(request.statusToken).expect(200)).body as QuoteStatusResponse;
    expect(answer).toMatchObject({ state: 'cancelled', stage: null, provider: null, canCancel: false });

    const [claim] = await claimsOf(request.id);
    expect(claim).toMatchObject({ reason: 'rider_cancelled', note: REASON, status: 'approved', creditKind: 'credit', creditedAmount: fee, decidedBy: AUTOMATIC_DECIDER, decisionReason: AUTOMATIC_CREDIT_REASON });
    expect((await creditsOf(buyer)).map((row) => [row.amount, row.claimId])).toEqual([[fee, claim!.id]]);
    expect(await balanceOf(buyer)).toBe(fee);

    const listed = (await t.agent.get('/api/admin/claims?status=all').set('Authorization', admin.authorization).expect(200)).body as AdminClaimsResponse;
    expect(listed.claims.find((item) => item.id === claim!.id)).toMatchObject({ reason: 'rider_cancelled', note: REASON, status: 'approved', decidedBy: AUTOMATIC_DECIDER, creditedAmount: fee });

    const mine = (await t.agent.get('/api/my-purchased-leads').set('Cookie', await cookieFor(t, buyer)).expect(200)).body as PurchasedLead[];
    const crm = mine.find((item) => item.id === purchase.id)!;
    expect(crm.riderCancellation).toMatchObject({ reason: REASON });
    expect(crm.claim).toMatchObject({ reason: 'rider_cancelled', status: 'approved', creditedAmount: fee });

    // Default alert settings mail at once (no digest), with the reason and the credit.
    const [mail] = await mailsTo(buyer.email!, request.jobReference);
    expect(mail!.kind).toBe('rider_cancellation');
    expect(mail!.textBody).toContain('Hi Robin,');
    expect(mail!.textBody).toContain(REASON);
    expect(mail!.textBody).toContain(`$${fee} lead fee is back as credit`);
  });

  it('when the buyer has already marked it Called, then the cancellation is an ordinary pending claim with the reason, and no credit', async () => {
    const buyer = await newBuyer();
    const request = await submit();
    const purchase = await buy(request.id, buyer);
    await t.agent.patch(`/api/lead-purchases/${purchase.id}/sales-stage`).set('Cookie', await cookieFor(t, buyer)).send({ salesStage: 'called' }).expect(200);

    await cancel(request.statusToken).expect(200);
    expect(await claimsOf(request.id)).toMatchObject([{ reason: 'rider_cancelled', note: REASON, status: 'pending', creditedAmount: null, decidedBy: null }]);
    expect(await creditsOf(buyer)).toEqual([]);
    const [mail] = await mailsTo(buyer.email!, request.jobReference);
    expect(mail!.textBody).toContain('A claim for the lead fee');
  });

  it('when the purchase is more than 2 hours old, then it is an ordinary pending claim; at 1 hour 59 it is credited', async () => {
    const buyer = await newBuyer();
    const late = await submit();
    const latePurchase = await buy(late.id, buyer);
    await t.database.db.update(leadPurchases).set({ purchasedAt: sql`now() - interval '2 hours 1 minute'` }).where(eq(leadPurchases.id, latePurchase.id));
    await cancel(late.statusToken).expect(200);
    expect(await claimsOf(late.id)).toMatchObject([{ status: 'pending', note: REASON }]);

    const inTime = await submit();
    const inTimePurchase = await buy(inTime.id, buyer);
    await t.database.db.update(leadPurchases).set({ purchasedAt: sql`now() - interval '1 hour 59 minutes'` }).where(eq(leadPurchases.id, inTimePurchase.id));
    await cancel(inTime.statusToken).expect(200);
    expect(await claimsOf(inTime.id)).toMatchObject([{ status: 'approved', decidedBy: AUTOMATIC_DECIDER }]);
    expect(await creditsOf(buyer)).toHaveLength(1);
  });

  it('when the same cancellation is sent four times at once and again later, then one succeeds, the rest are 409, and the credit is granted once', async () => {
    const buyer = await newBuyer();
    const request = await submit();
    const purchase = await buy(request.id, buyer);
    const answers = await Promise.all([1, 2, 3, 4].map(() => cancel(request.statusToken)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ message: ALREADY_CANCELLED });
    expect((await cancel(request.statusToken).expect(409)).body).toEqual({ message: ALREADY_CANCELLED });

    expect(await claimsOf(request.id)).toHaveLength(1);
    expect((await creditsOf(buyer)).map((row) => row.amount)).toEqual([purchase.amountPaid]);
    expect(await balanceOf(buyer)).toBe(purchase.amountPaid);
    expect(await mailsTo(buyer.email!, request.jobReference)).toHaveLength(1);
  });

  it('when the rider cancels while a provider buys, then either the sale is refused or the bought lead is credited, exactly once', async () => {
    for (let round = 0; round < 4; round++) {
      const buyer = await newBuyer();
      const request = await submit();
      const cookie = await cookieFor(t, buyer);
      const [sale, cancelled] = await Promise.all([
        t.agent.post(`/api/leads/${request.id}/purchase`).set('Cookie', cookie).send(buyerForm),
        cancel(request.statusToken),
      ]);
      expect(cancelled.status).toBe(200);
      const claims = await claimsOf(request.id);
      if (sale.status === 201) {
        expect(claims).toMatchObject([{ status: 'approved', decidedBy: AUTOMATIC_DECIDER }]);
        expect(await creditsOf(buyer)).toHaveLength(1);
      } else {
        expect(sale.status).toBe(409);
        expect(claims).toEqual([]);
        expect(await t.database.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, request.id))).toEqual([]);
      }
    }
  });

  it('when the buyer had already claimed and the credit is due, then their pending claim is approved once; a decided claim stands', async () => {
    const buyer = await newBuyer();
    const request = await submit();
    const purchase = await buy(request.id, buyer);
    await t.agent.post(`/api/lead-purchases/${purchase.id}/claim`).set('Cookie', await cookieFor(t, buyer)).send({ reason: 'unreachable', note: 'No answer' }).expect(201);
    await cancel(request.statusToken).expect(200);
    expect(await claimsOf(request.id)).toMatchObject([{ reason: 'unreachable', status: 'approved', decidedBy: AUTOMATIC_DECIDER }]);
    expect(await creditsOf(buyer)).toHaveLength(1);
  });

  it('when a purchase spent nothing (a free claim), then no claim is filed, and the buyer is still told', async () => {
    const buyer = await newBuyer();
    const request = await submit();
    const purchase = await buy(request.id, buyer);
    await t.database.db.update(leadPurchases).set({ amountPaid: '0.00', creditApplied: null }).where(eq(leadPurchases.id, purchase.id));
    await cancel(request.statusToken).expect(200);
    expect(await claimsOf(request.id)).toEqual([]);
    expect(await mailsTo(buyer.email!, request.jobReference)).toHaveLength(1);
  });

  it('when the buyer has a push device and their email alerts are off, then the device is pushed under the lead tag and no mail is written', async () => {
    const buyer = await newBuyer();
    await t.database.db.insert(emailAlertSettings).values({ userId: buyer.id, frequency: 'off' });
    const device = pushService.device(`cancel-phone-${buyer.id}`);
    await t.agent.post('/api/push-subscriptions').set('Cookie', await cookieFor(t, buyer)).send(device.subscription).expect(201);
    const request = await submit();
    await buy(request.id, buyer);

    await cancel(request.statusToken).expect(200);
    // (The device was also told of the new lead and its sale, under the same tag: the cancellation replaces them.)
    const told = () => device.received().filter((push) => push.payload.type === 'lead_cancelled');
    await eventually(() => told().length === 1);
    expect(told()[0]!.payload).toMatchObject({
      type: 'lead_cancelled',
      tag: `lead-${request.id}`,
      url: `/dashboard/leads/${request.jobReference}`,
      title: 'Cancelled by the rider: Honda CBR650R',
    });
    expect(told()[0]!.payload.body).toContain('back as credit');
    expect(await mailsTo(buyer.email!, request.jobReference)).toEqual([]);
  });

  it('when the transport has happened (delivered or later), then it cannot be cancelled (409) and nothing changes', async () => {
    const request = await submit();
    const purchase = await buy(request.id);
    await t.agent.patch(`/api/lead-purchases/${purchase.id}/sales-stage`).set('Cookie', await cookieFor(t, provider)).send({ salesStage: 'delivered' }).expect(200);
    expect((await statusOf(request.statusToken)).canCancel).toBe(false);
    expect((await cancel(request.statusToken).expect(409)).body).toEqual({ message: TRANSPORT_DONE });
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, request.id));
    expect(row!.cancelledAt).toBeNull();
    expect(await claimsOf(request.id)).toEqual([]);
  });

  it('when the reason is missing, blank, too long or not text, then 400 names the field and nothing is cancelled', async () => {
    // Two requests: one token has a few tries an hour.
    const request = await submit();
    const other = await submit();
    for (const [index, body] of [{}, { reason: '   ' }, { reason: 42 }, { reason: null }, { reason: 'x'.repeat(501) }].entries()) {
      const res = await cancel(index < 3 ? request.statusToken : other.statusToken, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {})).toEqual(['reason']);
    }
    expect((await cancel(request.statusToken, {}).expect(400)).body.fieldErrors.reason).toEqual([CANCELLATION_REASON_MESSAGE]);
    expect((await cancel(other.statusToken, ['a reason']).expect(400)).body.message).toEqual(expect.any(String));
    expect((await statusOf(request.statusToken)).state).toBe('waiting');
    expect((await statusOf(other.statusToken)).state).toBe('waiting');
  });

  it('when the body is generated hostile JSON, then it never answers 5xx, and a refusal cancels nothing', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody(['reason']), async (body) => {
        const lead = await createLead(t, { statusToken: randomBytes(24).toString('base64url') });
        const res = await t.agent.post(`/api/quote-status/${lead.statusToken}/cancel`).set('Content-Type', 'application/json').send(JSON.stringify(body));
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        const [row] = await t.database.db.select({ cancelledAt: leads.cancelledAt }).from(leads).where(eq(leads.id, lead.id));
        expect(row!.cancelledAt === null, String(res.status)).toBe(res.status >= 400);
      }),
      { numRuns: 25 },
    );
  });

  it('when the token is unknown, malformed or a repeat’s, or only a session is shown, then nothing is cancelled: the token alone authorises', async () => {
    const request = await submit();
    expect((await cancel('A'.repeat(32)).expect(404)).body).toEqual({ message: STATUS_LINK_NOT_FOUND });
    await cancel('not-a-token').expect(404);
    await cancel('%E0%A4%A').expect(404);
    // The buyer's or an admin's session opens no request without its token.
    const sold = await submit();
    await buy(sold.id);
    await t.agent.post('/api/quote-status//cancel').set('Cookie', await cookieFor(t, provider)).send({ reason: REASON }).expect(404);
    // The same rider's repeat request merged into the lead (ADR 0046) has its own token, which does not cancel.
    const repeat = (await t.agent.post('/api/leads').send({ ...riderQuote({ customerPhone: '0413 999 000' }) }).expect(201)).body as { statusToken: string };
    const again = (await t.agent.post('/api/leads').send({ ...riderQuote({ customerPhone: '0413 999 000' }) }).expect(201)).body as { statusToken: string };
    expect(again.statusToken).not.toBe(repeat.statusToken);
    expect((await cancel(again.statusToken).expect(403)).body).toEqual({ message: ONLY_THE_FIRST_LINK });
    expect((await statusOf(repeat.statusToken)).state).toBe('waiting');
    expect((await statusOf(request.statusToken)).state).toBe('waiting');
  });
});

describe('the cancellation is rate-limited (issue 47 item 3)', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it(`when one token tries more than ${CANCELLATIONS_PER_TOKEN_PER_HOUR} times an hour, then it gets 429 with Retry-After`, async () => {
    t = await createTestApp({ RATE_LIMIT_QUOTES: '1000' });
    const token = 'T'.repeat(32);
    for (let i = 0; i < CANCELLATIONS_PER_TOKEN_PER_HOUR; i++) await t.agent.post(`/api/quote-status/${token}/cancel`).send({ reason: REASON }).expect(404);
    const limited = await t.agent.post(`/api/quote-status/${token}/cancel`).send({ reason: REASON }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another token from the same address is not held back by it.
    await t.agent.post(`/api/quote-status/${'U'.repeat(32)}/cancel`).send({ reason: REASON }).expect(404);
  });

  it('when one address sends more cancellations than the public writes allow, then it gets 429 before the token is looked at', async () => {
    t = await createTestApp({ RATE_LIMIT_QUOTES: '3' });
    const lead = await createLead(t, { statusToken: 'V'.repeat(32) });
    for (let i = 0; i < 3; i++) await t.agent.post(`/api/quote-status/${'W'.repeat(31)}${i}/cancel`).send({ reason: REASON }).expect(404);
    await t.agent.post(`/api/quote-status/${'V'.repeat(32)}/cancel`).send({ reason: REASON }).expect(429);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.cancelledAt).toBeNull();
  });
});
