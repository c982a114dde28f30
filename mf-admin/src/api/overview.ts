import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type AdminAnalytics } from '@motohaul/contracts';
import { analyticsWithDefaults } from '../admin-panel/overview/analytics-defaults';
import { useAdminApi } from './admin-client-context';

// GET /api/admin/analytics: the Overview's figures (docs/decisions/0006-admin-figures.md).

export const ADMIN_ANALYTICS_KEY = [API_PATHS.adminAnalytics] as const;

/** Every figure, zero when the answer (an older server's, say) left it out (spec §3). */
export function useAdminAnalytics() {
  const api = useAdminApi();
  return useQuery({
    queryKey: ADMIN_ANALYTICS_KEY,
    queryFn: ({ signal }) => api.get<Partial<AdminAnalytics> | null>(API_PATHS.adminAnalytics, { signal }),
    select: analyticsWithDefaults,
  });
}
