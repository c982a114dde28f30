import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PageNavigation } from '@motohaul/contracts';

const currentLocation = () => ({ pathname: window.location.pathname, search: window.location.search });

/**
 * Page navigation on the browser's own history: a server-rendered first page's (the shell, ADR 0040), and a remote's
 * when it runs alone. `initial`: the location to start from where there is no window (a server render).
 */
export function useBrowserNavigation(initial?: { pathname: string; search: string }): PageNavigation {
  const [location, setLocation] = useState(initial ?? currentLocation);
  useEffect(() => {
    const onPopState = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  // As the routed app's router does: a link to the address already shown replaces its entry instead of adding a
  // second one, and every navigation starts the page at its top (a 'Get a Free Quote' link on the wizard itself).
  const navigate = useCallback((to: string, options?: { replace?: boolean }) => {
    const url = new URL(to, window.location.href);
    const same = url.pathname === window.location.pathname && url.search === window.location.search;
    if (options?.replace || same) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    setLocation({ pathname: url.pathname, search: url.search });
    if (window.scrollX !== 0 || window.scrollY !== 0) window.scrollTo(0, 0);
  }, []);
  return useMemo(
    () => ({ pathname: location.pathname, search: location.search, navigate }),
    [location.pathname, location.search, navigate],
  );
}
