import { providerDirectoryQueryKey, providerDirectorySearchText, type SeededQuery } from '@motohaul/contracts';
import { DIRECTORY_QUERY_MAX, type ProviderDirectorySearch } from '../contexts/accounts/accounts-context';

/**
 * The API answers a server-rendered page draws with (ADR 0049), by its path and query (with its `?`, or ''): the page
 * reads without JavaScript, and the browser hydrates with the same answers (no loading state, no second request).
 */
export type PageQueries = (pathname: string, search: string) => Promise<SeededQuery[]>;

export interface PageQuerySources {
  searchDirectory: ProviderDirectorySearch;
}

/**
 * /find-providers?q=: the directory's answer for q, as GET /api/providers/directory gives it. A search text the API
 * refuses (too long) or a failing database seeds nothing: the browser then asks the API and shows its message.
 */
export function pageQueries({ searchDirectory }: PageQuerySources): PageQueries {
  return async (pathname, search) => {
    if (pathname.replace(/\/+$/, '') !== '/find-providers') return [];
    const query = providerDirectorySearchText(new URLSearchParams(search));
    if (query.length > DIRECTORY_QUERY_MAX) return [];
    try {
      return [{ queryKey: providerDirectoryQueryKey(query), data: await searchDirectory(query) }];
    } catch (error) {
      console.warn('The provider directory could not be read for the server render:', error);
      return [];
    }
  };
}
