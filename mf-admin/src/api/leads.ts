import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type AdminLeadRow, type AdminLeadStatusFilter, type ApiClient, type Paged } from '@motohaul/contracts';
import { useAdminApi } from './admin-client-context';
import { queryString } from './query-string';

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
export const adminLeadsQueryOptions = (api: ApiClient, { status, q, page, pageSize }: LeadsPage) =>
  queryOptions({
    queryKey: [API_PATHS.adminLeads, { status, q, page }],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminLeadRow>>(`${API_PATHS.adminLeads}${queryString({ status, q, page, pageSize })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminLeads(page: LeadsPage) {
  const api = useAdminApi();
  return useQuery(adminLeadsQueryOptions(api, page));
}
