import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  queryString,
  type AdminLeadDetails,
  type AdminLeadEditInput,
  type AdminLeadRow,
  type AdminLeadStatusFilter,
  type Paged,
} from '@motohaul/contracts';
import { useAdminApi } from './admin-client-context';
import { ADMIN_AUDIT_LOG_KEY } from './audit-log';
import type { MutationReactions } from './mutation-reactions';

// GET /api/admin/leads (filtered by status and text, paged): the All Leads tab.

export interface LeadsPage {
  /** '' for every status. */
  status: '' | AdminLeadStatusFilter;
  /** The search text, already trimmed ('' for none). */
  q: string;
  page: number;
  pageSize: number;
}

/** One page of leads, newest first; the page shown stays while the next loads. */
export function useAdminLeads({ status, q, page, pageSize }: LeadsPage) {
  const api = useAdminApi();
  return useQuery({
    queryKey: [API_PATHS.adminLeads, { status, q, page }],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminLeadRow>>(`${API_PATHS.adminLeads}${queryString({ status, q, page, pageSize })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

// GET and PATCH /api/admin/leads/:id: one lead as stored, and the admin's correction of it.

const adminLeadKey = (leadId: number) => [API_PATHS.adminLeads, 'lead', leadId] as const;

export function useAdminLead(leadId: number) {
  const api = useAdminApi();
  return useQuery({
    queryKey: adminLeadKey(leadId),
    queryFn: ({ signal }) => api.get<AdminLeadDetails>(API_PATHS.adminLead(leadId), { signal }),
    // The form starts from what is stored now, never from a copy read earlier.
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * PATCH /api/admin/leads/:id with only the fields the admin changed; the component's reactions first, then the
 * list and the audit log are read again.
 */
export function useEditAdminLead(leadId: number, { onSuccess, onError }: MutationReactions<AdminLeadDetails>) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AdminLeadEditInput) => api.patch<AdminLeadDetails>(API_PATHS.adminLead(leadId), changes),
    onSuccess: (updated) => {
      onSuccess?.(updated);
      void queryClient.invalidateQueries({ queryKey: [API_PATHS.adminLeads] });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_LOG_KEY });
    },
    onError,
  });
}
