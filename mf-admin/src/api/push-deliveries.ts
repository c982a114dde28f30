import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type AdminPushDeliveriesResponse } from '@motohaul/contracts';
import { useAdminApi } from './admin-client-context';

// GET /api/admin/push-deliveries: the latest Web Push deliveries (issue 29), beside the mails of the Outbox.

export function useAdminPushDeliveries() {
  const api = useAdminApi();
  return useQuery({
    queryKey: [API_PATHS.adminPushDeliveries],
    queryFn: ({ signal }) => api.get<AdminPushDeliveriesResponse>(API_PATHS.adminPushDeliveries, { signal }),
  });
}
