import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  apiClient,
  CURRENT_USER_KEY,
  type CurrentUser,
  type ForgotPasswordInput,
  type ForgotPasswordResponse,
  type LoginInput,
  type MessageResponse,
  type ProviderSignupInput,
  type ResetPasswordInput,
  type ServiceAreaInput,
  type VerifyEmailInput,
} from '@motohaul/contracts';
import { AVAILABLE_LEADS_KEY } from './available-leads';
import { afterInvalidation, type MutationCallbacks } from './mutation-options';

// The account endpoints mf-crm calls: sign-in, provider sign-up, email verification, password reset and the service area.

/** POST /api/auth/login; a sign-in refreshes every query (spec §4: the current user first of all). */
export function useLoginMutation(options?: MutationCallbacks<CurrentUser, LoginInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: LoginInput) => apiClient.post<CurrentUser>(API_PATHS.login, input),
    onSuccess: async (...args) => {
      await options?.onSuccess?.(...args);
      await queryClient.invalidateQueries();
    },
  });
}

/**
 * POST /api/auth/provider-signup, then POST /api/auth/login. The account exists once the first call succeeds:
 * a failed sign-in answers false (the success screen), not a failure.
 */
export function useProviderSignupMutation(options?: MutationCallbacks<boolean, ProviderSignupInput>) {
  return useMutation({
    ...options,
    mutationFn: async (input: ProviderSignupInput) => {
      await apiClient.post<CurrentUser>(API_PATHS.providerSignup, input);
      return apiClient.post<CurrentUser>(API_PATHS.login, { username: input.username, password: input.password }).then(
        () => true,
        () => false,
      );
    },
  });
}

/** POST /api/auth/forgot-password. */
export const useForgotPasswordMutation = () =>
  useMutation({
    mutationFn: (input: ForgotPasswordInput) => apiClient.post<ForgotPasswordResponse>(API_PATHS.forgotPassword, input),
  });

/** POST /api/auth/reset-password. */
export const useResetPasswordMutation = () =>
  useMutation({
    mutationFn: (input: ResetPasswordInput) => apiClient.post<MessageResponse>(API_PATHS.resetPassword, input),
  });

/** POST /api/auth/verify-email: the token of the link in a new provider's verification email (ADR 0030). */
export const useVerifyEmailMutation = () =>
  useMutation({
    mutationFn: (input: VerifyEmailInput) => apiClient.post<MessageResponse>(API_PATHS.verifyEmail, input),
  });

/**
 * PATCH /api/auth/update-service-area, then the shell's current user and the leads for sale (listed by distance from
 * the service location, 'In my area' by its radius) are read again (spec §7).
 */
export function useServiceAreaMutation(options?: MutationCallbacks<CurrentUser, ServiceAreaInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...afterInvalidation(
      () => Promise.all([queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }), queryClient.invalidateQueries({ queryKey: AVAILABLE_LEADS_KEY })]),
      options,
    ),
    mutationFn: (input: ServiceAreaInput) => apiClient.patch<CurrentUser>(API_PATHS.updateServiceArea, input),
  });
}
