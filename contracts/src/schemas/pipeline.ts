import * as v from 'valibot';
import { queryDay, TO_BEFORE_FROM_MESSAGE } from './fields';
import { queryInteger } from './admin';

// The dashboard's Sales Pipeline read a page at a time (spec §2.8, issue 30 item 5, ADR 0069): the count of every tab,
// and one tab's purchases, page by page.

/** The tabs whose purchases the API pages: the stage tabs (Paid is 'paid', stage invoice_paid), Archived, Purchase History. */
export const PIPELINE_TABS = ['purchased', 'called', 'booked_in', 'picked_up', 'in_transit', 'delivered', 'paid', 'declined', 'finalised', 'archived', 'history'] as const;
export type PipelineTab = (typeof PIPELINE_TABS)[number];

/** The columns Purchase History sorts by (each header is a sort button). */
export const HISTORY_SORT_COLUMNS = ['purchasedAt', 'jobReference', 'customerName', 'vehicle', 'route', 'amountPaid', 'salesStage', 'claim'] as const;
export type HistorySortColumn = (typeof HISTORY_SORT_COLUMNS)[number];

export const PIPELINE_PAGE_SIZE = 50;
export const PIPELINE_PAGE_SIZE_MAX = 100;
export const JOB_REFERENCE_MAX_LENGTH = 40;

/**
 * The query of GET /api/my-purchased-leads/summary and /page: `from` and `to` are Sydney calendar days, both included
 * (both blank lets every purchase through).
 *
 * - summary?from=&to=: the count of every tab. A stage tab and Archived count the purchases of the range (by purchase
 *   date; Paid by invoice-paid date); Purchase History and the active count are never filtered. The rest is ignored.
 * - page?tab=&from=&to=&sort=&direction=&page=&pageSize=: one page of a tab, in the tab's order (a stage tab newest
 *   purchase first, Paid newest paid first, Archived newest archived first; Purchase History by `sort` and
 *   `direction`, then newest purchase first). `leadId` or `jobRef` instead looks for one purchase in every tab (the
 *   page then has it or is empty).
 */
export const pipelineQuerySchema = v.pipe(
  v.object({
    from: queryDay,
    to: queryDay,
    tab: v.optional(v.picklist(PIPELINE_TABS, 'Unknown tab'), 'history'),
    sort: v.optional(v.picklist(HISTORY_SORT_COLUMNS, 'Unknown column'), 'purchasedAt'),
    direction: v.optional(v.picklist(['asc', 'desc'] as const, 'Must be asc or desc'), 'desc'),
    page: queryInteger(1, 1_000_000),
    pageSize: queryInteger(PIPELINE_PAGE_SIZE, PIPELINE_PAGE_SIZE_MAX),
    leadId: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/, 'Must be a whole number'), v.transform(Number))),
    jobRef: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(JOB_REFERENCE_MAX_LENGTH, `Must be at most ${JOB_REFERENCE_MAX_LENGTH} characters`))),
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => !from || !to || to >= from, TO_BEFORE_FROM_MESSAGE),
    ['to'],
  ),
);
export type PipelineQuery = v.InferOutput<typeof pipelineQuerySchema>;
