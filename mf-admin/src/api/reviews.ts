import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type AdminReviewsResponse, type ApiClient } from '@motohaul/contracts';
import { useAdminApi } from './admin-client-context';
import type { MutationReactions } from './mutation-reactions';

// GET /api/admin/reviews, POST /api/admin/reviews/:id/hide (ADR 0056) and POST /api/admin/reviews/:id/show.

export const ADMIN_REVIEWS_KEY = [API_PATHS.adminReviews] as const;

export const adminReviewsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ADMIN_REVIEWS_KEY,
    queryFn: ({ signal }) => api.get<AdminReviewsResponse>(API_PATHS.adminReviews, { signal }),
  });

export function useAdminReviews() {
  return useQuery(adminReviewsQueryOptions(useAdminApi()));
}

/** Hides a review with a reason (audited); the answer is the list as it now is. */
export function useHideReview({ onSuccess, onError }: MutationReactions<AdminReviewsResponse>) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: number; reason: string }) => api.post<AdminReviewsResponse>(API_PATHS.adminReviewHide(reviewId), { reason }),
    onSuccess: (reviews) => {
      queryClient.setQueryData(ADMIN_REVIEWS_KEY, reviews);
      onSuccess?.(reviews);
    },
    onError: (error) => {
      onError?.(error);
      // Another admin may have hidden it meanwhile: show what is stored now.
      void queryClient.invalidateQueries({ queryKey: ADMIN_REVIEWS_KEY });
    },
  });
}

/** Shows a hidden review again (audited); the answer is the list as it now is. */
export function useShowReview({ onSuccess, onError }: MutationReactions<AdminReviewsResponse>) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) => api.post<AdminReviewsResponse>(API_PATHS.adminReviewShow(reviewId), {}),
    onSuccess: (reviews) => {
      queryClient.setQueryData(ADMIN_REVIEWS_KEY, reviews);
      onSuccess?.(reviews);
    },
    onError: (error) => {
      onError?.(error);
      // Another admin may have shown it meanwhile: show what is stored now.
      void queryClient.invalidateQueries({ queryKey: ADMIN_REVIEWS_KEY });
    },
  });
}
