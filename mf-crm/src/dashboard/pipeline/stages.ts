import type { PurchasedLead, SalesStage } from '@motohaul/contracts';
import { matchesDateFilter, type DateFilter } from '../date-filter/date-filter';

// The 'Sales Pipeline' tabs (spec §2.8, §4). The Paid tab has the id 'paid' but groups the stage invoice_paid.

export const STAGE_LABELS: Record<SalesStage, string> = {
  purchased: 'Purchased',
  called: 'Called',
  booked_in: 'Booked In',
  delivered: 'Delivered',
  invoice_paid: 'Paid',
  declined: 'Declined',
  finalised: 'Finalised',
};

export type StageTabId = 'purchased' | 'called' | 'booked_in' | 'delivered' | 'paid' | 'declined' | 'finalised';
export type TabId = 'leads' | StageTabId | 'archived' | 'history';

export const STAGE_TABS: readonly { id: StageTabId; stage: SalesStage }[] = [
  { id: 'purchased', stage: 'purchased' },
  { id: 'called', stage: 'called' },
  { id: 'booked_in', stage: 'booked_in' },
  { id: 'delivered', stage: 'delivered' },
  { id: 'paid', stage: 'invoice_paid' },
  { id: 'declined', stage: 'declined' },
  { id: 'finalised', stage: 'finalised' },
];

export const TAB_LABELS: Record<TabId, string> = {
  leads: 'Leads',
  ...Object.fromEntries(STAGE_TABS.map((tab) => [tab.id, STAGE_LABELS[tab.stage]])),
  archived: 'Archived',
  history: 'Purchase History',
} as Record<TabId, string>;

/** The stage a purchase is in; 'accepted_lead' and anything unknown count as purchased (spec §4). */
export function stageOf(purchase: Pick<PurchasedLead, 'salesStage'>): SalesStage {
  const stage = purchase.salesStage as string;
  return stage in STAGE_LABELS ? (stage as SalesStage) : 'purchased';
}

const time = (date: string | null) => (date ? new Date(date).getTime() : 0);

/**
 * The purchases of one stage tab: not archived, filtered by purchase date (invoice-paid date for Paid); Paid newest
 * paid first.
 */
export function purchasesForStage(
  purchases: readonly PurchasedLead[],
  stage: SalesStage,
  filter: DateFilter,
  now: Date = new Date(),
): PurchasedLead[] {
  const paid = stage === 'invoice_paid';
  const list = purchases.filter(
    (purchase) => !purchase.isArchived && stageOf(purchase) === stage && matchesDateFilter(paid ? purchase.invoicePaidAt : purchase.purchasedAt, filter, now),
  );
  if (paid) list.sort((a, b) => time(b.invoicePaidAt) - time(a.invoicePaidAt));
  return list;
}

/** The count badge of every stage tab, with the same filtering as the lists. */
export function stageCounts(purchases: readonly PurchasedLead[], filter: DateFilter, now: Date = new Date()): Record<StageTabId, number> {
  return Object.fromEntries(
    STAGE_TABS.map((tab) => [tab.id, purchasesForStage(purchases, tab.stage, filter, now).length]),
  ) as Record<StageTabId, number>;
}

/** The Archived tab: archived purchases, filtered by purchase date, most recently archived first. */
export function archivedPurchases(purchases: readonly PurchasedLead[], filter: DateFilter, now: Date = new Date()): PurchasedLead[] {
  return purchases
    .filter((purchase) => purchase.isArchived && matchesDateFilter(purchase.purchasedAt, filter, now))
    .sort((a, b) => time(b.archivedAt) - time(a.archivedAt));
}

/**
 * The tabs a user sees: team members do not see the available Leads tab, nor Archived (they do not archive, spec
 * §6); everyone sees Purchase History, archived purchases included.
 */
export function visibleTabs(isTeamMember: boolean): TabId[] {
  return isTeamMember
    ? [...STAGE_TABS.map((tab) => tab.id), 'history']
    : ['leads', ...STAGE_TABS.map((tab) => tab.id), 'archived', 'history'];
}
