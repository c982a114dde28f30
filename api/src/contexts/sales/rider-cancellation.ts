import { and, eq, sql } from 'drizzle-orm';
import { AUTOMATIC_CREDIT_REASON, AUTOMATIC_DECIDER, CANCELLABLE_STAGES, CANCELLATION_CREDIT_HOURS, RIDER_CANCELLED_CLAIM } from '@motohaul/contracts';
import type { Database, Transaction } from '../../db/database';
import { leadClaims, leadPurchases, leads, providerCredits } from '../../db/schema';
import { AppError, found } from '../../http/app-error';
import { queueCancellationAlerts, type CancellationNotice } from '../leads/leads-context';
import type { Jobs } from '../platform/platform-context';
import { fromCents } from './money';
import { openStatusToken } from './quote-status';
import { STATUS_LINK_NOT_FOUND } from './quote-status-router';

// 'I no longer need transport' (issue 47 item 3): the rider cancels their request by its status token alone.

export const ALREADY_CANCELLED = 'This request has already been cancelled.';
export const REQUEST_CLOSED = 'This request is closed, so there is nothing to cancel.';
export const TRANSPORT_DONE = 'This transport has already happened, so the request can no longer be cancelled.';
export const ONLY_THE_FIRST_LINK = 'Cancel this request from the link given with your first request.';

/** What became of the request: not bought (it left the list), or bought and what became of the fee. */
export type CancellationOutcome = 'unsold' | CancellationNotice['fee']['kind'];

/** The lead row locked for the cancellation (SELECT ... FOR UPDATE): a sale of it waits, then finds it no longer for sale. */
const lockLead = (tx: Transaction, leadId: number) =>
  tx
    .select({ status: leads.status, isArchived: leads.isArchived, cancelledAt: leads.cancelledAt, jobReference: leads.jobReference, make: leads.motorcycleMake, model: leads.motorcycleModel })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for('update');

/** The lead's purchase, locked, with what was given for it and whether the credit rule holds (the database's clock). */
const lockPurchase = (tx: Transaction, leadId: number) =>
  tx
    .select({
      id: leadPurchases.id,
      buyerId: leadPurchases.buyerId,
      salesStage: leadPurchases.salesStage,
      paidCents: sql<string>`((${leadPurchases.amountPaid} + coalesce(${leadPurchases.creditApplied}, 0)) * 100)::bigint::text`,
      creditDue: sql<boolean>`(${leadPurchases.calledAt} is null and ${leadPurchases.salesStage} = 'purchased'
        and ${leadPurchases.purchasedAt} > now() - make_interval(hours => ${CANCELLATION_CREDIT_HOURS}))`,
    })
    .from(leadPurchases)
    .where(eq(leadPurchases.leadId, leadId))
    .for('update');

/**
 * The claim the cancellation files on the purchase (one per purchase, the unique purchase_id): approved at once with
 * the fee as credit when `credit` (one ledger row per claim), else pending for an admin with the rider's reason as its
 * note. When the buyer had claimed already, a pending claim of theirs is approved the same way when the credit is due;
 * otherwise theirs stands. Answers what became of the fee.
 */
async function fileClaim(tx: Transaction, purchase: { id: number; buyerId: number }, leadId: number, reason: string, creditCents: number | null): Promise<CancellationNotice['fee']> {
  const decided = creditCents === null
    ? {}
    : { status: 'approved' as const, creditedAmount: fromCents(creditCents), creditKind: 'credit' as const, decisionReason: AUTOMATIC_CREDIT_REASON, decidedBy: AUTOMATIC_DECIDER, decidedAt: sql`now()` };
  const [filed] = await tx
    .insert(leadClaims)
    .values({ purchaseId: purchase.id, leadId, buyerId: purchase.buyerId, reason: RIDER_CANCELLED_CLAIM, note: reason, ...decided })
    .onConflictDoNothing({ target: leadClaims.purchaseId })
    .returning({ id: leadClaims.id });
  let claimId = filed?.id;
  if (!claimId && creditCents !== null) {
    const [approved] = await tx
      .update(leadClaims)
      .set(decided)
      .where(and(eq(leadClaims.purchaseId, purchase.id), eq(leadClaims.status, 'pending')))
      .returning({ id: leadClaims.id });
    claimId = approved?.id;
  }
  if (!claimId) return { kind: 'none' };
  if (creditCents === null) return { kind: 'claimed' };
  await tx.insert(providerCredits).values({ providerId: purchase.buyerId, amount: fromCents(creditCents), claimId });
  return { kind: 'credited', amount: fromCents(creditCents) };
}

/**
 * Cancels the request of a status token, once (issue 47 item 3). One transaction, the lead row locked first: a retry
 * or a racing request finds it cancelled (409), a racing sale finds it no longer for sale. Not bought, the lead is
 * archived with it (it leaves the list). Bought and not yet transported: within 2 hours of the purchase and before the
 * lead was marked Called, the fee comes back as credit through an automatic, approved claim; later, a pending claim
 * with the rider's reason. The buyer's alerts are queued in the same transaction. 404 for a token of no request, 403
 * for a repeat's token (the first request's link cancels), 409 when closed or transported.
 */
export async function cancelRequest(db: Database, jobs: Jobs, token: string, reason: string, { publicOrigin }: { publicOrigin: string }): Promise<CancellationOutcome> {
  const opened = found(await openStatusToken(db, token), STATUS_LINK_NOT_FOUND);
  if (opened.holder !== 'rider') throw new AppError(403, ONLY_THE_FIRST_LINK);
  const { leadId } = opened.request;
  return db.transaction(async (tx) => {
    const [lead] = await lockLead(tx, leadId);
    if (!lead) throw new AppError(404, STATUS_LINK_NOT_FOUND);
    if (lead.cancelledAt) throw new AppError(409, ALREADY_CANCELLED);
    const [purchase] = lead.status === 'sold' ? await lockPurchase(tx, leadId) : [];
    if (!purchase && (lead.status !== 'available' || lead.isArchived)) throw new AppError(409, REQUEST_CLOSED);
    if (purchase && !CANCELLABLE_STAGES.includes(purchase.salesStage)) throw new AppError(409, TRANSPORT_DONE);

    await tx
      .update(leads)
      .set({ cancelledAt: sql`now()`, cancellationReason: reason, ...(purchase ? {} : { isArchived: true, archivedAt: sql`now()` }) })
      .where(eq(leads.id, leadId));
    if (!purchase) {
      await queueCancellationAlerts(tx, jobs, { leadId }, { publicOrigin });
      return 'unsold';
    }
    const paidCents = Number(purchase.paidCents);
    const fee = paidCents > 0 ? await fileClaim(tx, purchase, leadId, reason, purchase.creditDue ? paidCents : null) : ({ kind: 'none' } as const);
    const vehicle = `${lead.make} ${lead.model}`.trim();
    await queueCancellationAlerts(tx, jobs, { leadId, jobReference: lead.jobReference, vehicle, reason, buyerId: purchase.buyerId, fee }, { publicOrigin });
    return fee.kind;
  });
}
