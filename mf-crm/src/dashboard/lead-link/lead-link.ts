import { createContext, useContext } from 'react';
import type { PurchasedLead } from '@motohaul/contracts';
import { STAGE_TABS, stageOf, type TabId } from '../pipeline/stages';

// A lead's own URL, /dashboard/leads/:jobRef (ADR 0009): opened from a pasted link or a new-lead notification.

/** The path of a lead in the dashboard. */
export const leadPath = (jobReference: string) => `/dashboard/leads/${encodeURIComponent(jobReference)}`;

/** Job references compare without letter case (`mt-250123` is `MT-250123`). */
export const sameJobRef = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toUpperCase() === b.toUpperCase();

/** A purchase's job reference, as its card shows it. */
export const purchaseJobRef = (purchase: Pick<PurchasedLead, 'jobReference' | 'leadId'>) => purchase.jobReference ?? `MT-${purchase.leadId}`;

/** The tab holding a purchase: Archived, or its stage's tab. */
export function tabOfPurchase(purchase: Pick<PurchasedLead, 'isArchived' | 'salesStage'>): TabId {
  if (purchase.isArchived) return 'archived';
  const stage = stageOf(purchase);
  return STAGE_TABS.find((tab) => tab.stage === stage)?.id ?? 'purchased';
}

/** The DOM id of a lead's card, in the stage tabs and in the Leads tab. */
export const leadCardId = (jobReference: string) => `lead-${jobReference.toUpperCase()}`;

/** The job reference the URL points at (cards mark themselves when it is theirs). */
export const LinkedLeadContext = createContext<string | null>(null);

/** Whether this card's lead is the one the URL points at. */
export const useIsLinkedLead = (jobReference: string) => sameJobRef(useContext(LinkedLeadContext), jobReference);
