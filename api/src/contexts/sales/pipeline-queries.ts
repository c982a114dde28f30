import { and, asc, desc, eq, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  LEAD_PRICE_DISPLAY,
  PIPELINE_TABS,
  SALES_STAGES,
  type HistorySortColumn,
  type PipelinePageRequest,
  type PipelineQuery,
  type PipelineTab,
  type SalesStage,
} from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { leadClaims, leadPurchases, leads } from '../../db/schema';
import { sydneyDayEnd, sydneyDayStart } from '../../db/sydney-days';
import { claimOfPurchase, joinedPurchases, leadOfPurchase } from './purchased-lead-view';

// The Sales Pipeline a page at a time (spec §2.8, ADR 0069): each tab selects and orders its purchases exactly as the
// dashboard did when it held the whole list (its stage, the date filter's Sydney days, Purchase History's sort).

const p = leadPurchases;

/** The Sydney days a tab's filter allows, both included; null lets every purchase through. */
export type PipelineRange = PipelinePageRequest['range'];

/** The range of a from/to pair: a range needs both days (either blank lets everything pass, as the dashboard's filter). */
export const pipelineRange = ({ from, to }: Pick<PipelineQuery, 'from' | 'to'>): PipelineRange => (from && to ? { from, to } : null);

/** Whether `date` falls on a Sydney day of the range (a null date never does); true without a range. */
const within = (date: AnyColumn, range: PipelineRange): SQL =>
  range ? sql`(${date} >= ${sydneyDayStart(range.from)} and ${date} < ${sydneyDayEnd(range.to)})` : sql`true`;

/** The tabs that count a date range: every tab but Purchase History. */
type CountedTab = Exclude<PipelineTab, 'history'>;
const COUNTED_TABS = PIPELINE_TABS.filter((tab): tab is CountedTab => tab !== 'history');

const STAGE_OF_TAB: Record<Exclude<CountedTab, 'archived'>, SalesStage> = {
  purchased: 'purchased',
  called: 'called',
  booked_in: 'booked_in',
  picked_up: 'picked_up',
  in_transit: 'in_transit',
  delivered: 'delivered',
  paid: 'invoice_paid',
  declined: 'declined',
  finalised: 'finalised',
};

/** A purchase in `stage`: Purchased also holds 'accepted_lead' and any stage the dashboard does not know (spec §4). */
const inStage = (stage: SalesStage) =>
  stage === 'purchased' ? notInArray(p.salesStage, SALES_STAGES.filter((other) => other !== 'purchased')) : eq(p.salesStage, stage);

/**
 * The purchases of a tab in a range: a stage tab those not archived in its stage, by purchase date (Paid by
 * invoice-paid date); Archived the archived ones, by purchase date; Purchase History every one, whatever the range.
 */
function inTab(tab: PipelineTab, range: PipelineRange): SQL {
  if (tab === 'history') return sql`true`;
  if (tab === 'archived') return sql`(${p.isArchived} and ${within(p.purchasedAt, range)})`;
  return sql`(not ${p.isArchived} and ${inStage(STAGE_OF_TAB[tab])} and ${within(tab === 'paid' ? p.invoicePaidAt : p.purchasedAt, range)})`;
}

/** The amount paid for a purchase, 25 when it is missing (spec §2.8, as the dashboard's amountPaidOf). */
const amountPaid = sql`coalesce(${p.amountPaid}, ${LEAD_PRICE_DISPLAY})`;

/** Text as the dashboard compared it: lowercased, '' for none, in code-point order (collate "C", as JS compares strings). */
const lowered = (text: AnyColumn | SQL) => sql`(lower(coalesce(${text}, '')) collate "C")`;

/** The values Purchase History sorts by, as the dashboard sorted the whole list; from the purchase, its lead and claim. */
const HISTORY_SORT_VALUES: Record<HistorySortColumn, SQL> = {
  purchasedAt: sql`${p.purchasedAt}`,
  amountPaid,
  // The non-empty of year, make and model, joined by one space.
  vehicle: lowered(sql`concat_ws(' ', ${leads.motorcycleYear}, nullif(${leads.motorcycleMake}, ''), nullif(${leads.motorcycleModel}, ''))`),
  // 'pickup → drop-off' ('?' for a missing one), or '' when both are missing.
  route: lowered(
    sql`case when coalesce(${leads.pickupLocation}, '') = '' and coalesce(${leads.dropoffLocation}, '') = '' then ''
      else coalesce(${leads.pickupLocation}, '?') || ' → ' || coalesce(${leads.dropoffLocation}, '?') end`,
  ),
  claim: sql`(coalesce(${leadClaims.status}, '') collate "C")`,
  jobReference: lowered(leads.jobReference),
  customerName: lowered(leads.customerName),
  salesStage: lowered(p.salesStage),
};

/** A tab's order, each ending newest purchase first: the order the whole list came in, which the dashboard's sorts kept. */
function tabOrder({ tab, sort, direction }: Pick<PipelinePageRequest, 'tab' | 'sort' | 'direction'>): SQL[] {
  const newestPurchase = [desc(p.purchasedAt), desc(p.id)];
  if (tab === 'paid') return [sql`${p.invoicePaidAt} desc nulls last`, ...newestPurchase];
  if (tab === 'archived') return [sql`${p.archivedAt} desc nulls last`, ...newestPurchase];
  if (tab === 'history') return [(direction === 'asc' ? asc : desc)(HISTORY_SORT_VALUES[sort]), ...newestPurchase];
  return newestPurchase;
}

/**
 * The count of every tab of one owner in ONE statement over their purchases: each stage tab and Archived in the range;
 * Purchase History (its count and amount) and the active purchases never filtered.
 */
export function pipelineSummaryQuery(db: Database, ownerId: number, range: PipelineRange) {
  const tabs = Object.fromEntries(COUNTED_TABS.map((tab) => [tab, sql<number>`(count(*) filter (where ${inTab(tab, range)}))::int`])) as Record<CountedTab, SQL<number>>;
  return db
    .select({
      ...tabs,
      historyCount: sql<number>`count(*)::int`,
      historyAmount: sql<string>`coalesce(sum(${amountPaid}), 0)::text`,
      active: sql<number>`(count(*) filter (where not ${p.isArchived}))::int`,
    })
    .from(p)
    .where(eq(p.buyerId, ownerId));
}

/**
 * One page of a tab, in its order (offset paging, `page` from 1): the page's ids first, sorted with only what the order
 * reads (PostgreSQL drops a join the order does not need), then the full rows of those ids alone.
 */
export function pipelinePageQuery(db: Database, ownerId: number, request: PipelinePageRequest & { page: number; pageSize: number }) {
  const order = tabOrder(request);
  const ids = db
    .select({ id: p.id })
    .from(p)
    .leftJoin(leads, leadOfPurchase)
    .leftJoin(leadClaims, claimOfPurchase)
    .where(and(eq(p.buyerId, ownerId), inTab(request.tab, request.range)))
    .orderBy(...order)
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize)
    .as('page_ids');
  return joinedPurchases(db).innerJoin(ids, eq(ids.id, p.id)).orderBy(...order);
}

/** How many purchases a tab holds in the range. */
export function pipelineTotalQuery(db: Database, ownerId: number, tab: PipelineTab, range: PipelineRange) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(p)
    .where(and(eq(p.buyerId, ownerId), inTab(tab, range)));
}

/**
 * The owner's purchase of a lead, by lead id and/or job reference (without letter case; a purchase whose lead is gone
 * has `MT-<leadId>`, as its card shows), whatever its tab.
 */
export function purchaseLookupQuery(db: Database, ownerId: number, by: { leadId?: number; jobRef?: string }) {
  return joinedPurchases(db)
    .where(
      and(
        eq(p.buyerId, ownerId),
        by.leadId === undefined ? undefined : eq(p.leadId, by.leadId),
        by.jobRef === undefined ? undefined : sql`upper(coalesce(${leads.jobReference}, 'MT-' || ${p.leadId})) = upper(${by.jobRef})`,
      ),
    )
    .limit(1);
}
