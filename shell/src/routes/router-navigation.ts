import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PageNavigation } from '@motohaul/contracts';

/**
 * The props-contract navigation (ADR 0009) on top of the shell's data router: remotes never import the router,
 * they receive this object (and the matched route's params, added per page by AppRoutes).
 */
export function useRouterNavigation(setUnsavedChanges: (unsaved: boolean) => void): PageNavigation {
  const { pathname, search } = useLocation();
  const routerNavigate = useNavigate();
  const shown = useRef('');
  useLayoutEffect(() => {
    shown.current = `${pathname}${search}`;
  }, [pathname, search]);
  // A link to the address already shown replaces its entry, as react-router's own <Link> does (Back leaves the page).
  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => {
      const url = new URL(to, `${window.location.origin}${shown.current}`);
      void routerNavigate(to, { replace: options?.replace ?? `${url.pathname}${url.search}` === shown.current });
    },
    [routerNavigate],
  );
  return useMemo(() => ({ pathname, search, navigate, setUnsavedChanges }), [pathname, search, navigate, setUnsavedChanges]);
}
