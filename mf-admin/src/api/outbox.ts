import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, queryString, type AdminOutboxPage } from '@motohaul/contracts';
import { useAdminApi } from './admin-client-context';

// GET /api/admin/outbox (paged): every outgoing email, newest first; the bodies only in demo mode.

/** One page of the outbox; the page shown stays while the next loads. */
export function useAdminOutbox(page: number, pageSize: number) {
  const api = useAdminApi();
  return useQuery({
    queryKey: [API_PATHS.adminOutbox, { page }],
    queryFn: ({ signal }) => api.get<AdminOutboxPage>(`${API_PATHS.adminOutbox}${queryString({ page, pageSize })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
