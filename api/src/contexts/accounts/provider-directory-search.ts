import type { ProviderDirectoryResponse, ReviewSummary } from '@motohaul/contracts';
import type { DirectoryPlace, ProviderDirectoryRepository } from './provider-directory-repository';

/** At most this many providers per answer; the longest search text accepted. */
export const DIRECTORY_LIMIT = 50;
export const DIRECTORY_QUERY_MAX = 100;

/** Where a search text is placed (the leads context's locator, handed in by app.ts): null when it names no place. */
export type LocateDirectoryPlace = (text: string) => Promise<DirectoryPlace | null>;

/** The riders' reviews of these providers (the sales context's summaries, handed in by app.ts: ADR 0056). */
export type DirectoryReviews = (providerIds: number[]) => Promise<Map<number, ReviewSummary>>;

/** The public provider directory's search: what GET /api/providers/directory answers and /find-providers is drawn with. */
export type ProviderDirectorySearch = (query: string) => Promise<ProviderDirectoryResponse>;

/**
 * The listed providers for a trimmed search text of at most DIRECTORY_QUERY_MAX characters (all of them for ''): the
 * providers whose service area covers the place the text names, nearest first, and those whose location or areas
 * mention it. One function for the API route and the server-rendered Find Providers page (ADR 0049), so both answer
 * alike.
 */
export function providerDirectorySearch(repository: ProviderDirectoryRepository, locate?: LocateDirectoryPlace, reviewsOf?: DirectoryReviews): ProviderDirectorySearch {
  // A lookup that fails leaves the search to the text alone (logged).
  const placeOf = async (text: string) => {
    try {
      return (await locate?.(text)) ?? null;
    } catch (error) {
      console.error('Locating a directory search failed:', error instanceof Error ? error.message : error);
      return null;
    }
  };
  return async (query) => {
    const providers = await repository.list(query || null, DIRECTORY_LIMIT, query ? await placeOf(query) : null);
    const reviews = (await reviewsOf?.(providers.map((provider) => provider.id))) ?? new Map<number, ReviewSummary>();
    return { providers: providers.map((provider) => ({ ...provider, reviews: reviews.get(provider.id) ?? { average: null, count: 0, latest: [] } })) };
  };
}
