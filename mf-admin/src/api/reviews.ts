import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type AdminReviewsResponse, type ApiClient } from '@motohaul/contracts';
import { useAdminApi } from './admin-client-context';
import type { MutationReactions } from './mutation-reactions';

// GET /api/admin/reviews, POST /api/admin/reviews/:id/hide (ADR 0056) and POST /api/admin/reviews/:id/show.

export const ADMIN_REVIEWS_KEY = [API_PATHS.adminReviews] as const;

export function useAdminReviews() {
  const api = useAdminApi();
  return useQuery({
    queryKey: ADMIN_REVIEWS_KEY,
    queryFn: ({ signal }) => api.get<AdminReviewsResponse>(API_PATHS.adminReviews, { signal }),
  });
}

/** A change of one review (audited) whose answer is the list as it now is. */
function useReviewChange<Variables>(send: (api: ApiClient, variables: Variables) => Promise<AdminReviewsResponse>, { onSuccess, onError }: MutationReactions<AdminReviewsResponse>) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => send(api, variables),
    onSuccess: (reviews) => {
      queryClient.setQueryData(ADMIN_REVIEWS_KEY, reviews);
      onSuccess?.(reviews);
    },
    onError: (error) => {
      onError?.(error);
      // Another admin may have changed it meanwhile: show what is stored now.
      void queryClient.invalidateQueries({ queryKey: ADMIN_REVIEWS_KEY });
    },
  });
}

/** Hides a review with a reason. */
export const useHideReview = (reactions: MutationReactions<AdminReviewsResponse>) =>
  useReviewChange((api, { reviewId, reason }: { reviewId: number; reason: string }) => api.post<AdminReviewsResponse>(API_PATHS.adminReviewHide(reviewId), { reason }), reactions);

/** Shows a hidden review again. */
export const useShowReview = (reactions: MutationReactions<AdminReviewsResponse>) =>
  useReviewChange((api, reviewId: number) => api.post<AdminReviewsResponse>(API_PATHS.adminReviewShow(reviewId), {}), reactions);
