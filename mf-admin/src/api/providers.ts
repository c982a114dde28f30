import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  queryString,
  type AdminActiveFlagInput,
  type AdminProviderRow,
  type AdminResetLinkResponse,
  type ApiClient,
  type Paged,
} from '@motohaul/contracts';
import { useAdminApi } from './admin-client-context';
import type { MutationReactions } from './mutation-reactions';
import { ADMIN_ANALYTICS_KEY } from './overview';

// GET /api/admin/providers (searched, paged), PATCH /api/admin/providers/:id/status, POST /api/admin/providers/:id/approve
// and POST /api/admin/providers/:id/password-reset-link.

export const ADMIN_PROVIDERS_KEY = [API_PATHS.adminProviders] as const;

export interface ProvidersPage {
  /** The search text, already trimmed ('' for every provider). */
  q: string;
  page: number;
  pageSize: number;
}

/** One page of providers matching `q`; the page shown stays while the next loads. */
export function useAdminProviders({ q, page, pageSize }: ProvidersPage) {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...ADMIN_PROVIDERS_KEY, { q, page }],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminProviderRow>>(`${API_PATHS.adminProviders}${queryString({ q, page, pageSize })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export interface ProviderStatusChange extends AdminActiveFlagInput {
  provider: AdminProviderRow;
}

/**
 * A change of one provider whose answer is the provider as stored: the component's reactions run first; then every
 * cached page shows it at once, whatever a refetch started before the change (the search's debounce) answers, and the
 * pages and the overview's figures are fetched again.
 */
function useProviderChange<Variables>(send: (api: ApiClient, variables: Variables) => Promise<AdminProviderRow>, { onSuccess, onError }: MutationReactions<AdminProviderRow>) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => send(api, variables),
    onSuccess: (updated) => {
      onSuccess?.(updated);
      queryClient.setQueriesData<Paged<AdminProviderRow>>({ queryKey: ADMIN_PROVIDERS_KEY }, (page) =>
        page ? { ...page, items: page.items.map((row) => (row.id === updated.id ? { ...row, ...updated } : row)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: ADMIN_PROVIDERS_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_ANALYTICS_KEY });
    },
    onError,
  });
}

/** PATCH /api/admin/providers/:id/status (activate or deactivate). */
export const useProviderStatusMutation = (reactions: MutationReactions<AdminProviderRow>) =>
  useProviderChange(
    (api, { provider, isActive }: ProviderStatusChange) =>
      api.patch<AdminProviderRow>(API_PATHS.adminProviderStatus(provider.id), { isActive } satisfies AdminActiveFlagInput),
    reactions,
  );

/** POST /api/admin/providers/:id/approve: lists the provider in the public directory (ADR 0030); audited by the API. */
export const useProviderApproveMutation = (reactions: MutationReactions<AdminProviderRow>) =>
  useProviderChange((api, provider: AdminProviderRow) => api.post<AdminProviderRow>(API_PATHS.adminProviderApprove(provider.id), {}), reactions);

/**
 * POST /api/admin/providers/:id/password-reset-link (ADR 0032): a one-time reset link the admin passes on; audited by the
 * API. The link is only in the answer (never cached in the query cache) and nothing shown changes.
 */
export function useProviderResetLinkMutation({ onSuccess, onError }: MutationReactions<AdminResetLinkResponse>) {
  const api = useAdminApi();
  return useMutation({
    mutationFn: (provider: AdminProviderRow) => api.post<AdminResetLinkResponse>(API_PATHS.adminProviderResetLink(provider.id), {}),
    onSuccess,
    onError,
  });
}
