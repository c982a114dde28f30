import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  apiClient,
  type AvailableLeadsPage,
  type CurrentUser,
  type PaymentConfig,
  type PurchasedLead,
} from '@motohaul/contracts';

// The dashboard's server state. Query keys follow the [path] convention so other parts (live alerts) can
// invalidate them.

const canSeeAvailableLeads = (user: CurrentUser) => user.userType === 'provider' || user.userType === 'super_admin';

/** GET /api/leads, page by page ('Load more' follows nextCursor). Not for team members. */
export function useAvailableLeads(user: CurrentUser) {
  return useInfiniteQuery({
    queryKey: [API_PATHS.leads],
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<AvailableLeadsPage>(
        pageParam ? `${API_PATHS.leads}?cursor=${encodeURIComponent(pageParam)}` : API_PATHS.leads,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: canSeeAvailableLeads(user),
  });
}

/** GET /api/my-purchased-leads: the user's (or the team owner's) active purchases. */
export function usePurchasedLeads() {
  return useQuery({
    queryKey: [API_PATHS.myPurchasedLeads],
    queryFn: ({ signal }) => apiClient.get<PurchasedLead[]>(API_PATHS.myPurchasedLeads, { signal }),
  });
}

/** GET /api/config/payments: whether cards or the 'Complete Purchase' fallback are available. */
export function usePaymentConfig(enabled = true) {
  return useQuery({
    queryKey: [API_PATHS.paymentConfig],
    queryFn: ({ signal }) => apiClient.get<PaymentConfig>(API_PATHS.paymentConfig, { signal }),
    enabled,
  });
}

/** Refreshes the available leads and the purchases after a purchase, an archive or a new manual lead. */
export function useRefreshLeads() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [API_PATHS.leads] }),
      queryClient.invalidateQueries({ queryKey: [API_PATHS.myPurchasedLeads] }),
    ]);
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
