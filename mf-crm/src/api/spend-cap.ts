import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiClient, type SpendCapInput, type SpendCapStatus } from '@motohaul/contracts';

// GET/PUT /api/spend-cap: the owner's weekly cap on lead spend and this week's spend (issue 47 item 5).

const SPEND_CAP_KEY = [API_PATHS.spendCap] as const;

export const useSpendCap = () =>
  useQuery({
    queryKey: SPEND_CAP_KEY,
    queryFn: ({ signal }) => apiClient.get<SpendCapStatus>(API_PATHS.spendCap, { signal }),
    staleTime: 0,
  });

export function useSaveSpendCap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SpendCapInput) => apiClient.put<SpendCapStatus>(API_PATHS.spendCap, input),
    onSuccess: (saved) => queryClient.setQueryData(SPEND_CAP_KEY, saved),
  });
}
