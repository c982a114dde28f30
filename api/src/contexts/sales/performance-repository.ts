import { sql, type SQL } from 'drizzle-orm';
import type { PerformanceFigures, PerformanceMonth, PerformanceReport } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { leadClaims, leadPurchases, leads } from '../../db/schema';

/** The range asked for: Sydney days (YYYY-MM-DD), both included; null for 'from the first purchase' / 'to today'. */
export interface PerformanceRange {
  from: string | null;
  to: string | null;
}

const SYDNEY = sql.raw(`'Australia/Sydney'`);
const p = leadPurchases;
const c = leadClaims;

/** Reached Booked In or later (ADR 0029: a skipped stage has no date, so any later date counts too). */
const booked = sql`coalesce(${p.bookedInAt}, ${p.safetyCheckPassedAt}, ${p.invoicePaidAt}, ${p.finalisedAt}) is not null`;
/** A lead bought on the marketplace: a provider's own manual lead (ADR 0006) cost nothing and is left out. */
const marketplace = sql`not exists (select 1 from ${leads} where ${leads.id} = ${p.leadId} and ${leads.createdById} is not null)`;
const paid = sql`coalesce(${p.invoicePaidAt}, ${p.finalisedAt}) is not null`;
/**
 * Held in a paid stage now (ADR 0050): the Payment Amount counts as revenue only while the lead is Paid or Finalised,
 * so a lead moved back (to Called, or to Declined) keeps its amount for a later move forward but stops counting it.
 */
const inPaidStage = sql`${p.salesStage} in ('invoice_paid', 'finalised')`;
const money = (value: SQL) => sql`(${value})::numeric(14, 2)::text`;
const rate = (part: string, whole: string) => sql`round(100.0 * ${sql.raw(part)} / nullif(${sql.raw(whole)}, 0), 1)::text`;

/**
 * The Performance report of one owner as ONE query (ADR 0035): every Sydney month of the range (quiet ones as zeros,
 * from the generated series), then a totals row (month null). Purchases count in the month they were bought,
 * archived ones included, manual leads left out; credits count in the month their claim was approved. Exported for
 * the bench's EXPLAIN.
 */
export function performanceQuery(ownerId: number, range: PerformanceRange): SQL {
  return sql`
    with bounds as materialized (
      select from_day, to_day,
        from_day::timestamp at time zone ${SYDNEY} as starts_at,
        (to_day + 1)::timestamp at time zone ${SYDNEY} as ends_at
      from (
        select f.day as from_day, greatest(coalesce(${range.to}::date, f.today), f.day) as to_day
        from (
          select t.today, coalesce(
            ${range.from}::date,
            -- The first purchase: the (buyer_id, purchased_at) index read in order, stopping at the first bought lead.
            (select (${p.purchasedAt} at time zone ${SYDNEY})::date from ${p}
              where ${p.buyerId} = ${ownerId} and ${marketplace} order by ${p.purchasedAt} limit 1),
            t.today
          ) as day
          from (select (now() at time zone ${SYDNEY})::date as today) t
        ) f
      ) d
    ),
    months as (
      select generate_series(date_trunc('month', from_day::timestamp), date_trunc('month', to_day::timestamp), interval '1 month')::date as month
      from bounds
    ),
    bought as (
      select date_trunc('month', ${p.purchasedAt} at time zone ${SYDNEY})::date as month,
        count(*) as bought,
        count(*) filter (where ${booked}) as booked,
        count(*) filter (where ${paid}) as paid,
        count(*) filter (where ${p.finalisedAt} is not null) as finalised,
        sum(${p.amountPaid} + coalesce(${p.creditApplied}, 0)) as spend,
        sum(${p.customerPaymentAmount}) filter (where ${inPaidStage}) as revenue
      from ${p}, bounds w
      where ${p.buyerId} = ${ownerId} and ${p.purchasedAt} >= w.starts_at and ${p.purchasedAt} < w.ends_at
        and ${marketplace}
      group by 1
    ),
    credited as (
      select date_trunc('month', ${c.decidedAt} at time zone ${SYDNEY})::date as month, sum(${c.creditedAmount}) as credits
      from ${c}, bounds w
      where ${c.buyerId} = ${ownerId} and ${c.status} = 'approved' and ${c.decidedAt} >= w.starts_at and ${c.decidedAt} < w.ends_at
      group by 1
    ),
    per_month as (
      select m.month,
        coalesce(b.bought, 0) as bought, coalesce(b.booked, 0) as booked, coalesce(b.paid, 0) as paid,
        coalesce(b.finalised, 0) as finalised, coalesce(b.spend, 0) as spend, coalesce(cr.credits, 0) as credits,
        coalesce(b.revenue, 0) as revenue
      from months m left join bought b on b.month = m.month left join credited cr on cr.month = m.month
    ),
    figures as (
      select month, bought, booked, paid, finalised, spend, credits, revenue from per_month
      union all
      select null, sum(bought), sum(booked), sum(paid), sum(finalised), sum(spend), sum(credits), sum(revenue) from per_month
    )
    select to_char(f.month, 'YYYY-MM') as "month", w.from_day::text as "from", w.to_day::text as "to",
      f.bought::int as "bought", f.booked::int as "booked", f.paid::int as "paid", f.finalised::int as "finalised",
      ${money(sql`f.spend`)} as "spend", ${money(sql`f.credits`)} as "credits", ${money(sql`f.spend - f.credits`)} as "netSpend",
      ${money(sql`f.revenue`)} as "revenue",
      ${rate('f.booked', 'f.bought')} as "bookedRate",
      ${rate('f.paid', 'f.booked')} as "paidRate",
      ${rate('f.finalised', 'f.paid')} as "finalisedRate",
      ${money(sql`round((f.spend - f.credits) / nullif(f.booked, 0), 2)`)} as "costPerBooked"
    from figures f, bounds w
    order by f.month nulls last`;
}

type Row = PerformanceFigures & { month: string | null; from: string; to: string };

const figuresOf = ({ month: _month, from: _from, to: _to, ...figures }: Row): PerformanceFigures => figures;

export function createPerformanceRepository(db: Database) {
  return {
    /** The owner's report for the range; always one row per month and the totals. */
    async report(ownerId: number, range: PerformanceRange): Promise<PerformanceReport> {
      const { rows } = (await db.execute(performanceQuery(ownerId, range))) as unknown as { rows: Row[] };
      const totals = rows.find((row) => row.month === null);
      if (!totals) throw new Error('The performance query returned no totals row');
      const months: PerformanceMonth[] = rows.filter((row) => row.month !== null).map((row) => ({ month: row.month!, ...figuresOf(row) }));
      return { from: totals.from, to: totals.to, months, totals: figuresOf(totals) };
    },
  };
}

export type PerformanceRepository = ReturnType<typeof createPerformanceRepository>;
