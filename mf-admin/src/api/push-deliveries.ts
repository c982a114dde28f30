import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type AdminPushDeliveriesResponse, type ApiClient } from '@motohaul/contracts';
import { useAdminApi } from './admin-client-context';

// GET /api/admin/push-deliveries: the latest Web Push deliveries (issue 29), beside the mails of the Outbox.

export const adminPushDeliveriesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [API_PATHS.adminPushDeliveries],
    queryFn: ({ signal }) => api.get<AdminPushDeliveriesResponse>(API_PATHS.adminPushDeliveries, { signal }),
  });

export function useAdminPushDeliveries() {
  return useQuery(adminPushDeliveriesQueryOptions(useAdminApi()));
}
