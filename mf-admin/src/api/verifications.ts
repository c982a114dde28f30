import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type VerificationSubmission } from '@motohaul/contracts';
import { useAdminApi } from './admin-client-context';
import { ADMIN_AUDIT_LOG_KEY } from './audit-log';

// GET /api/admin/verifications, its certificates, POST …/approve and …/reject (issue 28 item 2, ADR 0055).

export const ADMIN_VERIFICATIONS_KEY = [API_PATHS.adminVerifications] as const;

export function useAdminVerifications() {
  const api = useAdminApi();
  return useQuery({
    queryKey: ADMIN_VERIFICATIONS_KEY,
    queryFn: ({ signal }) => api.get<VerificationSubmission[]>(API_PATHS.adminVerifications, { signal }),
  });
}

/** The certificate's bytes, fetched with the admin token (an <img> or <iframe> could not send it). */
export function useCertificate(providerId: number, enabled: boolean) {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...ADMIN_VERIFICATIONS_KEY, 'certificate', providerId],
    queryFn: ({ signal }) => api.file(API_PATHS.adminVerificationCertificate(providerId), 'application/pdf,image/png,image/jpeg', { signal }),
    enabled,
    staleTime: Infinity,
  });
}

export interface VerificationDecision {
  providerId: number;
  decision: 'approve' | 'reject';
  reason: string;
}

/** Approves or rejects a submission; the list and the audit log are read again (also after a refusal: another admin decided). */
export function useVerificationDecision() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId, decision, reason }: VerificationDecision) =>
      decision === 'approve'
        ? api.post<void>(API_PATHS.adminVerificationApprove(providerId))
        : api.post<void>(API_PATHS.adminVerificationReject(providerId), { reason }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_VERIFICATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_LOG_KEY });
    },
  });
}
