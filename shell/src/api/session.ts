import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiClient, CURRENT_USER_KEY, DASHBOARD_USER_TYPES, fetchCurrentUser, PUBLIC_CONFIG_KEY, type CurrentUser, type PublicConfig } from '@motohaul/contracts';

// The shell's session endpoints: GET /api/auth/session (the signed-in user, or null with a 200 for a visitor; key
// and fetcher from contracts, shared with the dev harness and mf-crm), GET /api/config/public and POST /api/auth/logout.

export { CURRENT_USER_KEY, PUBLIC_CONFIG_KEY };

/** GET /api/auth/session: the signed-in user, or null for a visitor (no 401 logged). Spec §9: fresh 5 min, cached 10 min, no retry. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    staleTime: 5 * 60 * 1000,
    gcTime: 10 * 60 * 1000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: true,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());

/** A user of the signed-in set (spec §2.1): provider, team member or super admin. */
export const isDashboardUser = (user: CurrentUser | null): user is CurrentUser =>
  user !== null && DASHBOARD_USER_TYPES.includes(user.userType);

/** GET /api/config/public: the public settings (the support phone, the app mode). */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: PUBLIC_CONFIG_KEY,
    queryFn: ({ signal }) => apiClient.get<PublicConfig>(API_PATHS.publicConfig, { signal }),
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());

const keyIs = (key: readonly unknown[], wanted: readonly unknown[]) => wanted.every((part, index) => key[index] === part);

/**
 * POST /api/auth/logout (spec §7, §8): drops every cached query but the public settings and leaves the current user
 * empty (so the page re-renders as a visitor's), then the component's reactions (its navigation and toasts, never the
 * request or the cache) run; a failure keeps the session.
 */
export function useLogoutMutation({ onSuccess, onError }: { onSuccess: () => void; onError: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<void>(API_PATHS.logout, {}),
    onSuccess: () => {
      queryClient.removeQueries({
        predicate: (query) => !keyIs(query.queryKey, CURRENT_USER_KEY) && !keyIs(query.queryKey, PUBLIC_CONFIG_KEY),
      });
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      onSuccess();
    },
    onError,
  });
}
