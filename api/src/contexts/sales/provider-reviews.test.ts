import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReviewsResponse, ProviderDirectoryResponse, ProviderReviewsResponse, RiderReview, RiderReviewState } from '@motohaul/contracts';
import { adminAuditLog, providerReviews } from '../../db/schema';
import { createTeamMember, createVerifiedProvider, riderQuote, type TestUser } from '../../test/factories';
import { cookieFor, signedInAdmin } from '../../test/sign-in';
import { hostileBody, hostileRawText } from '../../test/security/hostile-input';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CONTACT_DETAILS_MARKER, REMOVED_CONTACT_DETAILS_MARKER } from '../leads/lead-masking';
import { ALREADY_HIDDEN, ALREADY_REPLIED, ALREADY_SHOWN, HELD_SAME_NETWORK, HELD_SIGNED_IN, NOT_DELIVERED_YET, ONLY_THE_RIDER_REVIEWS, OWN_BUSINESS, REVIEW_HIDDEN, REVIEW_WINDOW_CLOSED } from './provider-reviews-repository';

let phoneSuffix = 100;
/** A rider's quote; each call a different rider unless the same quote is sent again (a repeat, ADR 0046). */
const newQuote = () => riderQuote({ customerPhone: `0412 559 ${phoneSuffix++}`, customerAddress: '9 Private Lane, Parramatta NSW 2150' });
const buyerForm = { buyerName: 'Casey Provider', buyerEmail: 'casey@example.com', buyerPhone: '0400 111 222', buyerCompany: 'Casey Moto Transport' };

describe('riders review the provider who bought their request (ADR 0056)', () => {
  let t: TestApp;
  let provider: TestUser;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeAll(async () => {
    // One proxy hop: a rider's quote says where it came from (X-Forwarded-For), as behind the load balancer.
    t = await createTestApp({ RATE_LIMIT_QUOTES: '1000000', RATE_LIMIT_EVENTS: '1000000', TRUST_PROXY_HOPS: '1' });
    provider = await createVerifiedProvider(t, {
      companyName: 'Casey Moto Transport',
      serviceLocation: 'Parramatta NSW 2150',
      isVerified: true,
      phone: '0411000999',
    });
    admin = await signedInAdmin(t);
  });
  afterAll(() => t.close());

  /** The buyer's own network: where its purchases come from. */
  const BUYER_ADDRESS = '198.51.100.20';
  const RIDER_ADDRESS = '203.0.113.7';
  /** A rider's quote, from the rider's own network (not the provider's: ADR 0080). */
  const submit = async (quote: object = newQuote(), from = RIDER_ADDRESS) =>
    (await t.agent.post('/api/leads').set('X-Forwarded-For', from).send(quote).expect(201)).body as { id: number; jobReference: string; statusToken: string };
  const buy = async (leadId: number) =>
    ((await t.agent.post(`/api/leads/${leadId}/purchase`).set('X-Forwarded-For', BUYER_ADDRESS).set('Cookie', await cookieFor(t, provider)).send(buyerForm).expect(201)).body as {
      purchase: { id: number };
    }).purchase;
  const moveTo = async (purchaseId: number, salesStage: string) =>
    t.agent.patch(`/api/lead-purchases/${purchaseId}/sales-stage`).set('Cookie', await cookieFor(t, provider)).send({ salesStage }).expect(200);
  const stateOf = async (token: string) => (await t.agent.get(`/api/quote-status/${token}/review`).expect(200)).body as RiderReviewState;
  const review = (token: string, body: object) => t.agent.put(`/api/quote-status/${token}/review`).send(body);
  /** A request bought by the provider and moved to `stage`. */
  const delivered = async (stage = 'delivered') => {
    const created = await submit();
    const purchase = await buy(created.id);
    await moveTo(purchase.id, stage);
    return { ...created, purchaseId: purchase.id };
  };
  const mine = async () => (await t.agent.get('/api/provider-reviews').set('Cookie', await cookieFor(t, provider)).expect(200)).body as ProviderReviewsResponse;

  it('when the request is waiting, bought or only booked, then the rider may not review yet (409), and nothing is stored', async () => {
    const waiting = await submit();
    expect(await stateOf(waiting.statusToken)).toEqual({ canReview: false, review: null });
    expect((await review(waiting.statusToken, { rating: 5 }).expect(409)).body).toEqual({ message: NOT_DELIVERED_YET });

    const booked = await submit();
    const purchase = await buy(booked.id);
    for (const stage of ['purchased', 'called', 'booked_in', 'declined']) {
      await moveTo(purchase.id, stage);
      expect((await stateOf(booked.statusToken)).canReview, stage).toBe(false);
      await review(booked.statusToken, { rating: 4 }).expect(409);
    }
    const stored = await t.database.db.select().from(providerReviews).where(eq(providerReviews.leadId, booked.id));
    expect(stored).toEqual([]);
  });

  it('when the buyer moved the lead to delivered or later, then the rider reviews it once, for the buyer, and may change it', async () => {
    for (const stage of ['delivered', 'invoice_paid', 'finalised']) {
      const request = await delivered(stage);
      expect(await stateOf(request.statusToken), stage).toEqual({ canReview: true, review: null });

      const first = await review(request.statusToken, { rating: 4, comment: 'On time and careful' }).expect(201);
      expect(first.body).toMatchObject({ rating: 4, comment: 'On time and careful', reply: null, changeable: true } satisfies Partial<RiderReview>);
      const changed = await review(request.statusToken, { rating: 5, comment: '' }).expect(200);
      expect(changed.body).toMatchObject({ rating: 5, comment: null, createdAt: first.body.createdAt });

      const rows = await t.database.db.select().from(providerReviews).where(eq(providerReviews.leadId, request.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ providerId: provider.id, rating: 5 });
      expect((await stateOf(request.statusToken)).review).toMatchObject({ rating: 5, changeable: true });
    }
  });

  it('when the same rider sends two reviews at once, then one review is stored', async () => {
    const request = await delivered();
    const answers = await Promise.all([1, 2, 3, 4, 5].map((rating) => review(request.statusToken, { rating })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await t.database.db.select().from(providerReviews).where(eq(providerReviews.leadId, request.id))).toHaveLength(1);
  });

  it('when 7 days have passed since the review was written, then it can no longer be changed (409) and says so', async () => {
    const request = await delivered();
    await review(request.statusToken, { rating: 3 }).expect(201);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await t.database.db.update(providerReviews).set({ createdAt: eightDaysAgo }).where(eq(providerReviews.leadId, request.id));

    expect((await review(request.statusToken, { rating: 1 }).expect(409)).body).toEqual({ message: REVIEW_WINDOW_CLOSED });
    expect((await stateOf(request.statusToken)).review).toMatchObject({ rating: 3, changeable: false, changeableUntil: new Date(eightDaysAgo.getTime() + 7 * 86_400_000).toISOString() });

    // Six days on, it still can.
    await t.database.db.update(providerReviews).set({ createdAt: new Date(Date.now() - 6 * 86_400_000) }).where(eq(providerReviews.leadId, request.id));
    await review(request.statusToken, { rating: 2 }).expect(200);
  });

  it('when the comment holds contact details, then they are masked as in a lead’s free text, in storage and every answer', async () => {
    const request = await delivered();
    const comment = 'Great job, call me on 0412 345 678 or mail kim@example.com for the next one';
    const written = (await review(request.statusToken, { rating: 5, comment }).expect(201)).body as RiderReview;
    // A public review promises nothing after a purchase: the details are said to be removed.
    expect(written.comment).toContain(REMOVED_CONTACT_DETAILS_MARKER);
    expect(written.comment).not.toContain(CONTACT_DETAILS_MARKER);
    const [row] = await t.database.db.select().from(providerReviews).where(eq(providerReviews.leadId, request.id));
    for (const text of [written.comment, row?.comment, JSON.stringify(await mine())]) {
      expect(text).not.toContain('0412');
      expect(text).not.toContain('kim@example.com');
    }
    expect(row?.comment).toContain('Great job');
  });

  it('when a merged repeat’s token, a provider’s session or a token of nothing tries to review, then it is refused', async () => {
    const quote = newQuote();
    const rider = await submit(quote);
    const purchase = await buy(rider.id);
    await moveTo(purchase.id, 'delivered');
    const repeat = (await t.agent.post('/api/leads').send(quote).expect(201)).body as { statusToken: string };
    expect(repeat.statusToken).not.toBe(rider.statusToken);

    expect(await stateOf(repeat.statusToken)).toEqual({ canReview: false, review: null });
    expect((await review(repeat.statusToken, { rating: 1 }).expect(403)).body).toEqual({ message: ONLY_THE_RIDER_REVIEWS });
    // The buyer's own account has no way in: a session does not stand for a token.
    const cookie = await cookieFor(t, provider);
    await t.agent.put(`/api/quote-status/${repeat.statusToken}/review`).set('Cookie', cookie).send({ rating: 5 }).expect(403);
    for (const token of ['A'.repeat(32), 'short', `${rider.statusToken}x`]) {
      expect((await review(token, { rating: 5 }).expect(404)).body).toEqual({ message: 'This status link is not valid' });
      await t.agent.get(`/api/quote-status/${token}/review`).expect(404);
    }
    expect(await t.database.db.select().from(providerReviews).where(eq(providerReviews.leadId, rider.id))).toEqual([]);
  });

  it('when the buyer sent the request themselves (the phone of their purchase or account as the rider’s), then its token may not review their business', async () => {
    for (const rider of [{ customerPhone: '0400 111 222' }, { customerPhone: '0411 000 999' }]) {
      const own = await submit({ ...newQuote(), ...rider });
      const purchase = await buy(own.id);
      await moveTo(purchase.id, 'delivered');
      expect(await stateOf(own.statusToken)).toEqual({ canReview: false, review: null });
      expect((await review(own.statusToken, { rating: 5 }).expect(403)).body).toEqual({ message: OWN_BUSINESS });
    }
  });

  it('when the body is bad, then 400 with field errors and nothing stored', async () => {
    const request = await delivered();
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: '5' }, { rating: 5, comment: 'x'.repeat(1001) }, { rating: 5, comment: 7 }]) {
      const res = await review(request.statusToken, body).expect(400);
      expect(res.body.message, JSON.stringify(body)).toEqual(expect.any(String));
    }
    expect(await t.database.db.select().from(providerReviews).where(eq(providerReviews.leadId, request.id))).toEqual([]);
  });

  it('when hostile bodies or tokens are sent, then nothing answers 5xx and no review is stored', async () => {
    const request = await delivered();
    await fc.assert(
      fc.asyncProperty(hostileBody(['rating', 'comment']), async (body) => {
        const res = await t.agent
          .put(`/api/quote-status/${request.statusToken}/review`)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body ?? null));
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 30 },
    );
    await fc.assert(
      // Percent-encoded, a token past about 5 KB makes a request line Node itself refuses (431), before any route.
      fc.asyncProperty(hostileRawText.filter((text) => text !== '' && Buffer.byteLength(text) <= 2000), async (text) => {
        const segment = [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
        expect((await t.agent.put(`/api/quote-status/${segment}/review`).send({ rating: 5 })).status).toBe(404);
      }),
      { numRuns: 20 },
    );
    const stored = await t.database.db.select().from(providerReviews).where(eq(providerReviews.leadId, request.id));
    expect(stored.every((row) => Number.isInteger(row.rating) && row.rating >= 1 && row.rating <= 5)).toBe(true);
  });

  it('when the provider replies, then once only, only to their own, and the directory shows the average, count and latest reviews', async () => {
    const other = await createVerifiedProvider(t, { companyName: 'Other Moto', serviceLocation: 'Parramatta NSW 2150', isVerified: true });
    const before = await mine();
    const a = await delivered();
    const b = await delivered();
    await review(a.statusToken, { rating: 2, comment: 'Late' }).expect(201);
    await review(b.statusToken, { rating: 5, comment: 'Superb' }).expect(201);

    const listed = await mine();
    expect(listed.summary.count).toBe(before.summary.count + 2);
    const reviewB = listed.reviews.find((item) => item.jobReference === b.jobReference)!;
    expect(reviewB).toMatchObject({ rating: 5, comment: 'Superb', reply: null, hidden: false });

    const reply = async (user: TestUser, id: number, body: object, status: number) =>
      t.agent.post(`/api/provider-reviews/${id}/reply`).set('Cookie', await cookieFor(t, user)).send(body).expect(status);
    await reply(other, reviewB.id, { reply: 'Not mine' }, 404);
    await reply(provider, reviewB.id, { reply: '  ' }, 400);
    const replied = (await reply(provider, reviewB.id, { reply: 'Thank you, Liam!' }, 200)).body as ProviderReviewsResponse;
    expect(replied.reviews.find((item) => item.id === reviewB.id)).toMatchObject({ reply: 'Thank you, Liam!', repliedAt: expect.any(String) });
    expect((await reply(provider, reviewB.id, { reply: 'Again' }, 409)).body).toEqual({ message: ALREADY_REPLIED });
    // A team member reads the owner's reviews, but the reply is the owner's.
    const member = await createTeamMember(t, provider);
    const seenByMember = (await t.agent.get('/api/provider-reviews').set('Cookie', await cookieFor(t, member)).expect(200)).body as ProviderReviewsResponse;
    expect(seenByMember.summary.count).toBe(listed.summary.count);
    await reply(member, reviewB.id, { reply: 'Team' }, 403);
    await t.agent.get('/api/provider-reviews').expect(401);

    const directory = (await t.agent.get('/api/providers/directory').expect(200)).body as ProviderDirectoryResponse;
    const entry = directory.providers.find((item) => item.id === provider.id)!;
    const ratings = listed.reviews.filter((item) => !item.hidden).map((item) => item.rating);
    expect(entry.reviews.count).toBe(ratings.length);
    expect(entry.reviews.average).toBe(Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10);
    expect(entry.reviews.latest.length).toBe(Math.min(3, ratings.length));
    expect(entry.reviews.latest[0]).toMatchObject({ rating: 5, comment: 'Superb', reply: 'Thank you, Liam!' });
    expect(directory.providers.find((item) => item.id === other.id)?.reviews).toEqual({ average: null, count: 0, latest: [] });
    expect(JSON.stringify(entry.reviews)).not.toMatch(/jobReference|Liam Nguyen|0412/);
  });

  it("when the quote came from the buyer's own signed-in browser, then the review waits hidden for an admin, who reads why and may show it", async () => {
    const fromBuyersBrowser = (await t.agent.post('/api/leads').set('X-Forwarded-For', RIDER_ADDRESS).set('Cookie', await cookieFor(t, provider)).send(newQuote()).expect(201)).body as {
      id: number;
      statusToken: string;
    };
    const purchase = await buy(fromBuyersBrowser.id);
    await moveTo(purchase.id, 'delivered');
    await review(fromBuyersBrowser.statusToken, { rating: 5, comment: 'Best in the business' }).expect(201);
    const [row] = await t.database.db.select().from(providerReviews).where(eq(providerReviews.leadId, fromBuyersBrowser.id));
    expect(row).toMatchObject({ hiddenReason: HELD_SIGNED_IN });
    expect(row!.hiddenAt).toBeInstanceOf(Date);
    const { reviews } = (await t.agent.get('/api/admin/reviews').set('Authorization', admin.authorization).expect(200)).body as AdminReviewsResponse;
    expect(reviews.find((item) => item.id === row!.id)).toMatchObject({ hidden: true, hiddenReason: HELD_SIGNED_IN });
    await t.agent.post(`/api/admin/reviews/${row!.id}/show`).set('Authorization', admin.authorization).expect(200);
  });

  it("when the quote came from the network address the buyer bought it from, then the review waits hidden for an admin", async () => {
    const fromBuyersNetwork = await submit(newQuote(), BUYER_ADDRESS);
    const purchase = await buy(fromBuyersNetwork.id);
    await moveTo(purchase.id, 'delivered');
    await review(fromBuyersNetwork.statusToken, { rating: 5 }).expect(201);
    const [row] = await t.database.db.select().from(providerReviews).where(eq(providerReviews.leadId, fromBuyersNetwork.id));
    expect(row).toMatchObject({ hiddenReason: HELD_SAME_NETWORK });
  });

  it('when an admin hides a review with a reason, then the public no longer sees it, the rider cannot change it, and the audit log says why', async () => {
    const request = await delivered();
    await review(request.statusToken, { rating: 1, comment: 'Rude words here' }).expect(201);
    const { reviews } = (await t.agent.get('/api/admin/reviews').set('Authorization', admin.authorization).expect(200)).body as AdminReviewsResponse;
    const target = reviews.find((item) => item.jobReference === request.jobReference)!;
    expect(target).toMatchObject({ providerId: provider.id, companyName: 'Casey Moto Transport', hidden: false, hiddenReason: null });

    await t.agent.get('/api/admin/reviews').expect(401);
    await t.agent.post(`/api/admin/reviews/${target.id}/hide`).set('Cookie', await cookieFor(t, provider)).send({ reason: 'x' }).expect(401);
    await t.agent.post(`/api/admin/reviews/${target.id}/hide`).set('Authorization', admin.authorization).send({ reason: ' ' }).expect(400);
    await t.agent.post('/api/admin/reviews/999999/hide').set('Authorization', admin.authorization).send({ reason: 'Abuse' }).expect(404);
    const hidden = (await t.agent.post(`/api/admin/reviews/${target.id}/hide`).set('Authorization', admin.authorization).send({ reason: 'Abusive language' }).expect(200))
      .body as AdminReviewsResponse;
    expect(hidden.reviews.find((item) => item.id === target.id)).toMatchObject({ hidden: true, hiddenReason: 'Abusive language' });
    expect((await t.agent.post(`/api/admin/reviews/${target.id}/hide`).set('Authorization', admin.authorization).send({ reason: 'Again' }).expect(409)).body).toEqual({
      message: ALREADY_HIDDEN,
    });

    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'review.hide'), eq(adminAuditLog.targetId, target.id)));
    expect(entry).toMatchObject({ adminUserId: admin.admin.id, targetType: 'review', details: { reason: 'Abusive language', leadId: request.id, rating: 1 } });

    const directory = (await t.agent.get('/api/providers/directory').expect(200)).body as ProviderDirectoryResponse;
    expect(JSON.stringify(directory)).not.toContain('Rude words');
    expect((await mine()).reviews.find((item) => item.id === target.id)).toMatchObject({ hidden: true });
    expect((await review(request.statusToken, { rating: 5 }).expect(409)).body).toEqual({ message: REVIEW_HIDDEN });
    expect((await stateOf(request.statusToken)).review).toMatchObject({ rating: 1, changeable: false });

    // Shown again (a hide undone): public again, changeable again within its 7 days, audited with the old reason.
    await t.agent.post(`/api/admin/reviews/${target.id}/show`).set('Cookie', await cookieFor(t, provider)).send({}).expect(401);
    await t.agent.post('/api/admin/reviews/999999/show').set('Authorization', admin.authorization).send({}).expect(404);
    const shown = (await t.agent.post(`/api/admin/reviews/${target.id}/show`).set('Authorization', admin.authorization).send({}).expect(200)).body as AdminReviewsResponse;
    expect(shown.reviews.find((item) => item.id === target.id)).toMatchObject({ hidden: false, hiddenReason: null });
    expect((await t.agent.post(`/api/admin/reviews/${target.id}/show`).set('Authorization', admin.authorization).send({}).expect(409)).body).toEqual({
      message: ALREADY_SHOWN,
    });
    const [shownEntry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'review.show'), eq(adminAuditLog.targetId, target.id)));
    expect(shownEntry).toMatchObject({ adminUserId: admin.admin.id, targetType: 'review', details: { hiddenReason: 'Abusive language', leadId: request.id, rating: 1 } });
    expect(JSON.stringify((await t.agent.get('/api/providers/directory').expect(200)).body)).toContain('Rude words');
    expect((await stateOf(request.statusToken)).review).toMatchObject({ rating: 1, changeable: true });
  });
});
