import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiClient, type ProviderReviewsResponse, type ReviewReplyInput } from '@motohaul/contracts';

// GET /api/provider-reviews and POST /api/provider-reviews/{id}/reply: riders' reviews of this provider (ADR 0056).

export const PROVIDER_REVIEWS_KEY = [API_PATHS.providerReviews] as const;

export const useProviderReviews = () =>
  useQuery({ queryKey: PROVIDER_REVIEWS_KEY, queryFn: ({ signal }) => apiClient.get<ProviderReviewsResponse>(API_PATHS.providerReviews, { signal }) });

/** The owner's one reply; the answer is the reviews as they now are. */
export function useReplyToReview(reviewId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewReplyInput) => apiClient.post<ProviderReviewsResponse>(API_PATHS.providerReviewReply(reviewId), input),
    onSuccess: (reviews) => client.setQueryData(PROVIDER_REVIEWS_KEY, reviews),
  });
}
