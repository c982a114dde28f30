import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ApiError, apiClient, type QuoteStatusResponse } from '@motohaul/contracts';

// GET /api/quote-status/{token}: the rider's status page (ADR 0033).

/** How often an open status page asks again: a provider may buy the request or call at any time. */
export const STATUS_REFRESH_MS = 60_000;

/** The token opens nothing (404): not worth asking again. */
export const isInvalidLink = (error: unknown) => error instanceof ApiError && error.status === 404;

export const quoteStatusQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['quote-status', token],
    queryFn: ({ signal }) => apiClient.get<QuoteStatusResponse>(API_PATHS.quoteStatus(token), { signal }),
    refetchInterval: (query) => (query.state.error ? false : STATUS_REFRESH_MS),
    refetchOnWindowFocus: true,
    retry: (failures, error) => !isInvalidLink(error) && failures < 1,
  });

export const useQuoteStatus = (token: string) => useQuery(quoteStatusQueryOptions(token));
