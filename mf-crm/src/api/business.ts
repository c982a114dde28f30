import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiClient, type BusinessDetailsInput, type BusinessPageResponse } from '@motohaul/contracts';

// GET/PUT /api/business and PUT /api/business/certificate: the owner's business details (issue 28, ADR 0055).

const BUSINESS_KEY = [API_PATHS.business] as const;

/** The owner's page (a team member's call answers 403: never made for them). */
export const useBusinessPage = (enabled = true) =>
  useQuery({ queryKey: BUSINESS_KEY, queryFn: ({ signal }) => apiClient.get<BusinessPageResponse>(API_PATHS.business, { signal }), staleTime: 0, enabled });

/** Saves the details, then uploads the chosen certificate (if any): the answer is the page as it now stands. */
export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ details, certificate }: { details: BusinessDetailsInput; certificate: File | null }) => {
      const saved = await apiClient.put<BusinessPageResponse>(API_PATHS.business, details);
      return certificate ? apiClient.upload<BusinessPageResponse>(API_PATHS.businessCertificate, certificate) : saved;
    },
    onSuccess: (page) => queryClient.setQueryData(BUSINESS_KEY, page),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BUSINESS_KEY }),
  });
}

/** The owner's certificate as a Blob (opened in a new tab). */
export const fetchOwnCertificate = (): Promise<Blob> => apiClient.file(API_PATHS.businessCertificate, 'application/pdf,image/png,image/jpeg');
