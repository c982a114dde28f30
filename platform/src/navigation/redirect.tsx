import { useEffect } from 'react';
import { useNavigation } from './navigation-context';

/** Replaces the current page with `to` once rendered (the current entry leaves the history). */
export function Redirect({ to }: { to: string }) {
  const { navigate } = useNavigation();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
