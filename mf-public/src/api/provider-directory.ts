import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiClient, queryString, type ProviderDirectoryResponse } from '@motohaul/contracts';

// GET /api/providers/directory?q= (the Find Providers page).

/** The search text of a Find Providers URL's query string (`?q=`), trimmed. */
export const providerDirectorySearchText = (search: URLSearchParams) => (search.get('q') ?? '').trim();

/** Listed providers matching a suburb or postcode (all of them for ''). */
export const providerDirectoryQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['providers', 'directory', query],
    queryFn: ({ signal }) => apiClient.get<ProviderDirectoryResponse>(`${API_PATHS.providerDirectory}${queryString({ q: query })}`, { signal }),
    staleTime: 60_000,
  });

export const useProviderDirectory = (query: string) => useQuery(providerDirectoryQueryOptions(query));
