import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ManualLeadResponse, manualLeadSchema, PipelinePage, PipelinePageRequest, PipelineSummary, PurchasedLead, SalesStage } from '@motohaul/contracts';
import type { InferOutput } from 'valibot';
import type { Database } from '../../db/database';
import { discountCodes, leadClaims, leadPurchases, leads, users } from '../../db/schema';
import { classifyDatabaseError } from '../../http/database-errors';
import { claimOfPurchase, joinedPurchases, leadOfPurchase, purchasedLeadColumns, toPurchasedLead } from './purchased-lead-view';
import type { AuthenticatedUser } from '../accounts/accounts-context';
import type { Jobs } from '../platform/platform-context';
import { insertManualLead, sellLead } from '../leads/leads-context';
import { fromCents, toCents } from './money';
import { recordSpend, reserveCredit, type CreditRule } from './credit-ledger';
import { checkSpendCap, type CapExceeded } from './spend-caps';
import { queuePriceSample } from './price-guide-samples';
import { pipelinePageQuery, pipelineSummaryQuery, pipelineTotalQuery, purchaseLookupQuery, type PipelineRange } from './pipeline-queries';
import { endTripOffTheRoad } from './trips-repository';

export interface BuyerDetails {
  buyerName: string;
  buyerEmail: string | null;
  buyerPhone: string | null;
  buyerCompany: string | null;
  /** The address key the buyer bought from (ADR 0080); left out by a webhook, which has none. */
  buyerAddressKey?: string | null;
}

/** Everything a sale records; every amount is the server's (numeric strings like '25.00'). */
export interface Sale extends BuyerDetails {
  leadId: number;
  buyerId: number;
  /** The price after any discount, before credit: the credit spent (ADR 0036) is taken off it. */
  amountPaid: string;
  /** How much of the buyer's credit balance the sale spends first. */
  credit: CreditRule;
  originalPrice: string;
  discountAmount: string;
  discountCodeId: number | null;
  /** The Stripe PaymentIntent id, or a `direct_...` reference of a purchase without a card payment. */
  paymentIntentId: string | null;
}

export type SaleOutcome =
  | { kind: 'recorded'; purchaseId: number }
  | { kind: 'lead_unavailable' }
  | { kind: 'discount_used_up' }
  | { kind: 'duplicate_payment' }
  /** The credit balance the sale counted on was spent meanwhile. */
  | { kind: 'credit_unavailable' }
  /** The buyer's weekly spend cap would be passed (issue 47 item 5). */
  | ({ kind: 'spend_cap' } & CapExceeded);

export interface StageUpdate {
  salesStage: SalesStage;
  salesNotes?: string;
  /** undefined keeps the amount, null clears it. */
  customerPaymentAmount?: string | null;
}

/**
 * The pipeline's track in order, each stage with the date column it stamps (ADR 0029). Delivered stamps the
 * 'safety check' date (safety_check_passed_at: the export's Safety Check Date, the admin's Safety Check count).
 */
const TRACK = [
  ['purchased', null],
  ['called', 'calledAt'],
  ['booked_in', 'bookedInAt'],
  ['picked_up', null],
  ['in_transit', null],
  ['delivered', 'safetyCheckPassedAt'],
  ['invoice_paid', 'invoicePaidAt'],
  ['finalised', 'finalisedAt'],
] as const satisfies readonly (readonly [SalesStage, keyof typeof leadPurchases.$inferSelect | null])[];

type StageDateColumn = NonNullable<(typeof TRACK)[number][1]> | 'declinedAt';

/**
 * The date columns a move to `stage` writes (ADR 0029): the stage's own date is stamped when it has none;
 * on the track, the dates of the later stages are cleared (and declinedAt, since it left Declined); Declined
 * stamps declinedAt and keeps how far the lead had come.
 */
export function stageDates(stage: SalesStage): Partial<Record<StageDateColumn, SQL | null>> {
  const stamp = (column: StageDateColumn) => sql`coalesce(${leadPurchases[column]}, now())`;
  if (stage === 'declined') return { declinedAt: stamp('declinedAt') };
  const position = TRACK.findIndex(([trackStage]) => trackStage === stage);
  const dates: Partial<Record<StageDateColumn, SQL | null>> = { declinedAt: null };
  TRACK.forEach(([, column], index) => {
    if (column && index >= position) dates[column] = index === position ? stamp(column) : null;
  });
  // On the road (issue 47 item 2) is booked: a lead moved straight there is counted as booked (its booked-in date).
  if (stage === 'picked_up' || stage === 'in_transit') dates.bookedInAt = stamp('bookedInAt');
  return dates;
}

class SaleRefused extends Error {
  constructor(readonly outcome: Exclude<SaleOutcome, { kind: 'recorded' }>) {
    super(outcome.kind);
  }
}

const ownedBy = (ownerId: number, options: { includeArchived: boolean }) =>
  options.includeArchived ? eq(leadPurchases.buyerId, ownerId) : and(eq(leadPurchases.buyerId, ownerId), eq(leadPurchases.isArchived, false));

/** The purchases of one owner joined with their leads, newest first (a query builder the bench EXPLAINs). */
export function purchasedLeadsQuery(db: Database, ownerId: number, options: { includeArchived: boolean }) {
  return joinedPurchases(db)
    .where(ownedBy(ownerId, options))
    .orderBy(desc(leadPurchases.purchasedAt), desc(leadPurchases.id));
}

/** Rows an export reads at a time. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * One keyset page of an owner's purchases, newest first, after `after` (its purchased_at as text, exact to the
 * microsecond, and id). A query builder, so the bench can EXPLAIN it.
 */
export function purchasedLeadsPageQuery(
  db: Database,
  ownerId: number,
  options: { includeArchived: boolean },
  after: { purchasedAt: string; id: number } | null,
  limit: number,
) {
  return db
    .select({ ...purchasedLeadColumns, cursorPurchasedAt: sql<string>`${leadPurchases.purchasedAt}::text` })
    .from(leadPurchases)
    .leftJoin(leads, leadOfPurchase)
    .leftJoin(leadClaims, claimOfPurchase)
    .where(
      and(
        ownedBy(ownerId, options),
        after ? sql`(${leadPurchases.purchasedAt}, ${leadPurchases.id}) < (${after.purchasedAt}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(leadPurchases.purchasedAt), desc(leadPurchases.id))
    .limit(limit);
}

/** A buyer's profile as a purchase records it. */
const buyerOf = (user: Pick<typeof users.$inferSelect, 'firstName' | 'lastName' | 'username' | 'email' | 'phone' | 'companyName'>): BuyerDetails => ({
  buyerName: `${user.firstName} ${user.lastName}`.trim() || user.username,
  buyerEmail: user.email,
  buyerPhone: user.phone,
  buyerCompany: user.companyName,
});

export function createLeadPurchasesRepository(db: Database, jobs: Jobs) {
  const owned = (ownerId: number, purchaseId: number) => and(eq(leadPurchases.id, purchaseId), eq(leadPurchases.buyerId, ownerId));

  async function find(ownerId: number, purchaseId: number): Promise<PurchasedLead | null> {
    const [row] = await joinedPurchases(db).where(owned(ownerId, purchaseId));
    return row ? toPurchasedLead(row) : null;
  }

  return {
    find,

    /** The purchases of one owner, newest first (archived ones only when asked). */
    async list(ownerId: number, options: { includeArchived: boolean }): Promise<PurchasedLead[]> {
      return (await purchasedLeadsQuery(db, ownerId, options)).map(toPurchasedLead);
    },

    /**
     * The owner's purchases, newest first, `pageSize` at a time (keyset pages, each its own query): an export writes
     * each page before it reads the next, so it holds one page, whatever the number of purchases (ADR 0048).
     */
    async *pages(ownerId: number, options: { includeArchived: boolean }, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<PurchasedLead[]> {
      let after: { purchasedAt: string; id: number } | null = null;
      for (;;) {
        const rows = await purchasedLeadsPageQuery(db, ownerId, options, after, pageSize);
        if (rows.length > 0) yield rows.map(toPurchasedLead);
        const last = rows.at(-1);
        if (rows.length < pageSize || !last) return;
        after = { purchasedAt: last.cursorPurchasedAt, id: last.id! };
      }
    },

    /** The count of every pipeline tab in the range (ADR 0069). */
    async pipelineSummary(ownerId: number, range: PipelineRange): Promise<PipelineSummary> {
      const [row] = await pipelineSummaryQuery(db, ownerId, range);
      const { historyCount, historyAmount, active, ...tabs } = row!;
      return { tabs, history: { count: historyCount, amount: toCents(historyAmount) / 100 }, active };
    },

    /** One page of a pipeline tab, in the tab's order, with how many the tab holds. */
    async pipelinePage(ownerId: number, request: PipelinePageRequest, { page, pageSize }: { page: number; pageSize: number }): Promise<PipelinePage> {
      const [rows, [counted]] = await Promise.all([
        pipelinePageQuery(db, ownerId, { ...request, page, pageSize }),
        pipelineTotalQuery(db, ownerId, request.tab, request.range),
      ]);
      return { items: rows.map(toPurchasedLead), total: counted!.total, page, pageSize };
    },

    /** The owner's purchase of a lead, by its id and/or job reference, whatever its tab; null when they have none. */
    async lookup(ownerId: number, by: { leadId?: number; jobRef?: string }): Promise<PurchasedLead | null> {
      const [row] = await purchaseLookupQuery(db, ownerId, by);
      return row ? toPurchasedLead(row) : null;
    },

    async findByPaymentIntent(paymentIntentId: string): Promise<{ id: number; buyerId: number; leadId: number } | null> {
      const [row] = await db
        .select({ id: leadPurchases.id, buyerId: leadPurchases.buyerId, leadId: leadPurchases.leadId })
        .from(leadPurchases)
        .where(eq(leadPurchases.paymentIntentId, paymentIntentId));
      return row ?? null;
    },

    /** A buyer's profile as a purchase records it (the webhook has no purchase form). */
    async buyerDetails(userId: number): Promise<BuyerDetails | null> {
      const [user] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, username: users.username, email: users.email, phone: users.phone, companyName: users.companyName })
        .from(users)
        .where(eq(users.id, userId));
      return user ? buyerOf(user) : null;
    },

    /** A provider's own lead (stored by the leads context) and their purchase of it for 0.00, in one transaction. */
    async recordManual(user: AuthenticatedUser, input: InferOutput<typeof manualLeadSchema>): Promise<ManualLeadResponse> {
      const { lead, purchaseId } = await db.transaction(async (tx) => {
        const lead = await insertManualLead(tx, user.id, input);
        const [bought] = await tx
          .insert(leadPurchases)
          .values({ leadId: lead.id, buyerId: user.id, ...buyerOf(user), amountPaid: '0.00', originalPrice: '0.00', discountAmount: '0.00', paymentStatus: 'completed' })
          .returning({ id: leadPurchases.id });
        return { lead, purchaseId: bought!.id };
      });
      const purchase = await find(user.id, purchaseId);
      if (!purchase) throw new Error('Manual lead purchase not found after insert');
      return { ...lead, purchase };
    },

    async updateBuyerDetails(purchaseId: number, buyer: BuyerDetails): Promise<void> {
      await db.update(leadPurchases).set({ ...buyer, updatedAt: new Date() }).where(eq(leadPurchases.id, purchaseId));
    },

    /**
     * Records a sale exactly once, in one transaction: the lead turns from available to sold only if it
     * still is available, the purchase is inserted (unique lead and PaymentIntent), and a discount use is
     * counted only while uses remain. Anything refused rolls everything back.
     */
    async recordSale(sale: Sale): Promise<SaleOutcome> {
      try {
        const purchaseId = await db.transaction(async (tx) => {
          if (!(await sellLead(tx, jobs, sale.leadId))) throw new SaleRefused({ kind: 'lead_unavailable' });

          const { credit, ...values } = sale;
          // The cap row is locked before the credit (the user row): every purchase takes its locks in this order.
          const overCap = await checkSpendCap(tx, sale.buyerId, toCents(sale.amountPaid));
          if (overCap) throw new SaleRefused({ kind: 'spend_cap', ...overCap });
          const spentCents = await reserveCredit(tx, sale.buyerId, credit);
          if (spentCents === null) throw new SaleRefused({ kind: 'credit_unavailable' });
          const [purchase] = await tx
            .insert(leadPurchases)
            .values({
              ...values,
              amountPaid: fromCents(toCents(sale.amountPaid) - spentCents),
              creditApplied: spentCents > 0 ? fromCents(spentCents) : null,
              paymentStatus: 'completed',
              salesStage: 'purchased',
            })
            .returning({ id: leadPurchases.id });
          await recordSpend(tx, sale.buyerId, spentCents, purchase!.id);

          if (sale.discountCodeId !== null) {
            const counted = await tx
              .update(discountCodes)
              .set({ currentUses: sql`${discountCodes.currentUses} + 1`, updatedAt: new Date() })
              .where(
                and(
                  eq(discountCodes.id, sale.discountCodeId),
                  eq(discountCodes.isActive, true),
                  or(isNull(discountCodes.maxUses), lt(discountCodes.currentUses, discountCodes.maxUses)),
                ),
              )
              .returning({ id: discountCodes.id });
            if (counted.length === 0) throw new SaleRefused({ kind: 'discount_used_up' });
          }
          return purchase!.id;
        });
        return { kind: 'recorded', purchaseId };
      } catch (error) {
        if (error instanceof SaleRefused) return error.outcome;
        // A unique index settled a race the conditional update did not see (the same PaymentIntent twice).
        if (classifyDatabaseError(error)?.status === 409) {
          return sale.paymentIntentId ? { kind: 'duplicate_payment' } : { kind: 'lead_unavailable' };
        }
        throw error;
      }
    },

    /** Moves an owner's purchase to a stage, writing the stage dates of ADR 0029, and queues its price sample; false if not theirs. */
    async updateStage(ownerId: number, purchaseId: number, update: StageUpdate): Promise<boolean> {
      const values: PgUpdateSetSource<typeof leadPurchases> = {
        ...stageDates(update.salesStage),
        salesStage: update.salesStage,
        updatedAt: new Date(),
      };
      if (update.salesNotes !== undefined) values.salesNotes = update.salesNotes;
      if (update.customerPaymentAmount !== undefined) values.customerPaymentAmount = update.customerPaymentAmount;
      // A move off the road (Delivered, or any stage but Booked In, Picked Up and In Transit) ends the purchase's trip
      // and deletes its trail in the same transaction (issue 47 item 2, ADR 0084); the price guide's sample of the job
      // follows its stage and payment amount (a job, issue 47 item 1).
      return db.transaction(async (tx) => {
        const rows = await tx.update(leadPurchases).set(values).where(owned(ownerId, purchaseId)).returning({ id: leadPurchases.id });
        if (rows.length === 0) return false;
        await endTripOffTheRoad(tx, purchaseId, update.salesStage);
        await queuePriceSample(jobs, tx, purchaseId);
        return true;
      });
    },

    /** Hides an owner's purchase from the active list, keeping its data, or brings it back as it was; false if not theirs. */
    async setArchived(ownerId: number, purchaseId: number, archived: boolean): Promise<boolean> {
      const rows = await db
        .update(leadPurchases)
        .set({ isArchived: archived, archivedAt: archived ? sql<Date>`coalesce(${leadPurchases.archivedAt}, now())` : null, updatedAt: new Date() })
        .where(owned(ownerId, purchaseId))
        .returning({ id: leadPurchases.id });
      return rows.length > 0;
    },

    /** Who bought a lead (null while nobody has): tells a buyer 'you already bought it' from 'another provider'. */
    async buyerOf(leadId: number): Promise<number | null> {
      const [row] = await db.select({ buyerId: leadPurchases.buyerId }).from(leadPurchases).where(eq(leadPurchases.leadId, leadId));
      return row?.buyerId ?? null;
    },
  };
}

export type LeadPurchasesRepository = ReturnType<typeof createLeadPurchasesRepository>;
