import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiClient, type EmailAlertSettings } from '@motohaul/contracts';

// GET/PUT /api/email-alerts: the provider owner's new-lead emails and quiet hours (issue 29, ADR 0060).

const EMAIL_ALERTS_KEY = [API_PATHS.emailAlerts] as const;

/** The owner's settings (a team member's call answers 403: never made for them). */
export const useEmailAlerts = (enabled = true) =>
  useQuery({
    queryKey: EMAIL_ALERTS_KEY,
    queryFn: ({ signal }) => apiClient.get<EmailAlertSettings>(API_PATHS.emailAlerts, { signal }),
    staleTime: 0,
    enabled,
  });

export function useSaveEmailAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: EmailAlertSettings) => apiClient.put<EmailAlertSettings>(API_PATHS.emailAlerts, settings),
    onSuccess: (saved) => queryClient.setQueryData(EMAIL_ALERTS_KEY, saved),
  });
}
