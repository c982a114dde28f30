import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type AdminActiveFlagInput,
  type AdminDiscountCode,
  type ApiClient,
  type DiscountCodeCreateInput,
} from '@motohaul/contracts';
import { useAdminApi } from './admin-client-context';
import type { MutationReactions } from './mutation-reactions';

// GET and POST /api/admin/discount-codes, PATCH /api/admin/discount-codes/:id (activate or deactivate).

const DISCOUNT_CODES_KEY = [API_PATHS.adminDiscountCodes] as const;

export function useAdminDiscountCodes() {
  const api = useAdminApi();
  return useQuery({ queryKey: DISCOUNT_CODES_KEY, queryFn: ({ signal }) => api.get<AdminDiscountCode[]>(API_PATHS.adminDiscountCodes, { signal }) });
}

/** The component's reactions first, then the codes are read again. */
function useDiscountCodeMutation<TVariables>(
  request: (api: ApiClient, variables: TVariables) => Promise<AdminDiscountCode>,
  { onSuccess, onError }: MutationReactions<AdminDiscountCode>,
) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => request(api, variables),
    onSuccess: (code) => {
      onSuccess?.(code);
      void queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES_KEY });
    },
    onError,
  });
}

/** POST /api/admin/discount-codes: the body the form checked against discountCodeCreateSchema (the API checks again). */
export const useCreateDiscountCode = (reactions: MutationReactions<AdminDiscountCode>) =>
  useDiscountCodeMutation(
    (api, input: DiscountCodeCreateInput) => api.post<AdminDiscountCode>(API_PATHS.adminDiscountCodes, input),
    reactions,
  );

/** PATCH /api/admin/discount-codes/:id: the code turned off when active, on when not. */
export const useToggleDiscountCode = (reactions: MutationReactions<AdminDiscountCode>) =>
  useDiscountCodeMutation(
    (api, code: AdminDiscountCode) =>
      api.patch<AdminDiscountCode>(API_PATHS.adminDiscountCode(code.id), { isActive: !code.isActive } satisfies AdminActiveFlagInput),
    reactions,
  );
