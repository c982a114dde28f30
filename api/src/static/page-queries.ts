import { matchPath } from 'react-router';
import {
  providerDirectoryQueryKey,
  providerDirectorySearchText,
  QUOTE_STATUS_PAGE_PATH,
  quoteStatusQueryKey,
  type QuoteStatusResponse,
  type SeededQuery,
} from '@motohaul/contracts';
import { DIRECTORY_QUERY_MAX, type ProviderDirectorySearch } from '../contexts/accounts/accounts-context';

/** The API answers a server-rendered page draws with, and whether they are one person's. */
export interface PageData {
  queries: SeededQuery[];
  /**
   * The answers are one person's (a rider's status link): the page is rendered for this request only, never kept, and
   * sent with Cache-Control: no-store, as the API's own answer is.
   */
  personal: boolean;
}

/** What a page request brings besides its path: the client's address (the status lookups' rate limit counts it). */
export interface PageDataRequest {
  pathname: string;
  /** The query with its `?`, or ''. */
  search: string;
  ip: string | undefined;
}

/**
 * The API answers a server-rendered page draws with (ADR 0049), by its path and query: the page reads without JavaScript,
 * and the browser hydrates with the same answers (no loading state, no second request, no request chain).
 */
export type PageQueries = (request: PageDataRequest) => Promise<PageData>;

export interface PageQuerySources {
  searchDirectory: ProviderDirectorySearch;
  /**
   * A status link's answer as GET /api/quote-status/{token} gives it, counted in the same per-address limit; null when
   * the token opens nothing or the client is over the limit (the browser then asks the API, which says which).
   */
  statusForPage: (token: string, ip: string | undefined) => Promise<QuoteStatusResponse | null>;
}

const NONE: PageData = { queries: [], personal: false };

/**
 * /find-providers?q=: the directory's answer for q. /quote-status/:token: the request's status (ADR 0062), so its
 * text paints with the HTML. A search text the API refuses (too long), a token that opens nothing or a failing database
 * seeds nothing: the browser then asks the API and shows its message.
 */
export function pageQueries({ searchDirectory, statusForPage }: PageQuerySources): PageQueries {
  return async ({ pathname, search, ip }) => {
    const status = matchPath(QUOTE_STATUS_PAGE_PATH, pathname);
    if (status) {
      try {
        // The token as the browser's router and the API's route read it: decoded.
        const token = decodeURIComponent(status.params.token ?? '');
        const answer = await statusForPage(token, ip);
        return answer ? { queries: [{ queryKey: quoteStatusQueryKey(token), data: answer, updatedAt: Date.now() }], personal: true } : NONE;
      } catch (error) {
        console.warn('A status link could not be read for the server render:', error);
        return NONE;
      }
    }
    if (!matchPath('/find-providers', pathname)) return NONE;
    const query = providerDirectorySearchText(new URLSearchParams(search));
    if (query.length > DIRECTORY_QUERY_MAX) return NONE;
    try {
      return { queries: [{ queryKey: providerDirectoryQueryKey(query), data: await searchDirectory(query) }], personal: false };
    } catch (error) {
      console.warn('The provider directory could not be read for the server render:', error);
      return NONE;
    }
  };
}
