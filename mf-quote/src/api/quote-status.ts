import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ApiError, apiClient, quoteStatusQueryKey, type QuoteStatusResponse } from '@motohaul/contracts';

// GET /api/quote-status/{token}: the rider's status page (ADR 0033).

/**
 * How often an open status page asks again (issue 28 item 6, ADR 0056): the buyer may move the request at any time, and
 * the page shows it within 5 seconds. A tab in the background does not ask (it asks at once when it comes back).
 */
export const STATUS_POLL_MS = 4_000;
/** While asking fails, the page waits as long as it has gone without an answer, up to this. */
export const STATUS_POLL_MAX_MS = 60_000;

/** The token opens nothing (404): not worth asking again. */
export const isInvalidLink = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The wait before the next ask: every STATUS_POLL_MS while answers come; after a failed ask, as long as the page has
 * gone without an answer (so the waits double), at most STATUS_POLL_MAX_MS; never again for a link that opens nothing,
 * a page that never had an answer (it offers 'Try again') or a request its rider cancelled (nothing changes it since).
 */
export function statusPollDelay(
  state: { error: unknown; dataUpdatedAt: number; data?: Pick<QuoteStatusResponse, 'state'> },
  now: number,
): number | false {
  if (state.data?.state === 'cancelled') return false;
  if (!state.error) return STATUS_POLL_MS;
  if (isInvalidLink(state.error) || state.dataUpdatedAt === 0) return false;
  return Math.min(STATUS_POLL_MAX_MS, Math.max(STATUS_POLL_MS, now - state.dataUpdatedAt));
}

export const quoteStatusQueryOptions = (token: string) =>
  queryOptions({
    queryKey: quoteStatusQueryKey(token),
    queryFn: ({ signal }) => apiClient.get<QuoteStatusResponse>(API_PATHS.quoteStatus(token), { signal }),
    refetchInterval: (query) => statusPollDelay(query.state, Date.now()),
    refetchOnWindowFocus: true,
    retry: (failures, error) => !isInvalidLink(error) && failures < 1,
  });

export const useQuoteStatus = (token: string) => useQuery(quoteStatusQueryOptions(token));
