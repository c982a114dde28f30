import { toast, useNavigation } from '@motohaul/platform';
import { useLogoutMutation } from '../api/session';

/** Logout from the header (spec §7, §8): once signed out, home and say so; a failure says that. */
export function useLogout() {
  const { navigate } = useNavigation();
  return useLogoutMutation({
    onSuccess: () => {
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
