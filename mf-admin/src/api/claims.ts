import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, queryString, type AdminClaim, type AdminClaimsQuery, type AdminClaimsResponse } from '@motohaul/contracts';
import { useAdminApi } from './admin-client-context';
import type { MutationReactions } from './mutation-reactions';
import { ADMIN_ANALYTICS_KEY } from './overview';

// GET /api/admin/claims?status=&after= (pages, ADR 0057), POST /api/admin/claims/:id/approve and /reject (ADR 0036).

export const ADMIN_CLAIMS_KEY = [API_PATHS.adminClaims] as const;

export type ClaimsFilter = AdminClaimsQuery['status'];

/** The claims of a status page by page; `data.claims` holds every page loaded so far, in order. */
export function useAdminClaims(status: ClaimsFilter) {
  const api = useAdminApi();
  return useInfiniteQuery({
    queryKey: [...ADMIN_CLAIMS_KEY, { status }],
    queryFn: ({ signal, pageParam }) =>
      api.get<AdminClaimsResponse>(`${API_PATHS.adminClaims}${queryString({ status, after: pageParam })}`, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: (data) => ({ claims: data.pages.flatMap((page) => page.claims) }),
  });
}

export interface ClaimDecision {
  claim: AdminClaim;
  decision: 'approve' | 'reject';
  reason: string;
}

/** Approves or rejects a claim; every list of claims and the overview's (net) revenue are fetched again. */
export function useClaimDecision({ onSuccess, onError }: MutationReactions<AdminClaim>) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claim, decision, reason }: ClaimDecision) =>
      api.post<AdminClaim>(decision === 'approve' ? API_PATHS.adminClaimApprove(claim.id) : API_PATHS.adminClaimReject(claim.id), { reason }),
    onSuccess: (decided) => {
      onSuccess?.(decided);
      void queryClient.invalidateQueries({ queryKey: ADMIN_CLAIMS_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_ANALYTICS_KEY });
    },
    onError: (error) => {
      onError?.(error);
      // A claim another admin decided meanwhile, or a refund left pending: show what is stored now.
      void queryClient.invalidateQueries({ queryKey: ADMIN_CLAIMS_KEY });
    },
  });
}
