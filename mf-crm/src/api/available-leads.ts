import { useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  apiClient,
  type AvailableArea,
  type AvailableLead,
  type AvailableLeadsPage,
  type CurrentUser,
  type PaymentConfig,
  type PurchasedLead,
} from '@motohaul/contracts';

// The dashboard's server state. Query keys follow the [path] convention so other parts (live alerts) can
// invalidate them.

const canSeeAvailableLeads = (user: CurrentUser) => user.userType === 'provider' || user.userType === 'super_admin';

/** The URL of one page of GET /api/leads: `area` as chosen (the server's default when undefined), after `cursor`. */
export function availableLeadsUrl(area: AvailableArea | undefined, cursor: string | null): string {
  const query = new URLSearchParams();
  if (area) query.set('area', area);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${API_PATHS.leads}?${text}` : API_PATHS.leads;
}

/**
 * GET /api/leads, page by page ('Load more' follows nextCursor), in `area` ('In my area' / 'All Australia';
 * the server's default when undefined). Not for team members.
 */
export function useAvailableLeads(user: CurrentUser, area?: AvailableArea) {
  return useInfiniteQuery({
    queryKey: [API_PATHS.leads, area ?? 'default'],
    queryFn: ({ pageParam, signal }) => apiClient.get<AvailableLeadsPage>(availableLeadsUrl(area, pageParam), { signal }),
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

type AvailablePages = { pages: AvailableLeadsPage[]; pageParams: unknown[] };

/** Drops a sold lead from every cached available-leads list at once (a lead_sold event, ADR 0012). */
export function removeSoldLead(queryClient: QueryClient, leadId: number) {
  queryClient.setQueriesData<AvailablePages>({ queryKey: [API_PATHS.leads] }, (data) => {
    if (!data?.pages.some((page) => page.leads.some((lead: AvailableLead) => lead.id === leadId))) return data;
    return {
      ...data,
      pages: data.pages.map((page, index) => ({
        ...page,
        leads: page.leads.filter((lead) => lead.id !== leadId),
        total: index === 0 ? Math.max(0, page.total - 1) : page.total,
      })),
    };
  });
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
