import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type PriceGuideSetting } from '@motohaul/contracts';
import { useAdminApi } from './admin-client-context';
import type { MutationReactions } from './mutation-reactions';

// GET and PUT /api/admin/settings/price-guide: whether riders see the price guide (issue 47 item 1).

export const PRICE_GUIDE_SETTING_KEY = [API_PATHS.adminPriceGuideSetting] as const;

export function usePriceGuideSetting() {
  const api = useAdminApi();
  return useQuery({
    queryKey: PRICE_GUIDE_SETTING_KEY,
    queryFn: ({ signal }) => api.get<PriceGuideSetting>(API_PATHS.adminPriceGuideSetting, { signal }),
  });
}

/** Turns the guide on or off (audited by the API). */
export function useSetPriceGuide({ onSuccess, onError }: MutationReactions<PriceGuideSetting>) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: PriceGuideSetting) => api.put<PriceGuideSetting>(API_PATHS.adminPriceGuideSetting, setting),
    onSuccess: (saved) => {
      queryClient.setQueryData(PRICE_GUIDE_SETTING_KEY, saved);
      onSuccess?.(saved);
    },
    onError,
  });
}
