import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiClient, type ReturnTrip, type ReturnTripInput, type ReturnTripsResponse, type TripFit, type TripFitsResponse } from '@motohaul/contracts';

// /api/return-trips (issue 47 item 4, ADR 0083): the owner's return trips (their team sees them), and the leads for
// sale that fit them (the marks on the Leads tab's list and map).

const TRIPS_KEY = [API_PATHS.returnTrips] as const;
const FITS_KEY = [API_PATHS.returnTripFits] as const;

/** GET /api/return-trips. */
export const useReturnTrips = () =>
  useQuery({
    queryKey: TRIPS_KEY,
    queryFn: ({ signal }) => apiClient.get<ReturnTripsResponse>(API_PATHS.returnTrips, { signal }),
    staleTime: 0,
  });

/** GET /api/return-trips/fits as a map from lead id (only a provider owner asks: `enabled`). */
export const useTripFits = (enabled: boolean) =>
  useQuery({
    queryKey: FITS_KEY,
    queryFn: ({ signal }) => apiClient.get<TripFitsResponse>(API_PATHS.returnTripFits, { signal }),
    select: (body) => new Map<number, TripFit>(body.fits.map((fit) => [fit.leadId, fit])),
    enabled,
  });

/** After a change: the trips and the marks are read again. */
const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: TRIPS_KEY }), queryClient.invalidateQueries({ queryKey: FITS_KEY })]);

/** POST /api/return-trips (201 with the trip). */
export function useAddReturnTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnTripInput) => apiClient.post<ReturnTrip>(API_PATHS.returnTrips, input),
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/return-trips/:id (204). */
export function useDeleteReturnTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trip: ReturnTrip) => apiClient.delete<void>(API_PATHS.returnTrip(trip.id)),
    onSuccess: () => refresh(queryClient),
  });
}
