import { useQuery } from '@tanstack/react-query';
import { API_PATHS, apiClient, type ProviderDirectoryResponse } from '@motohaul/contracts';

/** GET /api/providers/directory?q=: listed providers matching a suburb or postcode (all of them for ''). */
export function useProviderDirectory(query: string) {
  return useQuery({
    queryKey: ['providers', 'directory', query],
    queryFn: ({ signal }) =>
      apiClient.get<ProviderDirectoryResponse>(
        query ? `${API_PATHS.providerDirectory}?${new URLSearchParams({ q: query })}` : API_PATHS.providerDirectory,
        { signal },
      ),
    staleTime: 60_000,
  });
}
