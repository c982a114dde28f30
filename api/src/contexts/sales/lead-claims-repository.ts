import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { ADMIN_CLAIMS_PAGE_SIZE, CLAIM_WINDOW_DAYS, type AdminClaim, type AdminClaimsQuery, type AdminClaimsResponse } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { leadClaims, leadPurchases, leads, providerCredits, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { classifyDatabaseError } from '../../http/database-errors';
import { auditedTransaction, type DomainEvents } from '../platform/platform-context';
import { fromCents, toCents } from './money';

export const ALREADY_CLAIMED = 'This lead has already been claimed.';
export const CLAIM_WINDOW_CLOSED = `Credits can be claimed within ${CLAIM_WINDOW_DAYS} days of purchase. This lead was bought more than ${CLAIM_WINDOW_DAYS} days ago.`;
export const NOTHING_PAID = 'Nothing was paid for this lead, so there is no credit to claim.';
export const ALREADY_DECIDED = 'This claim has already been decided.';
export const CLAIM_NOT_FOUND = 'Claim not found';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const amountOrNull = (cents: number) => (cents > 0 ? fromCents(cents) : null);

/** How an approval splits the amount given for the lead: back to the card (a Stripe refund), the rest as credit. */
export interface Approval {
  cardCents: number;
  creditCents: number;
}

export interface Decider {
  id: number;
  name: string;
}

const grantOfClaim = sql<string | null>`(select ${providerCredits.amount} from ${providerCredits} where ${providerCredits.claimId} = ${leadClaims.id})`;
const buyerClaims = sql<number>`(select count(*)::int from ${leadClaims} as other where other.buyer_id = ${leadClaims.buyerId})`;

/** The claim's row locked for a decision, with what its purchase was paid with. */
const lock = (tx: Pick<Database, 'select'>, claimId: number) =>
  tx
    .select({
      id: leadClaims.id,
      status: leadClaims.status,
      creditKind: leadClaims.creditKind,
      refundId: leadClaims.refundId,
      creditedAmount: leadClaims.creditedAmount,
      purchaseId: leadClaims.purchaseId,
      leadId: leadClaims.leadId,
      buyerId: leadClaims.buyerId,
      amountPaid: leadPurchases.amountPaid,
      creditApplied: leadPurchases.creditApplied,
      paymentIntentId: leadPurchases.paymentIntentId,
    })
    .from(leadClaims)
    .innerJoin(leadPurchases, eq(leadPurchases.id, leadClaims.purchaseId))
    .where(eq(leadClaims.id, claimId))
    .for('update', { of: leadClaims });
export type LockedClaim = Awaited<ReturnType<typeof lock>>[number];

export function createLeadClaimsRepository(db: Database, events: DomainEvents) {
  const audited = <T>(work: Parameters<typeof auditedTransaction<T>>[2]) => auditedTransaction(db, events, work);

  return {
    /**
     * Files the buyer's claim on their purchase: 404 when it is not theirs, 422 outside the window or when nothing was
     * paid, 409 when the purchase was claimed already (the unique purchase_id settles a race).
     */
    async file(ownerId: number, purchaseId: number, claim: { reason: AdminClaim['reason']; note: string }): Promise<void> {
      const [purchase] = await db
        .select({
          inWindow: sql<boolean>`${leadPurchases.purchasedAt} > now() - make_interval(days => ${CLAIM_WINDOW_DAYS})`,
          paidCents: sql<string>`((${leadPurchases.amountPaid} + coalesce(${leadPurchases.creditApplied}, 0)) * 100)::bigint::text`,
          leadId: leadPurchases.leadId,
          // Spelled out: drizzle leaves a single-table select's columns unqualified, which a subquery would misread.
          claimed: sql<boolean>`exists (select 1 from lead_claims as claimed where claimed.purchase_id = lead_purchases.id)`,
        })
        .from(leadPurchases)
        .where(and(eq(leadPurchases.id, purchaseId), eq(leadPurchases.buyerId, ownerId)));
      if (!purchase) throw new AppError(404, 'Purchase not found');
      if (purchase.claimed) throw new AppError(409, ALREADY_CLAIMED);
      if (!purchase.inWindow) throw new AppError(422, CLAIM_WINDOW_CLOSED);
      if (Number(purchase.paidCents) <= 0) throw new AppError(422, NOTHING_PAID);
      try {
        await db.insert(leadClaims).values({ purchaseId, leadId: purchase.leadId, buyerId: ownerId, reason: claim.reason, note: claim.note });
      } catch (error) {
        if (classifyDatabaseError(error)?.status === 409) throw new AppError(409, ALREADY_CLAIMED);
        throw error;
      }
    },

    /**
     * One page of the Claims view (ADR 0057): claims of a status with the evidence, pending oldest first, decided
     * newest first, after the claim `after` (keyset on created_at, id).
     */
    async page({ status, after }: AdminClaimsQuery): Promise<AdminClaimsResponse> {
      const claims = await this.list({ status }, undefined, { after, limit: ADMIN_CLAIMS_PAGE_SIZE + 1 });
      const page = claims.slice(0, ADMIN_CLAIMS_PAGE_SIZE);
      return { claims: page, nextCursor: claims.length > ADMIN_CLAIMS_PAGE_SIZE ? String(page.at(-1)!.id) : null };
    },

    /** Claims of a status (pending oldest first, decided newest first) with the evidence; one claim by `onlyId`. */
    async list({ status }: Pick<AdminClaimsQuery, 'status'>, onlyId?: number, paging?: { after: number | undefined; limit: number }): Promise<AdminClaim[]> {
      const oldestFirst = status === 'pending';
      const mark = sql`(select c.created_at, c.id from lead_claims as c where c.id = ${paging?.after ?? null})`;
      const afterMark = paging?.after === undefined ? undefined : oldestFirst ? sql`(${leadClaims.createdAt}, ${leadClaims.id}) > ${mark}` : sql`(${leadClaims.createdAt}, ${leadClaims.id}) < ${mark}`;
      const rows = await db
        .select({
          id: leadClaims.id,
          purchaseId: leadClaims.purchaseId,
          reason: leadClaims.reason,
          note: leadClaims.note,
          status: leadClaims.status,
          createdAt: leadClaims.createdAt,
          creditedAmount: leadClaims.creditedAmount,
          grant: grantOfClaim,
          refundId: leadClaims.refundId,
          decisionReason: leadClaims.decisionReason,
          decidedBy: leadClaims.decidedBy,
          decidedAt: leadClaims.decidedAt,
          buyerClaims,
          leadId: leadClaims.leadId,
          jobReference: leads.jobReference,
          customerName: leads.customerName,
          customerPhone: leads.customerPhone,
          make: leads.motorcycleMake,
          model: leads.motorcycleModel,
          year: leads.motorcycleYear,
          pickupLocation: leads.pickupLocation,
          dropoffLocation: leads.dropoffLocation,
          leadCreatedAt: leads.createdAt,
          mergedRequests: leads.mergedRequests,
          buyerId: leadClaims.buyerId,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          company: users.companyName,
          email: users.email,
          phone: users.phone,
          purchasedAt: leadPurchases.purchasedAt,
          amountPaid: leadPurchases.amountPaid,
          creditApplied: leadPurchases.creditApplied,
          paymentIntentId: leadPurchases.paymentIntentId,
          salesStage: leadPurchases.salesStage,
          salesNotes: leadPurchases.salesNotes,
          calledAt: leadPurchases.calledAt,
          bookedInAt: leadPurchases.bookedInAt,
          declinedAt: leadPurchases.declinedAt,
        })
        .from(leadClaims)
        .innerJoin(leadPurchases, eq(leadPurchases.id, leadClaims.purchaseId))
        .innerJoin(users, eq(users.id, leadClaims.buyerId))
        .leftJoin(leads, eq(leads.id, leadClaims.leadId))
        .where(and(status === 'all' ? undefined : eq(leadClaims.status, status), onlyId === undefined ? undefined : eq(leadClaims.id, onlyId), afterMark))
        .orderBy(...(oldestFirst ? [asc(leadClaims.createdAt), asc(leadClaims.id)] : [desc(leadClaims.createdAt), desc(leadClaims.id)]))
        .limit(paging?.limit ?? (onlyId === undefined ? ADMIN_CLAIMS_PAGE_SIZE : 1));

      return rows.map((row) => {
        const grantCents = row.grant === null ? 0 : toCents(row.grant);
        const totalCents = row.creditedAmount === null ? 0 : toCents(row.creditedAmount);
        return {
          id: row.id,
          purchaseId: row.purchaseId,
          reason: row.reason,
          note: row.note,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          lead: {
            id: row.leadId,
            jobReference: row.jobReference,
            customerName: row.customerName,
            customerPhone: row.customerPhone,
            vehicle: [row.year, row.make, row.model].filter(Boolean).join(' '),
            pickupLocation: row.pickupLocation,
            dropoffLocation: row.dropoffLocation,
            createdAt: iso(row.leadCreatedAt),
            mergedRequests: row.mergedRequests ?? 0,
          },
          buyer: {
            id: row.buyerId,
            name: `${row.firstName} ${row.lastName}`.trim() || row.username,
            company: row.company,
            email: row.email,
            phone: row.phone,
          },
          purchase: {
            purchasedAt: row.purchasedAt.toISOString(),
            amountPaid: row.amountPaid,
            creditApplied: row.creditApplied,
            paidByCard: row.paymentIntentId?.startsWith('pi_') ?? false,
            salesStage: row.salesStage,
            salesNotes: row.salesNotes,
            calledAt: iso(row.calledAt),
            bookedInAt: iso(row.bookedInAt),
            declinedAt: iso(row.declinedAt),
          },
          buyerClaims: row.buyerClaims,
          refundedAmount: row.status === 'approved' ? amountOrNull(totalCents - grantCents) : null,
          creditedAmount: row.status === 'approved' ? amountOrNull(grantCents) : null,
          refundId: row.refundId,
          decisionReason: row.decisionReason,
          decidedBy: row.decidedBy,
          decidedAt: iso(row.decidedAt),
        };
      });
    },

    async find(claimId: number): Promise<AdminClaim | null> {
      const [claim] = await this.list({ status: 'all' }, claimId);
      return claim ?? null;
    },

    /**
     * Approves a pending claim in one transaction, its row locked (SELECT ... FOR UPDATE): the claim turns approved
     * once, the credit part is granted (one ledger row per claim) and the decision audited. `split` decides how much
     * goes back to the card. Answers the locked claim as it was, and the split (null when it was decided before).
     */
    async approve(
      claimId: number,
      admin: Decider,
      reason: string,
      split: (claim: LockedClaim) => Approval,
    ): Promise<{ claim: LockedClaim; approval: Approval | null } | null> {
      return audited(async (tx, note) => {
        const [claim] = await lock(tx, claimId);
        if (!claim) return null;
        if (claim.status !== 'pending') return { claim, approval: null };
        const approval = split(claim);
        const totalCents = approval.cardCents + approval.creditCents;
        await tx
          .update(leadClaims)
          .set({
            status: 'approved',
            creditedAmount: fromCents(totalCents),
            creditKind: approval.cardCents > 0 ? 'refund' : 'credit',
            decisionReason: reason || null,
            decidedBy: admin.name,
            decidedAt: new Date(),
          })
          .where(eq(leadClaims.id, claimId));
        if (approval.creditCents > 0) {
          await tx.insert(providerCredits).values({ providerId: claim.buyerId, amount: fromCents(approval.creditCents), claimId });
        }
        note({
          adminUserId: admin.id,
          action: 'claim.approve',
          targetType: 'claim',
          targetId: claimId,
          details: {
            purchaseId: claim.purchaseId,
            leadId: claim.leadId,
            buyerId: claim.buyerId,
            refund: fromCents(approval.cardCents),
            credit: fromCents(approval.creditCents),
            reason: reason || null,
          },
        });
        return { claim, approval };
      });
    },

    /** Records the Stripe refund of an approved claim, once (refund_id stays the first), audited. */
    async recordRefund(claimId: number, adminId: number, refund: { id: string; cents: number }): Promise<void> {
      await audited(async (tx, note) => {
        const updated = await tx
          .update(leadClaims)
          .set({ refundId: refund.id })
          .where(and(eq(leadClaims.id, claimId), isNull(leadClaims.refundId)))
          .returning({ id: leadClaims.id });
        if (updated.length === 0) return;
        note({
          adminUserId: adminId,
          action: 'claim.refund',
          targetType: 'claim',
          targetId: claimId,
          details: { refundId: refund.id, amount: fromCents(refund.cents) },
        });
      });
    },

    /** Rejects a pending claim with the reason the provider is shown; false when it was decided before. Null when unknown. */
    async reject(claimId: number, admin: Decider, reason: string): Promise<boolean | null> {
      return audited(async (tx, note) => {
        const [claim] = await lock(tx, claimId);
        if (!claim) return null;
        if (claim.status !== 'pending') return false;
        await tx
          .update(leadClaims)
          .set({ status: 'rejected', decisionReason: reason, decidedBy: admin.name, decidedAt: new Date() })
          .where(eq(leadClaims.id, claimId));
        note({
          adminUserId: admin.id,
          action: 'claim.reject',
          targetType: 'claim',
          targetId: claimId,
          details: { purchaseId: claim.purchaseId, leadId: claim.leadId, buyerId: claim.buyerId, reason },
        });
        return true;
      });
    },
  };
}

export type LeadClaimsRepository = ReturnType<typeof createLeadClaimsRepository>;
