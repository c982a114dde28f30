import { useSyncExternalStore } from 'react';

// The leads this page has heard were sold (lead_sold events, ADR 0012): an open purchase dialog for one of them
// says so before any payment is attempted.

const sold = new Set<number>();
const listeners = new Set<() => void>();

/** Records that a lead was bought (by anyone) and tells every open dialog. */
export function markLeadSold(leadId: number) {
  if (sold.has(leadId)) return;
  sold.add(leadId);
  for (const listener of listeners) listener();
}

/** Forgets every sale heard (tests). */
export function clearSoldLeads() {
  sold.clear();
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once a lead_sold event for `leadId` arrived. */
export const useLeadSold = (leadId: number) =>
  useSyncExternalStore(
    subscribe,
    () => sold.has(leadId),
    () => false,
  );
