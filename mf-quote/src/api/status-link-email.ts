import { useMutation } from '@tanstack/react-query';
import { API_PATHS, apiClient, type StatusLinkEmailInput } from '@motohaul/contracts';

// POST /api/quote-status/{token}/email-link: 'Email me this link' (issue 47 item 2).

export const useEmailStatusLink = (token: string) =>
  useMutation({
    mutationFn: (input: StatusLinkEmailInput) => apiClient.post<{ message: string }>(API_PATHS.quoteStatusEmail(token), input),
  });
