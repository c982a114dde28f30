import type { PipelineSummary, PurchasedLead, SalesStage } from '@motohaul/contracts';

// The 'Sales Pipeline' tabs (spec §2.8, §4). The Paid tab has the id 'paid' but groups the stage invoice_paid.

export const STAGE_LABELS: Record<SalesStage, string> = {
  purchased: 'Purchased',
  called: 'Called',
  booked_in: 'Booked In',
  picked_up: 'Picked Up',
  in_transit: 'In Transit',
  delivered: 'Delivered',
  invoice_paid: 'Paid',
  declined: 'Declined',
  finalised: 'Finalised',
};

export type StageTabId = 'purchased' | 'called' | 'booked_in' | 'picked_up' | 'in_transit' | 'delivered' | 'paid' | 'declined' | 'finalised';
export type TabId = 'leads' | StageTabId | 'archived' | 'history';

export const STAGE_TABS: readonly { id: StageTabId; stage: SalesStage }[] = [
  { id: 'purchased', stage: 'purchased' },
  { id: 'called', stage: 'called' },
  { id: 'booked_in', stage: 'booked_in' },
  { id: 'picked_up', stage: 'picked_up' },
  { id: 'in_transit', stage: 'in_transit' },
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

/**
 * The tabs a user sees: team members do not see the available Leads tab, nor Archived (they do not archive, spec
 * §6); everyone sees Purchase History, archived purchases included.
 */
export function visibleTabs(isTeamMember: boolean): TabId[] {
  return isTeamMember
    ? [...STAGE_TABS.map((tab) => tab.id), 'history']
    : ['leads', ...STAGE_TABS.map((tab) => tab.id), 'archived', 'history'];
}

/** The count badges of the stage tabs and Archived, from the summary; none when the range selects nothing (From after To). */
export function summaryCounts(summary: PipelineSummary, rangeSelectsNothing: boolean): Partial<Record<TabId, number>> {
  if (rangeSelectsNothing) return Object.fromEntries(Object.keys(summary.tabs).map((tab) => [tab, 0]));
  return summary.tabs;
}
