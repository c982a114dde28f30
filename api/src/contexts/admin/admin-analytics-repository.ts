import { and, eq, isNotNull, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leadPurchases, leads, users } from '../../db/schema';

/** The raw counts and sums behind the Overview tab; docs/decisions/0006-admin-figures.md defines each one. */
export interface AdminFigureTotals {
  totalProviders: number;
  activeProviders: number;
  inboundLeads: number;
  mergedRequests: number;
  totalPurchases: number;
  revenueCents: number;
  stages: { purchased: number; called: number; bookedIn: number; safetyCheck: number; paid: number; finalised: number };
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
 * claim gave back for it (refunded to the card or credited), counted in the purchase's month.
 */
// The purchase's columns are spelled out: drizzle leaves a single-table select's columns unqualified.
const givenBack = sql`coalesce((select approved.credited_amount from lead_claims as approved where approved.purchase_id = lead_purchases.id and approved.status = 'approved'), 0)`;
const cents = sql<string>`(coalesce(sum(${leadPurchases.amountPaid} + coalesce(${leadPurchases.creditApplied}, 0) - ${givenBack}), 0) * 100)::bigint::text`;

/** Every figure of the Overview as one aggregate query (no rows are loaded); exported for the bench's EXPLAIN. */
export const analyticsTotalsQuery = (db: Database) =>
  db
    .select({
      totalProviders: sql<number>`(select count(*)::int from ${users} where ${users.userType} = 'provider')`,
      activeProviders: sql<number>`(select count(*)::int from ${users} where ${users.userType} = 'provider' and ${users.isActive})`,
      inboundLeads: sql<number>`(select count(*)::int from ${leads} where ${leads.createdById} is null)`,
      // Only the leads with repeats (the partial index leads_merged_idx), not every lead: the same sum (ADR 0057).
      mergedRequests: sql<number>`(select coalesce(sum(${leads.mergedRequests}), 0)::int from ${leads} where ${leads.mergedRequests} > 0)`,
      totalPurchases: sql<number>`count(*)::int`,
      revenueCents: cents,
      purchased: inPipeline(sql`${leadPurchases.salesStage} in ('purchased', 'accepted_lead')`),
      called: inPipeline(sql`${leadPurchases.salesStage} = 'called'`),
      bookedIn: inPipeline(sql`${leadPurchases.salesStage} = 'booked_in'`),
      safetyCheck: inPipeline(sql`${leadPurchases.safetyCheckPassedAt} is not null`),
      paid: inPipeline(sql`${leadPurchases.salesStage} = 'invoice_paid'`),
      finalised: inPipeline(sql`${leadPurchases.salesStage} = 'finalised'`),
    })
    .from(leadPurchases)
    .where(marketplacePurchase(db));

export function createAdminAnalyticsRepository(db: Database) {
  return {
    /** The Overview's counts and sums (one query). */
    async totals(): Promise<AdminFigureTotals> {
      const [row] = await analyticsTotalsQuery(db);
      if (!row) throw new Error('Aggregate query returned no row');
      const { purchased, called, bookedIn, safetyCheck, paid, finalised, revenueCents, ...counts } = row;
      return {
        ...counts,
        revenueCents: Number(revenueCents),
        stages: { purchased, called, bookedIn, safetyCheck, paid, finalised },
      };
    },

    /** Marketplace purchases and revenue per calendar month in Sydney, oldest first. */
    async byMonth(): Promise<AdminMonthRow[]> {
      const rows = await db
        .select({
          month: sql<string>`to_char(${leadPurchases.purchasedAt} at time zone 'Australia/Sydney', 'YYYY-MM')`,
          purchases: sql<number>`count(*)::int`,
          revenueCents: cents,
        })
        .from(leadPurchases)
        .where(marketplacePurchase(db))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      return rows.map((row) => ({ ...row, revenueCents: Number(row.revenueCents) }));
    },
  };
}

export type AdminAnalyticsRepository = ReturnType<typeof createAdminAnalyticsRepository>;
