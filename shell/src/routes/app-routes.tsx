import { useLayoutEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate, useOutletContext, useParams, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import {
  isMalformedPath,
  joinPaths,
  MALFORMED_PATH_PAGE,
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
import { MalformedPathPage } from '../not-found/malformed-path-page';
import { isDashboardUser } from '../api/session';

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

/** The id of the root route, into which each remote's routes are patched. */
export const ROOT_ROUTE_ID = 'root';

/**
 * What a router knows of the remotes: the ones whose routes it has, the ones whose routes failed to load (until a
 * retry), and the page a signed-in user sees outside the signed-in set (the route whose handle says `signedInHome`).
 */
class RemoteRoutes {
  private readonly loads = new Map<RemoteName, Promise<RemoteRoute[]>>();
  private readonly patched = new Set<RemoteName>();
  readonly failed = new Set<RemoteName>();
  signedInHome: PageRoute | null = null;

  /** A remote's route as the router takes it: the shell's element draws the route's page (none: an outlet). */
  private routeObject(remote: RemoteName, route: RemoteRoute, parent: string): RouteObject {
    const path = joinPaths(parent, route.path);
    const page = pageRoute(remote, route, path);
    if (page?.handle.signedInHome) this.signedInHome = page;
    const { page: _page, children, ...rest } = route;
    return {
      ...rest,
      element: page ? <RoutedPage remotes={this} route={page} /> : undefined,
      children: children?.map((child) => this.routeObject(remote, child, path)),
    } as RouteObject;
  }

  /**
   * Adds the remotes' routes to the router the first time a path is visited (react-router's patchRoutesOnNavigation):
   * each remote named in /remotes.json is asked once for its route tree; one that fails is asked again after a retry.
   */
  patch: PatchRoutesOnNavigationFunction = async ({ patch, signal }) => {
    const wanted = REMOTE_NAMES.filter((remote) => !this.patched.has(remote) && !this.failed.has(remote));
    await Promise.all(
      wanted.map(async (remote) => {
        let loading = this.loads.get(remote);
        if (!loading) {
          loading = loadRemoteRoutes(remote);
          this.loads.set(remote, loading);
        }
        try {
          const routes = await loading;
          // A navigation that was overtaken patches nothing; the next one does.
          if (signal.aborted || this.patched.has(remote)) return;
          patch(ROOT_ROUTE_ID, routes.map((route) => this.routeObject(remote, route, '/')));
          this.patched.add(remote);
        } catch (error) {
          console.warn(`The routes of ${remote} could not be loaded:`, error);
          this.loads.delete(remote);
          this.failed.add(remote);
        }
      }),
    );
  };
}

/**
 * The page of one route for the current user (spec §2.1): the route's page when its handle lets the user see it,
 * else the signed-in home (the dashboard) for a signed-in user, else 404 (or, while a remote's routes could not be
 * loaded, a retry: the path may be that remote's). The matched params travel in `navigation.params`. The document
 * head follows the page shown, set in a layout effect: before the page's own effects, so a page may refine its title.
 */
function RoutedPage({ remotes, route }: { remotes: RemoteRoutes; route: PageRoute | null }) {
  const { config, user, navigation } = useOutletContext<ShellOutlet>();
  const params = useParams();
  const paramsKey = JSON.stringify(params);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- params are compared by value (paramsKey)
  const pageNavigation = useMemo<PageNavigation>(() => ({ ...navigation, params }), [navigation, paramsKey]);
  const props: RemotePageProps = { config, user, navigation: pageNavigation };
  const signedIn = isDashboardUser(user);
  const allowed = route && (signedIn ? route.handle.signedIn : route.handle.signedOut);
  const shown = allowed ? route : signedIn ? remotes.signedInHome : null;
  const location = useLocation();
  const navigate = useNavigate();
  const malformed = isMalformedPath(location.pathname);
  useLayoutEffect(() => {
    if (malformed) applyPageHead({ title: MALFORMED_PATH_PAGE.title, meta: [{ attribute: 'name', key: 'description', content: MALFORMED_PATH_PAGE.description }], canonical: null });
    else applyPageHead(pageHead(shown && { ...shown.handle, path: shown.path }, window.location.origin));
  }, [shown, malformed]);
  if (malformed) return <MalformedPathPage />;
  if (shown) return <RemotePage page={shown} {...props} />;
  // A failure is recorded before the navigation that met it renders (the patch is awaited).
  if (remotes.failed.size === 0) return <NotFoundPage />;
  const retry = () => {
    remotes.failed.clear();
    // The same path again: the router asks for the remotes' routes it does not have yet (patchRoutesOnNavigation).
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };
  return <RemoteFailure remote={[...remotes.failed].join(' ')} onRetry={retry} />;
}

/**
 * A data router's routes and the patch that brings in the remotes' routes (ADR 0043): `root` (layout, session, guards)
 * around a catch-all, `loading` shown until the first path's routes are in.
 */
export function appRoutes(root: RouteObject['element'], loading: RouteObject['element']) {
  const remotes = new RemoteRoutes();
  const routes: RouteObject[] = [
    { id: ROOT_ROUTE_ID, element: root, hydrateFallbackElement: loading, children: [{ path: '*', element: <RoutedPage remotes={remotes} route={null} /> }] },
  ];
  return { routes, patchRoutesOnNavigation: remotes.patch };
}
