import { useQuery } from '@tanstack/react-query';
import { API_PATHS, apiClient, CURRENT_USER_KEY, fetchCurrentUser, type PublicConfig } from '@motohaul/contracts';

export { CURRENT_USER_KEY };
export const PUBLIC_CONFIG_KEY = ['config', 'public'] as const;

/** The signed-in user, or null for a visitor (401). Spec §9: fresh 5 min, cached 10 min, no retry. */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    staleTime: 5 * 60 * 1000,
    gcTime: 10 * 60 * 1000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: true,
  });
}

/** Public configuration (the support phone). */
export function usePublicConfig() {
  return useQuery({
    queryKey: PUBLIC_CONFIG_KEY,
    queryFn: ({ signal }) => apiClient.get<PublicConfig>(API_PATHS.publicConfig, { signal }),
  });
}
