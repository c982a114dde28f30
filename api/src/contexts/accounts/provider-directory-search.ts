import type { ProviderDirectoryResponse } from '@motohaul/contracts';
import type { ProviderDirectoryRepository } from './provider-directory-repository';

/** At most this many providers per answer; the longest search text accepted. */
export const DIRECTORY_LIMIT = 50;
export const DIRECTORY_QUERY_MAX = 100;

/** The public provider directory's search: what GET /api/providers/directory answers and /find-providers is drawn with. */
export type ProviderDirectorySearch = (query: string) => Promise<ProviderDirectoryResponse>;

/**
 * The listed providers for a trimmed search text of at most DIRECTORY_QUERY_MAX characters (all of them for ''): one
 * function for the API route and the server-rendered Find Providers page (ADR 0049), so both answer alike.
 */
export function providerDirectorySearch(repository: ProviderDirectoryRepository): ProviderDirectorySearch {
  return async (query) => ({ providers: await repository.list(query || null, DIRECTORY_LIMIT) });
}
