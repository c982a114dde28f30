import type { QueryClient } from '@tanstack/react-query';
import type { RouteLoaderArgs } from '@motohaul/contracts';
import { statusPriceGuideQueryOptions } from '../api/price-guide';
import { quoteStatusQueryOptions } from '../api/quote-status';

/**
 * The status page's loader (ADR 0047): the request's status and its price guide are asked for as the navigation
 * starts, alongside the page's code, under the keys the page reads (so the server's HTML carries both, ADR 0086, and
 * the browser asks for neither again). It does not wait for the answers: the page has its own loading state and its
 * own words for a link that opens nothing, and a guide that fails is not shown.
 */
export function quoteStatusLoader({ params, queryClient }: RouteLoaderArgs<QueryClient>): null {
  const token = params.token ?? '';
  if (!token) return null;
  void queryClient.prefetchQuery(quoteStatusQueryOptions(token));
  void queryClient.prefetchQuery(statusPriceGuideQueryOptions(token));
  return null;
}
