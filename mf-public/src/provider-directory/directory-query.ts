import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@motohaul/contracts';

// Local until contracts has them (told to the lead): the directory's path and answer.
export const PROVIDER_DIRECTORY_PATH = '/api/providers/directory';

export interface DirectoryProvider {
  id: number;
  companyName: string;
  serviceLocation: string;
  serviceRadius: number;
  serviceAreas: string[];
}

/** GET /api/providers/directory?q=: listed providers matching a suburb or postcode (all of them for ''). */
export function useProviderDirectory(query: string) {
  return useQuery({
    queryKey: ['providers', 'directory', query],
    queryFn: ({ signal }) =>
      apiClient.get<{ providers: DirectoryProvider[] }>(
        query ? `${PROVIDER_DIRECTORY_PATH}?${new URLSearchParams({ q: query })}` : PROVIDER_DIRECTORY_PATH,
        { signal },
      ),
    staleTime: 60_000,
  });
}
