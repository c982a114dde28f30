import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiClient, type ProviderDirectoryResponse } from '@motohaul/contracts';

// GET /api/providers/directory?q= (the Find Providers page).

/** The search text of a Find Providers URL's query string (`?q=`), trimmed. */
export const providerDirectorySearchText = (search: URLSearchParams) => (search.get('q') ?? '').trim();

/** The directory URL for `query` (the whole directory for ''). */
const directoryUrl = (query: string) =>
  query ? `${API_PATHS.providerDirectory}?${new URLSearchParams({ q: query })}` : API_PATHS.providerDirectory;

/** Listed providers matching a suburb or postcode (all of them for ''). */
export const providerDirectoryQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['providers', 'directory', query],
    queryFn: ({ signal }) => apiClient.get<ProviderDirectoryResponse>(directoryUrl(query), { signal }),
    staleTime: 60_000,
  });

export const useProviderDirectory = (query: string) => useQuery(providerDirectoryQueryOptions(query));
