import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, PURCHASED_LEADS_KEY, apiClient, type TripPositionInput, type TripState } from '@motohaul/contracts';

// The trip page's API (issue 47 item 2, ADR 0084): /api/lead-purchases/{id}/trip, its positions and its stop.

export const tripQueryKey = (purchaseId: number) => ['trip', purchaseId] as const;

export const useTrip = (purchaseId: number) =>
  useQuery({ queryKey: tripQueryKey(purchaseId), queryFn: ({ signal }) => apiClient.get<TripState>(API_PATHS.trip(purchaseId), { signal }) });

/** Each trip call answers the trip's new state: it becomes the page's, and the pipeline refreshes (a stage may move). */
function useTripMutation<TVariables>(purchaseId: number, call: (variables: TVariables) => Promise<TripState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (trip) => {
      queryClient.setQueryData(tripQueryKey(purchaseId), trip);
      await queryClient.invalidateQueries({ queryKey: PURCHASED_LEADS_KEY });
    },
  });
}

export const useStartTrip = (purchaseId: number) => useTripMutation(purchaseId, () => apiClient.post<TripState>(API_PATHS.trip(purchaseId)));
export const useStopTrip = (purchaseId: number) => useTripMutation(purchaseId, () => apiClient.post<TripState>(API_PATHS.tripStop(purchaseId)));

/** One position; its answer becomes the page's state (without refreshing the pipeline each minute). */
export function useSendPosition(purchaseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (position: TripPositionInput) => apiClient.post<TripState>(API_PATHS.tripPositions(purchaseId), position),
    onSuccess: (trip) => queryClient.setQueryData(tripQueryKey(purchaseId), trip),
  });
}
