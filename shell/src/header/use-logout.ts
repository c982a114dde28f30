import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiClient } from '@motohaul/contracts';
import { toast, useNavigation } from '@motohaul/platform';
import { CURRENT_USER_KEY, PUBLIC_CONFIG_KEY } from '../session/session-queries';

const keyIs = (key: readonly unknown[], wanted: readonly unknown[]) => wanted.every((part, index) => key[index] === part);

/**
 * POST /api/auth/logout (spec §7, §8): drops every cached query but the public settings, leaves the current user
 * empty (so the page re-renders as a visitor's), goes home and says so; a failure keeps the session and says that.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const { navigate } = useNavigation();
  return useMutation({
    mutationFn: () => apiClient.post<void>(API_PATHS.logout, {}),
    onSuccess: () => {
      queryClient.removeQueries({
        predicate: (query) => !keyIs(query.queryKey, CURRENT_USER_KEY) && !keyIs(query.queryKey, PUBLIC_CONFIG_KEY),
      });
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      navigate('/');
      toast({ title: 'Logged out successfully', description: 'You have been logged out of your account.', variant: 'success' });
    },
    onError: () => {
      toast({
        title: 'Logout failed',
        description: 'There was an error logging out. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
