import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, queryString, type AdminOutboxPage, type ApiClient } from '@motohaul/contracts';
import { useAdminApi } from './admin-client-context';

// GET /api/admin/outbox (paged): every outgoing email, newest first; the bodies only in demo mode.

/** One page of the outbox; the page shown stays while the next loads. */
export const adminOutboxQueryOptions = (api: ApiClient, { page, pageSize }: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: [API_PATHS.adminOutbox, { page }],
    queryFn: ({ signal }) => api.get<AdminOutboxPage>(`${API_PATHS.adminOutbox}${queryString({ page, pageSize })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminOutbox(page: number, pageSize: number) {
  const api = useAdminApi();
  return useQuery(adminOutboxQueryOptions(api, { page, pageSize }));
}
