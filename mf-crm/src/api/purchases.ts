import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiClient, type PurchasedLead, type SalesStageUpdateInput } from '@motohaul/contracts';

/** PATCH /api/lead-purchases/{id}/sales-stage, then the purchase lists refresh. */
export function useUpdatePurchase(purchaseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SalesStageUpdateInput) =>
      apiClient.patch<{ purchase: PurchasedLead } | PurchasedLead>(API_PATHS.salesStage(purchaseId), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [API_PATHS.myPurchasedLeads] }),
  });
}

/** POST /api/lead-purchases/{id}/archive. */
export function useArchivePurchase(purchaseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post(API_PATHS.archivePurchase(purchaseId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [API_PATHS.myPurchasedLeads] }),
  });
}
