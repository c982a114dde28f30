import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { API_PATHS, apiClient, type PurchasedLead } from '@motohaul/contracts';

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
  const purchases = useQuery({
    queryKey: [API_PATHS.myPurchasedLeads],
    queryFn: ({ signal }) => apiClient.get<PurchasedLead[]>(API_PATHS.myPurchasedLeads, { signal }),
    refetchInterval: active ? PURCHASE_POLL_MS : false,
    enabled: active,
  });
  const recorded = active && (purchases.data ?? []).some((purchase) => purchase.leadId === leadId);
  useEffect(() => {
    if (!recorded || done.current) return;
    done.current = true;
    callback.current();
  }, [recorded]);
  return { markDone: () => (done.current = true) };
}
