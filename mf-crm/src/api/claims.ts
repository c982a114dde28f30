import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiClient, PURCHASED_LEADS_KEY, type CreditBalance, type LeadClaimInput, type PurchasedLead } from '@motohaul/contracts';
import { afterInvalidation, type MutationCallbacks } from './mutation-options';

// POST /api/lead-purchases/{id}/claim (a credit for a bad lead) and GET /api/provider-credits (ADR 0036).

export const CREDIT_BALANCE_KEY = [API_PATHS.creditBalance] as const;

/** The owner's credit balance, which the next purchase spends first. */
export const useCreditBalance = (enabled = true) =>
  useQuery({ queryKey: CREDIT_BALANCE_KEY, queryFn: ({ signal }) => apiClient.get<CreditBalance>(API_PATHS.creditBalance, { signal }), enabled });

/** Files the claim, then the purchases (the card shows 'Claim pending') are read again. */
export function useClaimCreditMutation(purchaseId: number, options?: MutationCallbacks<PurchasedLead, LeadClaimInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...afterInvalidation(() => queryClient.invalidateQueries({ queryKey: PURCHASED_LEADS_KEY }), options),
    mutationFn: (input: LeadClaimInput) => apiClient.post<PurchasedLead>(API_PATHS.claimPurchase(purchaseId), input),
  });
}
