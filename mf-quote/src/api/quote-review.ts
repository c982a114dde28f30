import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiClient, type RiderReview, type RiderReviewInput, type RiderReviewState } from '@motohaul/contracts';

// GET and PUT /api/quote-status/{token}/review: the rider's review of their provider (issue 28 item 5, ADR 0056).

export const quoteReviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['quote-review', token],
    queryFn: ({ signal }) => apiClient.get<RiderReviewState>(API_PATHS.quoteStatusReview(token), { signal }),
  });

/** The review state, asked for once the request has reached a stage a rider may review from (`enabled`). */
export const useQuoteReview = (token: string, enabled: boolean) => useQuery({ ...quoteReviewQueryOptions(token), enabled });

/** Writes or changes the review; the answer becomes the review state. */
export function useSaveQuoteReview(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RiderReviewInput) => apiClient.put<RiderReview>(API_PATHS.quoteStatusReview(token), input),
    onSuccess: (review) => client.setQueryData<RiderReviewState>(quoteReviewQueryOptions(token).queryKey, { canReview: true, review }),
  });
}
