import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiClient, queryString, type PriceGuide } from '@motohaul/contracts';

// The rider's price guide (issue 47 item 1): GET /api/price-guide?pickup=&dropoff= for the wizard's trip, and
// GET /api/quote-status/{token}/price-guide for a sent request. Its own request, never retried: the pages never wait
// for it, and an error only hides it.

const GUIDE_STALE_MS = 10 * 60_000;

export const tripPriceGuideQueryOptions = (pickup: string, dropoff: string) =>
  queryOptions({
    queryKey: [API_PATHS.priceGuide, pickup, dropoff] as const,
    queryFn: ({ signal }) => apiClient.get<PriceGuide>(`${API_PATHS.priceGuide}${queryString({ pickup, dropoff })}`, { signal }),
    staleTime: GUIDE_STALE_MS,
    retry: false,
  });

export const statusPriceGuideQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [API_PATHS.quoteStatusPriceGuide(token)] as const,
    queryFn: ({ signal }) => apiClient.get<PriceGuide>(API_PATHS.quoteStatusPriceGuide(token), { signal }),
    staleTime: GUIDE_STALE_MS,
    retry: false,
  });

/** The guide of the wizard's trip, asked once both places are typed. */
export const useTripPriceGuide = (pickup: string, dropoff: string) =>
  useQuery({ ...tripPriceGuideQueryOptions(pickup.trim(), dropoff.trim()), enabled: pickup.trim().length >= 2 && dropoff.trim().length >= 2 });

/** The guide of the request a status token opens. */
export const useStatusPriceGuide = (token: string) => useQuery({ ...statusPriceGuideQueryOptions(token), enabled: token !== '' });
