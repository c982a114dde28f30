import { infiniteQueryOptions, useInfiniteQuery, useMutation, type QueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import {
  API_PATHS,
  apiClient,
  availableLeadsQueryKey,
  canSeeAvailableLeads,
  queryString,
  type AvailableArea,
  type AvailableLead,
  type AvailableLeadsPage,
  type CurrentUser,
  type LeadDetails,
  type LeadGoneReason,
} from '@motohaul/contracts';
import { afterInvalidation, type MutationCallbacks } from './mutation-options';
import { useRefreshLeads } from './purchases';

// GET /api/leads (the leads for sale) and POST /api/leads/:id/archive. Query keys follow the [path] convention
// so other parts (live alerts) can invalidate them: [API_PATHS.leads, area] has this one fetcher.

/** The URL of one page of GET /api/leads: `area` as chosen (the server's default when undefined), after `cursor`. */
export function availableLeadsUrl(area: AvailableArea | undefined, cursor: string | null): string {
  return `${API_PATHS.leads}${queryString({ area, cursor: cursor ?? undefined })}`;
}

/** Every cached available-leads list, whatever its area. */
export const AVAILABLE_LEADS_KEY = [API_PATHS.leads] as const;

/** GET /api/leads, page by page ('Load more' follows nextCursor), in `area`. */
export const availableLeadsQueryOptions = (area?: AvailableArea) =>
  infiniteQueryOptions({
    queryKey: availableLeadsQueryKey(area),
    queryFn: ({ pageParam, signal }) => apiClient.get<AvailableLeadsPage>(availableLeadsUrl(area, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/**
 * GET /api/leads in `area` ('In my area' / 'All Australia'; the server's default when undefined). Not for team
 * members.
 */
export const useAvailableLeads = (user: CurrentUser, area?: AvailableArea) =>
  useInfiniteQuery({ ...availableLeadsQueryOptions(area), enabled: canSeeAvailableLeads(user) });

/** Marks the available leads stale (a new lead heard on the live stream). */
export const invalidateAvailableLeads = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: AVAILABLE_LEADS_KEY });

/** POST /api/leads/:id/archive (a super admin hides a lead for sale), then the lists refresh. */
export function useArchiveLeadMutation(leadId: number, options?: MutationCallbacks<LeadDetails, void>) {
  const refreshLeads = useRefreshLeads();
  return useMutation({
    ...afterInvalidation(refreshLeads, options),
    mutationFn: () => apiClient.post<LeadDetails>(API_PATHS.archiveLead(leadId)),
  });
}

type AvailablePages = { pages: AvailableLeadsPage[]; pageParams: unknown[] };

/** Drops a sold lead from every cached available-leads list at once (a lead_sold event, ADR 0012). */
export function removeSoldLead(queryClient: QueryClient, leadId: number) {
  queryClient.setQueriesData<AvailablePages>({ queryKey: AVAILABLE_LEADS_KEY }, (data) => {
    if (!data?.pages.some((page) => page.leads.some((lead: AvailableLead) => lead.id === leadId))) return data;
    return {
      ...data,
      pages: data.pages.map((page, index) => ({
        ...page,
        leads: page.leads.filter((lead) => lead.id !== leadId),
        // A capped total ('1000+') stays as it is: one sale leaves more than the cap.
        total: index === 0 && !page.totalIsCapped ? Math.max(0, page.total - 1) : page.total,
      })),
    };
  });
}

// The leads this page has heard were sold (lead_sold events, ADR 0012): a zustand store owned by the live alerts
// (mf-crm/src/live-alerts, the only writer); an open purchase dialog reads it and says so before any payment.

interface SoldLeadsState {
  /** The leads heard to have left the market, and why. */
  sold: ReadonlyMap<number, LeadGoneReason>;
}

export const soldLeadsStore = createStore<SoldLeadsState>()(() => ({ sold: new Map<number, LeadGoneReason>() }));

/** Records that a lead left the market (bought by anyone, or cancelled by its rider) and tells every open dialog. */
export function markLeadSold(leadId: number, reason: LeadGoneReason = 'sold') {
  const { sold } = soldLeadsStore.getState();
  if (sold.has(leadId)) return;
  soldLeadsStore.setState({ sold: new Map(sold).set(leadId, reason) });
}

/** Forgets every sale heard (tests). */
export function clearSoldLeads() {
  soldLeadsStore.setState({ sold: new Map<number, LeadGoneReason>() });
}

/** Why `leadId` left the market, once a lead_sold event for it arrived; null before. */
export const useLeadSold = (leadId: number) => useStore(soldLeadsStore, (state) => state.sold.get(leadId) ?? null);
/** The available total as shown: '42', or '1000+' when the API stopped counting at its cap (ADR 0057). */
export const availableTotalText = (page: Pick<AvailableLeadsPage, 'total' | 'totalIsCapped'> | undefined): string | undefined =>
  page === undefined ? undefined : `${page.total}${page.totalIsCapped ? '+' : ''}`;
