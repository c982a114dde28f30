import { API_PATHS, PIPELINE_PAGE_SIZE, PIPELINE_TABS, type PipelinePage, type PipelineSummary, type PipelineTab, type PurchasedLead } from '@motohaul/contracts';
import { json, type Routes, type SentRequest } from '@motohaul/platform/test-support/network';
import { sydneyDay } from '../date-filter/date-filter';
import { purchaseJobRef, sameJobRef, tabOfPurchase } from '../lead-link/lead-link';
import { amountPaidOf } from '../purchase-history/history';

// A stand-in for the pipeline's two API routes (GET /api/my-purchased-leads/summary and /page, ADR 0069) over a list
// of purchases, for the dashboard's tests. The API's tests hold the real rules (sales/pipeline-pages.test.ts); this
// keeps their shape: a tab's purchases in a date range, in the list's order (Paid by paid date, Archived by archived
// date), a page at a time, and the lookup of one lead.

const time = (date: string | null) => (date ? new Date(date).getTime() : 0);

function inTab(purchase: PurchasedLead, tab: PipelineTab, from: string, to: string): boolean {
  if (tab === 'history') return true;
  if (tabOfPurchase(purchase) !== tab) return false;
  const date = tab === 'paid' ? purchase.invoicePaidAt : purchase.purchasedAt;
  return !from || !to || (date !== null && sydneyDay(date) >= from && sydneyDay(date) <= to);
}

function tabPurchases(list: PurchasedLead[], tab: PipelineTab, from: string, to: string): PurchasedLead[] {
  const found = list.filter((purchase) => inTab(purchase, tab, from, to));
  if (tab === 'paid') return found.sort((a, b) => time(b.invoicePaidAt) - time(a.invoicePaidAt));
  if (tab === 'archived') return found.sort((a, b) => time(b.archivedAt) - time(a.archivedAt));
  return found;
}

function summaryOf(list: PurchasedLead[], request: SentRequest): PipelineSummary {
  const from = request.searchParams.get('from') ?? '';
  const to = request.searchParams.get('to') ?? '';
  const tabs = PIPELINE_TABS.filter((tab) => tab !== 'history');
  return {
    tabs: Object.fromEntries(tabs.map((tab) => [tab, tabPurchases(list, tab, from, to).length])) as PipelineSummary['tabs'],
    history: { count: list.length, amount: list.reduce((sum, purchase) => sum + amountPaidOf(purchase), 0) },
    active: list.filter((purchase) => !purchase.isArchived).length,
  };
}

function pageOf(list: PurchasedLead[], request: SentRequest): PipelinePage {
  const query = request.searchParams;
  const pageSize = Number(query.get('pageSize') ?? PIPELINE_PAGE_SIZE);
  const leadId = query.get('leadId');
  const jobRef = query.get('jobRef');
  if (leadId !== null || jobRef !== null) {
    const items = list.filter((purchase) => (leadId !== null ? purchase.leadId === Number(leadId) : sameJobRef(purchaseJobRef(purchase), jobRef)));
    return { items, total: items.length, page: 1, pageSize };
  }
  const found = tabPurchases(list, (query.get('tab') ?? 'history') as PipelineTab, query.get('from') ?? '', query.get('to') ?? '');
  const page = Number(query.get('page') ?? 1);
  return { items: found.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, pageSize };
}

/** The two routes, answering from `purchases()` as it is at each request (a test may change it). */
export const pipelineRoutes = (purchases: () => PurchasedLead[]): Routes => ({
  [`GET ${API_PATHS.pipelineSummary}`]: (request) => json(summaryOf(purchases(), request)),
  [`GET ${API_PATHS.pipelinePage}`]: (request) => json(pageOf(purchases(), request)),
});
