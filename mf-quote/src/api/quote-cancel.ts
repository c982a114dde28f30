import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, ApiError, apiClient, quoteStatusQueryKey, type QuoteStatusResponse, type RiderCancellationInput } from '@motohaul/contracts';

// POST /api/quote-status/{token}/cancel: 'I no longer need transport' (issue 47 item 3).

/**
 * Cancels the request: the answer (its status, now 'cancelled') becomes the status page's data. A 409 (cancelled
 * already, closed, transported) asks for the status again, so the page shows what is true now.
 */
export function useCancelRequest(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RiderCancellationInput) => apiClient.post<QuoteStatusResponse>(API_PATHS.quoteStatusCancel(token), input),
    onSuccess: (status) => client.setQueryData(quoteStatusQueryKey(token), status),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: quoteStatusQueryKey(token) });
    },
  });
}
