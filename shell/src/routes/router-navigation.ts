import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PageNavigation } from '@motohaul/contracts';

/**
 * The props-contract navigation (ADR 0009) on top of the shell's data router: remotes never import the router,
 * they receive this object (and the matched route's params, added per page by AppRoutes).
 */
export function useRouterNavigation(setUnsavedChanges: (unsaved: boolean) => void): PageNavigation {
  const { pathname, search } = useLocation();
  const routerNavigate = useNavigate();
  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => void routerNavigate(to, { replace: options?.replace ?? false }),
    [routerNavigate],
  );
  return useMemo(() => ({ pathname, search, navigate, setUnsavedChanges }), [pathname, search, navigate, setUnsavedChanges]);
}
