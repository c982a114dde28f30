import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

// The leads this page has heard were sold (lead_sold events, ADR 0012): a zustand store owned by the live alerts
// (mf-crm/src/live-alerts, the only writer); an open purchase dialog reads it and says so before any payment.

interface SoldLeadsState {
  sold: ReadonlySet<number>;
}

export const soldLeadsStore = createStore<SoldLeadsState>()(() => ({ sold: new Set<number>() }));

/** Records that a lead was bought (by anyone) and tells every open dialog. */
export function markLeadSold(leadId: number) {
  const { sold } = soldLeadsStore.getState();
  if (sold.has(leadId)) return;
  soldLeadsStore.setState({ sold: new Set(sold).add(leadId) });
}

/** Forgets every sale heard (tests). */
export function clearSoldLeads() {
  soldLeadsStore.setState({ sold: new Set<number>() });
}

/** True once a lead_sold event for `leadId` arrived. */
export const useLeadSold = (leadId: number) => useStore(soldLeadsStore, (state) => state.sold.has(leadId));
