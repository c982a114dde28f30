import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiClient, type SpeedToContact } from '@motohaul/contracts';

// GET /api/lead-purchases/speed-to-contact: the median time to first call over a range of purchase days (ADR 0034).

export const SPEED_TO_CONTACT_KEY = [API_PATHS.speedToContact] as const;

/** A range of Sydney days (YYYY-MM-DD, both included), or null for all time. */
export type PurchaseDayRange = { from: string; to: string } | null;

export const speedToContactQueryOptions = (range: PurchaseDayRange) =>
  queryOptions({
    queryKey: [...SPEED_TO_CONTACT_KEY, range?.from ?? '', range?.to ?? ''],
    queryFn: ({ signal }) =>
      apiClient.get<SpeedToContact>(range ? `${API_PATHS.speedToContact}?${new URLSearchParams(range).toString()}` : API_PATHS.speedToContact, { signal }),
    // The figure of the range before stays in view while the next one loads.
    placeholderData: keepPreviousData,
  });

/** The median for `range`; not asked for while `enabled` is false (a range the server would refuse). */
export const useSpeedToContact = (range: PurchaseDayRange, enabled = true) => useQuery({ ...speedToContactQueryOptions(range), enabled });
