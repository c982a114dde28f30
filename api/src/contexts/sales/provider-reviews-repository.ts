import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DIRECTORY_LATEST_REVIEWS,
  normaliseAustralianPhone,
  REVIEW_CHANGE_DAYS,
  REVIEWABLE_STAGES,
  type AdminReview,
  type ProviderReview,
  type ProviderReviewsResponse,
  type PublicReview,
  type ReviewSummary,
  type RiderReview,
  type RiderReviewState,
} from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { leadPurchases, leads, providerReviews, users } from '../../db/schema';
import { AppError, found } from '../../http/app-error';
import { maskContactDetails, REMOVED_CONTACT_DETAILS_MARKER } from '../leads/leads-context';
import { auditedTransaction, type DomainEvents } from '../platform/platform-context';
import { STATUS_LINK_NOT_FOUND } from './quote-status-router';
import { openStatusToken } from './quote-status';

export const REVIEW_NOT_FOUND = 'Review not found';
export const ONLY_THE_RIDER_REVIEWS = 'Only the rider who made this request can review it. Use the link given with your own request.';
export const NOT_DELIVERED_YET = 'You can review the provider once your motorcycle has been delivered.';
export const REVIEW_WINDOW_CLOSED = `A review can be changed for ${REVIEW_CHANGE_DAYS} days after it was written.`;
export const OWN_BUSINESS = 'A provider cannot review their own business.';
export const REVIEW_HIDDEN = 'This review was hidden by MotoHaul and can no longer be changed.';
export const ALREADY_REPLIED = 'You have already replied to this review.';
export const ALREADY_HIDDEN = 'This review is already hidden.';
export const ALREADY_SHOWN = 'This review is already shown.';

const DAY_MS = 86_400_000;
const iso = (date: Date | null) => (date ? date.toISOString() : null);
/** Blank text is no text. */
const textOrNull = (text: string) => (text.trim() ? text : null);

/** A review's columns as every view reads them. */
const reviewColumns = {
  id: providerReviews.id,
  rating: providerReviews.rating,
  comment: providerReviews.comment,
  createdAt: providerReviews.createdAt,
  reply: providerReviews.reply,
  repliedAt: providerReviews.repliedAt,
  hiddenAt: providerReviews.hiddenAt,
};
type ReviewRow = { rating: number; comment: string | null; createdAt: Date; reply: string | null };

const publicReview = (row: ReviewRow): PublicReview => ({ rating: row.rating, comment: row.comment, createdAt: row.createdAt.toISOString(), reply: row.reply });

const samePhone = (a: string | null, b: string | null) => a !== null && b !== null && normaliseAustralianPhone(a) !== null && normaliseAustralianPhone(a) === normaliseAustralianPhone(b);
const sameEmail = (a: string | null, b: string | null) => Boolean(a?.trim() && b?.trim() && a.trim().toLowerCase() === b.trim().toLowerCase());

/** The buyer sent the request themselves: the rider's phone or email is the buyer's (their account's or the purchase's). */
const ownBusiness = (sale: { purchasePhone: string | null; accountPhone: string | null; accountEmail: string | null; riderPhone: string; riderEmail: string | null }) =>
  samePhone(sale.riderPhone, sale.purchasePhone) || samePhone(sale.riderPhone, sale.accountPhone) || sameEmail(sale.riderEmail, sale.accountEmail);

/** Why a review waits for an admin before the public sees it (ADR 0080), or null when nothing ties the quote to its buyer. */
export function heldBecause(sale: { quotedSignedInAsBuyer: boolean; quotedFromBuyersNetwork: boolean }): string | null {
  if (sale.quotedSignedInAsBuyer) return HELD_SIGNED_IN;
  if (sale.quotedFromBuyersNetwork) return HELD_SAME_NETWORK;
  return null;
}
export const HELD_SIGNED_IN = 'Held for a check: the quote was sent from a browser signed in to the buyer’s account.';
export const HELD_SAME_NETWORK = 'Held for a check: the quote was sent from the network address the buyer bought it from.';

/** Whether a review written at `createdAt` may still be changed at `now`. */
const changeUntil = (createdAt: Date) => new Date(createdAt.getTime() + REVIEW_CHANGE_DAYS * DAY_MS);

/**
 * Riders' reviews of the providers who bought their requests (issue 28 item 5, ADR 0056). Only a lead's own status
 * token reviews it (a merged repeat's token is another rider's and never does), once the buyer moved the lead to
 * delivered or later; one review per lead (the unique lead_id), changeable for 7 days, its comment masked for contact
 * details as a lead's free text is. The buyer replies once; an admin hides a review with a reason (audited).
 */
export function createProviderReviewsRepository(db: Database, events: DomainEvents) {
  /** The request a token opens with its sale's stage and buyer: 404 for a token of nothing. */
  async function openForReview(token: unknown) {
    const opened = found(await openStatusToken(db, token), STATUS_LINK_NOT_FOUND);
    if (opened.holder !== 'rider') return { holder: opened.holder, leadId: opened.request.leadId, sale: null };
    const [sale] = await db
      .select({
        salesStage: leadPurchases.salesStage,
        buyerId: leadPurchases.buyerId,
        purchasePhone: leadPurchases.buyerPhone,
        accountPhone: users.phone,
        accountEmail: users.email,
        riderPhone: leads.customerPhone,
        riderEmail: leads.customerEmail,
        // Where the quote came from against the buyer (ADR 0080): their own signed-in browser (or a team member's),
        // or the network address they bought from.
        quotedSignedInAsBuyer: sql<boolean>`exists (select 1 from ${users} q where q.id = ${leads.quoteUserId}
          and (q.id = ${leadPurchases.buyerId} or q.team_owner_id = ${leadPurchases.buyerId}))`,
        quotedFromBuyersNetwork: sql<boolean>`coalesce(${leads.quoteAddressKey} = ${leadPurchases.buyerAddressKey}, false)`,
      })
      .from(leadPurchases)
      .innerJoin(users, eq(users.id, leadPurchases.buyerId))
      .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
      .where(eq(leadPurchases.leadId, opened.request.leadId));
    return { holder: opened.holder, leadId: opened.request.leadId, sale: sale ?? null };
  }

  async function reviewOfLead(leadId: number) {
    const [row] = await db.select(reviewColumns).from(providerReviews).where(eq(providerReviews.leadId, leadId));
    return row ?? null;
  }

  const riderReview = (row: NonNullable<Awaited<ReturnType<typeof reviewOfLead>>>, now: Date): RiderReview => {
    const until = changeUntil(row.createdAt);
    return { ...publicReview(row), changeableUntil: until.toISOString(), changeable: row.hiddenAt === null && now < until };
  };

  return {
    /** GET /api/quote-status/{token}/review: whether the token may review now, and its review. */
    async riderState(token: unknown): Promise<RiderReviewState> {
      const { holder, leadId, sale } = await openForReview(token);
      if (holder !== 'rider') return { canReview: false, review: null };
      const row = await reviewOfLead(leadId);
      return {
        canReview: sale !== null && REVIEWABLE_STAGES.includes(sale.salesStage) && !ownBusiness(sale),
        review: row ? riderReview(row, new Date()) : null,
      };
    },

    /**
     * PUT /api/quote-status/{token}/review: writes the rider's review, or changes it within 7 days of its writing. The
     * insert and the change are one statement (INSERT ... ON CONFLICT (lead_id) DO UPDATE ... WHERE still changeable),
     * so two writes at once make one review.
     */
    async write(token: unknown, input: { rating: number; comment: string }): Promise<{ created: boolean; review: RiderReview }> {
      const { holder, leadId, sale } = await openForReview(token);
      if (holder !== 'rider') throw new AppError(403, ONLY_THE_RIDER_REVIEWS);
      if (!sale || !REVIEWABLE_STAGES.includes(sale.salesStage)) throw new AppError(409, NOT_DELIVERED_YET);
      if (ownBusiness(sale)) throw new AppError(403, OWN_BUSINESS);
      const comment = textOrNull(maskContactDetails(input.comment, REMOVED_CONTACT_DETAILS_MARKER));
      // A review that may be the buyer's own (issue 45 item 4) waits, hidden, for an admin, who reads why.
      const held = heldBecause(sale);
      const [written] = await db
        .insert(providerReviews)
        .values({ leadId, providerId: sale.buyerId, rating: input.rating, comment, ...(held ? { hiddenAt: sql`now()`, hiddenReason: held } : {}) })
        .onConflictDoUpdate({
          target: providerReviews.leadId,
          set: { rating: input.rating, comment, updatedAt: sql`now()` },
          setWhere: and(isNull(providerReviews.hiddenAt), sql`${providerReviews.createdAt} > now() - make_interval(days => ${REVIEW_CHANGE_DAYS})`),
        })
        .returning({ ...reviewColumns, created: sql<boolean>`(xmax = 0)` });
      if (written) return { created: written.created, review: riderReview(written, new Date()) };
      const existing = await reviewOfLead(leadId);
      throw new AppError(409, existing?.hiddenAt ? REVIEW_HIDDEN : REVIEW_WINDOW_CLOSED);
    },

    /** GET /api/provider-reviews: a provider's reviews, newest first, hidden ones marked, and the visible ones' average. */
    async ofProvider(providerId: number): Promise<ProviderReviewsResponse> {
      const rows = await db
        .select({ ...reviewColumns, jobReference: leads.jobReference })
        .from(providerReviews)
        .innerJoin(leads, eq(leads.id, providerReviews.leadId))
        .where(eq(providerReviews.providerId, providerId))
        .orderBy(desc(providerReviews.createdAt), desc(providerReviews.id));
      const reviews = rows.map((row): ProviderReview => ({
        ...publicReview(row),
        id: row.id,
        jobReference: row.jobReference,
        repliedAt: iso(row.repliedAt),
        hidden: row.hiddenAt !== null,
      }));
      const visible = reviews.filter((review) => !review.hidden);
      return { summary: { average: averageOf(visible.map((review) => review.rating)), count: visible.length }, reviews };
    },

    /** POST /api/provider-reviews/{id}/reply: the provider's one reply; 404 for a review of another provider. */
    async reply(providerId: number, reviewId: number, reply: string): Promise<void> {
      const [replied] = await db
        .update(providerReviews)
        .set({ reply, repliedAt: sql`now()` })
        .where(and(eq(providerReviews.id, reviewId), eq(providerReviews.providerId, providerId), isNull(providerReviews.reply)))
        .returning({ id: providerReviews.id });
      if (replied) return;
      const [existing] = await db
        .select({ id: providerReviews.id })
        .from(providerReviews)
        .where(and(eq(providerReviews.id, reviewId), eq(providerReviews.providerId, providerId)));
      throw existing ? new AppError(409, ALREADY_REPLIED) : new AppError(404, REVIEW_NOT_FOUND);
    },

    /** GET /api/admin/reviews: every review, newest first, with its provider and whether it is hidden and why. */
    async adminList(): Promise<AdminReview[]> {
      const rows = await db
        .select({
          ...reviewColumns,
          jobReference: leads.jobReference,
          providerId: providerReviews.providerId,
          companyName: users.companyName,
          hiddenReason: providerReviews.hiddenReason,
        })
        .from(providerReviews)
        .innerJoin(leads, eq(leads.id, providerReviews.leadId))
        .innerJoin(users, eq(users.id, providerReviews.providerId))
        .orderBy(desc(providerReviews.createdAt), desc(providerReviews.id))
        .limit(500);
      return rows.map((row) => ({
        ...publicReview(row),
        id: row.id,
        jobReference: row.jobReference,
        repliedAt: iso(row.repliedAt),
        hidden: row.hiddenAt !== null,
        providerId: row.providerId,
        companyName: row.companyName,
        hiddenReason: row.hiddenReason,
      }));
    },

    /** POST /api/admin/reviews/{id}/hide: hides a review from the public, once, with the reason in the audit log. */
    async hide(adminUserId: number, reviewId: number, reason: string): Promise<void> {
      await auditedTransaction(db, events, async (tx, note) => {
        const [hidden] = await tx
          .update(providerReviews)
          .set({ hiddenAt: sql`now()`, hiddenReason: reason })
          .where(and(eq(providerReviews.id, reviewId), isNull(providerReviews.hiddenAt)))
          .returning({ id: providerReviews.id, leadId: providerReviews.leadId, providerId: providerReviews.providerId, rating: providerReviews.rating });
        if (!hidden) {
          const [existing] = await tx.select({ id: providerReviews.id }).from(providerReviews).where(eq(providerReviews.id, reviewId));
          throw existing ? new AppError(409, ALREADY_HIDDEN) : new AppError(404, REVIEW_NOT_FOUND);
        }
        note({
          adminUserId,
          action: 'review.hide',
          targetType: 'review',
          targetId: hidden.id,
          details: { reason, leadId: hidden.leadId, buyerId: hidden.providerId, rating: hidden.rating },
        });
      });
    },

    /**
     * POST /api/admin/reviews/{id}/show: shows a hidden review again (a hide undone), audited with the reason it was
     * hidden for. The rider may change it again while its 7 days last.
     */
    async show(adminUserId: number, reviewId: number): Promise<void> {
      await auditedTransaction(db, events, async (tx, note) => {
        const [review] = await tx
          .select({ id: providerReviews.id, leadId: providerReviews.leadId, providerId: providerReviews.providerId, rating: providerReviews.rating, hiddenAt: providerReviews.hiddenAt, hiddenReason: providerReviews.hiddenReason })
          .from(providerReviews)
          .where(eq(providerReviews.id, reviewId))
          .for('update');
        if (!review) throw new AppError(404, REVIEW_NOT_FOUND);
        if (review.hiddenAt === null) throw new AppError(409, ALREADY_SHOWN);
        await tx.update(providerReviews).set({ hiddenAt: null, hiddenReason: null }).where(eq(providerReviews.id, reviewId));
        note({
          adminUserId,
          action: 'review.show',
          targetType: 'review',
          targetId: review.id,
          details: { hiddenReason: review.hiddenReason, leadId: review.leadId, buyerId: review.providerId, rating: review.rating },
        });
      });
    },
  };
}

/** The average of ratings to one decimal, null for none. */
export function averageOf(ratings: number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
}

/**
 * The public directory's reviews of these providers (ADR 0056): the visible reviews' average and count, and the latest
 * few, in one query (a window over each provider's visible reviews). Providers without reviews get an empty summary.
 */
export function createReviewSummaries(db: Database) {
  return async (providerIds: number[]): Promise<Map<number, ReviewSummary>> => {
    const summaries = new Map<number, ReviewSummary>(providerIds.map((id) => [id, { average: null, count: 0, latest: [] }]));
    if (providerIds.length === 0) return summaries;
    const ranked = db
      .select({
        providerId: providerReviews.providerId,
        rating: providerReviews.rating,
        comment: providerReviews.comment,
        createdAt: providerReviews.createdAt,
        reply: providerReviews.reply,
        place: sql<number>`row_number() over (partition by ${providerReviews.providerId} order by ${providerReviews.createdAt} desc, ${providerReviews.id} desc)`.as('place'),
        count: sql<number>`count(*) over (partition by ${providerReviews.providerId})`.mapWith(Number).as('count'),
        average: sql<string>`avg(${providerReviews.rating}) over (partition by ${providerReviews.providerId})`.as('average'),
      })
      .from(providerReviews)
      .where(and(inArray(providerReviews.providerId, providerIds), isNull(providerReviews.hiddenAt)))
      .as('ranked');
    const rows = await db.select().from(ranked).where(sql`${ranked.place} <= ${DIRECTORY_LATEST_REVIEWS}`).orderBy(ranked.providerId, ranked.place);
    for (const row of rows) {
      const summary = summaries.get(row.providerId);
      if (!summary) continue;
      summary.count = Number(row.count);
      summary.average = Math.round(Number(row.average) * 10) / 10;
      summary.latest.push(publicReview(row));
    }
    return summaries;
  };
}

export type ProviderReviewsRepository = ReturnType<typeof createProviderReviewsRepository>;
export type ReviewSummaries = ReturnType<typeof createReviewSummaries>;
