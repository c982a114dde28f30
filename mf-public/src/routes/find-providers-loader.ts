import type { QueryClient } from '@tanstack/react-query';
import type { RouteLoaderArgs } from '@motohaul/contracts';
import { providerDirectoryQueryOptions, providerDirectorySearchText } from '../api/provider-directory';

/**
 * The directory's loader (ADR 0047, ADR 0086): the search of the URL's `?q=` is asked for as the navigation starts,
 * under the key the page reads; on the server the page is drawn with its answer. It does not wait for the answer: the
 * page has its own loading state and its own words for a search the API refuses.
 */
export function findProvidersLoader({ request, queryClient }: RouteLoaderArgs<QueryClient>): null {
  void queryClient.prefetchQuery(providerDirectoryQueryOptions(providerDirectorySearchText(new URL(request.url).searchParams)));
  return null;
}
