import { and, eq, gt, isNotNull, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { leadClaims, leadPurchases, leads, users } from '../../db/schema';

/** The raw counts and sums behind the Overview tab; docs/decisions/0006-admin-figures.md defines each one. */
export interface AdminFigureTotals {
  totalProviders: number;
  activeProviders: number;
  inboundLeads: number;
  mergedRequests: number;
  totalPurchases: number;
  revenueCents: number;
  stages: { purchased: number; called: number; bookedIn: number; inTransit: number; safetyCheck: number; paid: number; finalised: number };
}

export interface AdminMonthRow {
  month: string;
  purchases: number;
  revenueCents: number;
}

/**
 * A marketplace purchase: a completed payment for a rider's lead (manual leads are a provider's own). Written as
 * an anti-join on the few manual leads (an index), so the purchases are read without visiting every lead.
 */
const marketplacePurchase = (db: Database) =>
  and(
    eq(leadPurchases.paymentStatus, 'completed'),
    notExists(
      db
        .select({ one: sql`1` })
        .from(leads)
        .where(and(eq(leads.id, leadPurchases.leadId), isNotNull(leads.createdById))),
    ),
  );
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
const inPipeline = (condition: SQL) => countWhere(sql`not ${leadPurchases.isArchived} and ${condition}`);
/**
 * Net revenue (ADR 0036): what each purchase was charged (paid, plus the credit balance it spent) less what an approved
 * claim gave back for it (refunded to the card or credited), counted in the purchase's month. The approved claims are
 * joined (at most one per purchase: lead_claims_purchase_unique), not looked up once per purchase.
 */
const approvedClaims = alias(leadClaims, 'approved');
const approvedClaimOf = and(eq(approvedClaims.purchaseId, leadPurchases.id), eq(approvedClaims.status, 'approved'));
const cents = sql<string>`(coalesce(sum(${leadPurchases.amountPaid} + coalesce(${leadPurchases.creditApplied}, 0) - coalesce(${approvedClaims.creditedAmount}, 0)), 0) * 100)::bigint::text`;
/** The month of a purchase in Sydney; migration 0021's expression index gives the planner its few distinct values. */
const sydneyMonth = sql`date_trunc('month', ${leadPurchases.purchasedAt} at time zone 'Australia/Sydney')`;

/**
 * The marketplace purchases per month in Sydney, each with its count, net revenue and pipeline: one pass over the
 * purchases (no rows are loaded), whose months add up to the totals; exported for the bench's EXPLAIN.
 */
export const purchasesByMonthQuery = (db: Database) =>
  db
    .select({
      month: sql<string>`to_char(${sydneyMonth}, 'YYYY-MM')`,
      purchases: sql<number>`count(*)::int`,
      revenueCents: cents,
      purchased: inPipeline(sql`${leadPurchases.salesStage} in ('purchased', 'accepted_lead')`),
      called: inPipeline(sql`${leadPurchases.salesStage} = 'called'`),
      bookedIn: inPipeline(sql`${leadPurchases.salesStage} = 'booked_in'`),
      inTransit: inPipeline(sql`${leadPurchases.salesStage} in ('picked_up', 'in_transit')`),
      safetyCheck: inPipeline(sql`${leadPurchases.safetyCheckPassedAt} is not null`),
      paid: inPipeline(sql`${leadPurchases.salesStage} = 'invoice_paid'`),
      finalised: inPipeline(sql`${leadPurchases.salesStage} = 'finalised'`),
    })
    .from(leadPurchases)
    .leftJoin(approvedClaims, approvedClaimOf)
    .where(marketplacePurchase(db))
    .groupBy(sydneyMonth)
    .orderBy(sydneyMonth);

/** The providers' counts. */
const providerCountsQuery = (db: Database) =>
  db
    .select({
      totalProviders: sql<number>`count(*)::int`,
      activeProviders: sql<number>`(count(*) filter (where ${users.isActive}))::int`,
    })
    .from(users)
    .where(eq(users.userType, 'provider'));
const inboundLeadsQuery = (db: Database) => db.select({ inboundLeads: sql<number>`count(*)::int` }).from(leads).where(isNull(leads.createdById));
// Only the leads with repeats (the partial index leads_merged_idx), not every lead: the same sum (ADR 0057).
const mergedRequestsQuery = (db: Database) =>
  db.select({ mergedRequests: sql<number>`coalesce(sum(${leads.mergedRequests}), 0)::int` }).from(leads).where(gt(leads.mergedRequests, 0));

const STAGES = ['purchased', 'called', 'bookedIn', 'inTransit', 'safetyCheck', 'paid', 'finalised'] as const;

export function createAdminAnalyticsRepository(db: Database) {
  return {
    /**
     * The Overview's counts and sums, and its months (oldest first): four statements at once (on the server, four
     * connections of the pool); the purchases are read once, by month, and the totals are the months' sums.
     */
    async overview(): Promise<{ totals: AdminFigureTotals; months: AdminMonthRow[] }> {
      const [byMonth, [providers], [inbound], [merged]] = await Promise.all([
        purchasesByMonthQuery(db),
        providerCountsQuery(db),
        inboundLeadsQuery(db),
        mergedRequestsQuery(db),
      ]);
      if (!providers || !inbound || !merged) throw new Error('Aggregate query returned no row');
      const months = byMonth.map((row) => ({ month: row.month, purchases: row.purchases, revenueCents: Number(row.revenueCents) }));
      const sum = (of: (row: (typeof byMonth)[number]) => number) => byMonth.reduce((total, row) => total + of(row), 0);
      const stages = Object.fromEntries(STAGES.map((stage) => [stage, sum((row) => row[stage])])) as AdminFigureTotals['stages'];
      return {
        totals: {
          ...providers,
          ...inbound,
          ...merged,
          totalPurchases: sum((row) => row.purchases),
          revenueCents: sum((row) => Number(row.revenueCents)),
          stages,
        },
        months,
      };
    },
  };
}

export type AdminAnalyticsRepository = ReturnType<typeof createAdminAnalyticsRepository>;
