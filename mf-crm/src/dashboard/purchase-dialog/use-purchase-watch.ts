import { useEffect, useRef } from 'react';
import { usePolledPurchasedLeads } from '../../api/purchases';

export const PURCHASE_POLL_MS = 2000;

/**
 * Waiting for payment confirmation: once a PaymentIntent exists, the purchases are re-read every 2 s while the
 * dialog is open, so a purchase the server records from the signed webhook completes the flow too.
 */
export function usePurchaseWatch(leadId: number, active: boolean, onRecorded: () => void) {
  const done = useRef(false);
  const callback = useRef(onRecorded);
  useEffect(() => {
    callback.current = onRecorded;
  });
  const purchases = usePolledPurchasedLeads(active, PURCHASE_POLL_MS);
  const recorded = active && (purchases.data ?? []).some((purchase) => purchase.leadId === leadId);
  useEffect(() => {
    if (!recorded || done.current) return;
    done.current = true;
    callback.current();
  }, [recorded]);
  return { markDone: () => (done.current = true) };
}
