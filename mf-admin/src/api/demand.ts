import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, queryString, type AdminDemandByRegion, type DemandPeriodDays } from '@motohaul/contracts';
import { useAdminApi } from './admin-client-context';

// GET /api/admin/demand-by-region?days=: the Overview's demand map (docs/decisions/0061-one-map-of-australia.md).

export const ADMIN_DEMAND_KEY = [API_PATHS.adminDemandByRegion] as const;

/** The rider leads, sales and providers per state in the last `days` days; the last period's answer stays while the next loads. */
export function useAdminDemand(days: DemandPeriodDays) {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...ADMIN_DEMAND_KEY, { days }],
    queryFn: ({ signal }) => api.get<AdminDemandByRegion>(`${API_PATHS.adminDemandByRegion}${queryString({ days })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
