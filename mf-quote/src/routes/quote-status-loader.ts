import type { QueryClient } from '@tanstack/react-query';
import type { RouteLoaderArgs } from '@motohaul/contracts';
import { quoteStatusQueryOptions } from '../api/quote-status';

/**
 * The status page's loader (ADR 0047): the request's status is asked for as the navigation starts, alongside the
 * page's code, under the key the page reads. It does not wait for the answer: the page has its own loading state and
 * its own words for a link that opens nothing.
 */
export function quoteStatusLoader({ params, queryClient }: RouteLoaderArgs<QueryClient>): null {
  const token = params.token ?? '';
  if (token) void queryClient.prefetchQuery(quoteStatusQueryOptions(token));
  return null;
}
