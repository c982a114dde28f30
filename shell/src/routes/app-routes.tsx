import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigate, useOutletContext, useParams, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import {
  DASHBOARD_USER_TYPES,
  joinPaths,
  pageHead,
  REMOTE_NAMES,
  type CurrentUser,
  type PageNavigation,
  type PublicConfig,
  type RemoteName,
  type RemotePageProps,
  type RemoteRoute,
} from '@motohaul/contracts';
import { applyPageHead } from '@motohaul/platform';
import { RemoteFailure } from '../remotes/remote-error-boundary';
import { RemotePage } from '../remotes/remote-page';
import { loadRemoteRoutes, pageRoute, type PageRoute } from '../remotes/remote-routes';
import { NotFoundPage } from '../not-found/not-found-page';

/** What the shell's root route hands every page route (react-router's outlet context). */
export interface ShellOutlet {
  config: PublicConfig;
  user: CurrentUser | null;
  navigation: PageNavigation;
}

/** The root route's outlet: the page of the current route, with the shell's props. */
export function ShellOutlet(props: ShellOutlet) {
  return <Outlet context={props} />;
}

export const isDashboardUser = (user: CurrentUser | null): user is CurrentUser =>
  user !== null && DASHBOARD_USER_TYPES.includes(user.userType);

/** The id of the root route, into which each remote's routes are patched. */
export const ROOT_ROUTE_ID = 'root';

/**
 * The remotes whose routes are in the router, the ones whose routes failed to load (until a retry), and the page a
 * signed-in user sees outside the signed-in set (the route whose handle says `signedInHome`).
 */
const loads = new Map<RemoteName, Promise<RemoteRoute[]>>();
const patched = new Set<RemoteName>();
const failed = new Set<RemoteName>();
let signedInHome: PageRoute | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const useFailedRemotes = () => useSyncExternalStore(subscribe, () => failed.size > 0);

/**
 * The page of one route for the current user (spec §2.1): the route's page when its handle lets the user see it,
 * else the signed-in home (the dashboard) for a signed-in user, else 404 (or, while a remote's routes could not be
 * loaded, a retry: the path may be that remote's). The matched params travel in `navigation.params`. The document
 * head follows the page shown, set in a layout effect: before the page's own effects, so a page may refine its title.
 */
function RoutedPage({ route }: { route: PageRoute | null }) {
  const { config, user, navigation } = useOutletContext<ShellOutlet>();
  const params = useParams();
  const paramsKey = JSON.stringify(params);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- params are compared by value (paramsKey)
  const pageNavigation = useMemo<PageNavigation>(() => ({ ...navigation, params }), [navigation, paramsKey]);
  const props: RemotePageProps = { config, user, navigation: pageNavigation };
  const signedIn = isDashboardUser(user);
  const allowed = route && (signedIn ? route.handle.signedIn : route.handle.signedOut);
  const shown = allowed ? route : signedIn ? signedInHome : null;
  const someFailed = useFailedRemotes();
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => applyPageHead(pageHead(shown && { ...shown.handle, path: shown.path }, window.location.origin)), [shown]);
  if (shown) return <RemotePage page={shown} {...props} />;
  if (!someFailed) return <NotFoundPage />;
  const retry = () => {
    failed.clear();
    changed();
    // The same path again: the router asks for the remotes' routes it does not have yet (patchRoutesOnNavigation).
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };
  return <RemoteFailure remote={[...failed].join(' ')} onRetry={retry} />;
}

/** A remote's route as the router takes it: the shell's element draws the route's page (none: an outlet). */
function routeObject(remote: RemoteName, route: RemoteRoute, parent: string): RouteObject {
  const path = joinPaths(parent, route.path);
  const page = pageRoute(remote, route, path);
  if (page?.handle.signedInHome) signedInHome = page;
  const { page: _page, children, ...rest } = route;
  return {
    ...rest,
    element: page ? <RoutedPage route={page} /> : undefined,
    children: children?.map((child) => routeObject(remote, child, path)),
  } as RouteObject;
}

/**
 * Adds the remotes' routes to the router the first time a path is visited (react-router's patchRoutesOnNavigation):
 * each remote named in /remotes.json is asked once for its route tree; one that fails is asked again after a retry.
 */
export const patchRemoteRoutes: PatchRoutesOnNavigationFunction = async ({ patch, signal }) => {
  const wanted = REMOTE_NAMES.filter((remote) => !patched.has(remote) && !failed.has(remote));
  await Promise.all(
    wanted.map(async (remote) => {
      let loading = loads.get(remote);
      if (!loading) {
        loading = loadRemoteRoutes(remote);
        loads.set(remote, loading);
      }
      try {
        const routes = await loading;
        // A navigation that was overtaken patches nothing; the next one does.
        if (signal.aborted || patched.has(remote)) return;
        patch(ROOT_ROUTE_ID, routes.map((route) => routeObject(remote, route, '/')));
        patched.add(remote);
      } catch (error) {
        console.warn(`The routes of ${remote} could not be loaded:`, error);
        loads.delete(remote);
        failed.add(remote);
        changed();
      }
    }),
  );
};

/**
 * The data router's routes: `root` (layout, session, guards) around a catch-all; the remotes' routes come in by
 * patch, while `loading` shows.
 */
export function appRoutes(root: RouteObject['element'], loading: RouteObject['element']): RouteObject[] {
  return [{ id: ROOT_ROUTE_ID, element: root, hydrateFallbackElement: loading, children: [{ path: '*', element: <RoutedPage route={null} /> }] }];
}
