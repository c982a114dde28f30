import { useEffect, useLayoutEffect, useMemo, useReducer, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  Outlet,
  useLocation,
  useNavigate,
  useOutletContext,
  useParams,
  useRouteError,
  type LoaderFunction,
  type Location,
  type NavigateFunction,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import {
  CURRENT_USER_KEY,
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
  type RouteOwners,
} from '@motohaul/contracts';
import { applyPageHead, RouteFailureProvider } from '@motohaul/platform';
import { RemoteFailure } from '../remotes/remote-error-boundary';
import { PageLoading, RemotePage } from '../remotes/remote-page';
import { findSignedInHome, loadRemoteRoutes, pageRoute, type PageRoute } from '../remotes/remote-routes';
import { MalformedPathPage, NotFoundPage } from '../not-found/not-found-page';
import { currentUserQueryOptions, isDashboardUser } from '../api/session';
import { ownerOf } from './route-owner';

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

export interface AppRoutesOptions {
  /** The page's one QueryClient: the routes' loaders start their queries in it, and its session says who is in. */
  queryClient: QueryClient;
  /** Who owns which page (ADR 0047); null (a document without them): every remote's routes load on the first path. */
  owners: RouteOwners | null;
}

/**
 * What a router knows of the remotes: the ones whose routes it has, the ones whose routes failed to load (until a
 * retry), and the page a signed-in user sees outside the signed-in set (the route whose handle says `signedInHome`).
 */
class RemoteRoutes {
  private readonly loads = new Map<RemoteName, Promise<RemoteRoute[]>>();
  private readonly patched = new Set<RemoteName>();
  private homeLoad: Promise<void> | null = null;
  readonly failed = new Set<RemoteName>();
  signedInHome: PageRoute | null = null;

  constructor(private readonly options: AppRoutesOptions) {}

  /** A remote's route tree, asked for once (again after a failure). */
  private load(remote: RemoteName): Promise<RemoteRoute[]> {
    let loading = this.loads.get(remote);
    if (!loading) {
      loading = loadRemoteRoutes(remote);
      this.loads.set(remote, loading);
      loading.catch((error: unknown) => {
        console.warn(`The routes of ${remote} could not be loaded:`, error);
        this.loads.delete(remote);
        this.failed.add(remote);
      });
    }
    return loading;
  }

  /**
   * A route's loader as the router runs it: the page's code starts loading at once (its lazy component then takes
   * the same load), and the remote's own loader, if any, is handed the QueryClient (ADR 0047).
   */
  private loader(route: RemoteRoute, page: PageRoute | null): LoaderFunction | undefined {
    if (!page && !route.loader) return undefined;
    const { queryClient } = this.options;
    return ({ params, request }) => {
      if (page) void page.load().catch(() => undefined);
      return route.loader?.({ params, request, queryClient }) ?? null;
    };
  }

  /** A remote's route as the router takes it: the shell's element draws the route's page (none: an outlet). */
  private routeObject(remote: RemoteName, route: RemoteRoute, parent: string): RouteObject {
    const path = joinPaths(parent, route.path);
    const page = pageRoute(remote, route, path);
    if (page?.handle.signedInHome) this.signedInHome = page;
    const { page: _page, children, loader: _loader, errorElement, ...rest } = route;
    return {
      ...rest,
      loader: this.loader(route, page),
      errorElement: errorElement ? <RouteFailureFrame>{errorElement as ReactNode}</RouteFailureFrame> : undefined,
      element: page ? <RoutedPage remotes={this} route={page} /> : undefined,
      children: children?.map((child) => this.routeObject(remote, child, path)),
    } as RouteObject;
  }

  /** Adds a remote's routes under the root, once; a failure is recorded (failed) for the page to offer a retry. */
  private async patchRemote(remote: RemoteName, patch: PatchRoutes, signal: AbortSignal) {
    if (this.patched.has(remote) || this.failed.has(remote)) return;
    try {
      const routes = await this.load(remote);
      // A navigation that was overtaken patches nothing; the next one does.
      if (signal.aborted || this.patched.has(remote)) return;
      patch(ROOT_ROUTE_ID, routes.map((route) => this.routeObject(remote, route, '/')));
      this.patched.add(remote);
    } catch {
      // Recorded by load().
    }
  }

  /** Whether the session the QueryClient holds (or is fetching) is a dashboard user's; no session asked: no. */
  private async signedIn(): Promise<boolean> {
    const { queryClient } = this.options;
    if (!queryClient.getQueryState(CURRENT_USER_KEY)) return false;
    return isDashboardUser(await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null));
  }

  /**
   * react-router's patchRoutesOnNavigation (ADR 0047): the routes of the remote that owns the path (none: 404), and for
   * a dashboard user those of the signed-in home's remote; without owners, every remote's. A failed remote is asked
   * again after a retry.
   */
  patch: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
    const { owners } = this.options;
    if (!owners) {
      await Promise.all(REMOTE_NAMES.map((remote) => this.patchRemote(remote, patch, signal)));
      return;
    }
    const owner = ownerOf(owners, new URL(path, window.location.href).pathname);
    const home = owners.signedInHome;
    await Promise.all([
      owner ? this.patchRemote(owner, patch, signal) : undefined,
      home && home !== owner && !this.patched.has(home)
        ? this.signedIn().then((yes) => (yes ? this.patchRemote(home, patch, signal) : undefined))
        : undefined,
    ]);
  };

  /** Whether a dashboard user's home is still to load: its remote is named, neither loaded nor failed. */
  homeToLoad(): boolean {
    const home = this.options.owners?.signedInHome;
    return Boolean(home && !this.signedInHome && !this.failed.has(home));
  }

  /** Loads the signed-in home's page (a session that came after the navigation, e.g. a sign-in), once. */
  loadSignedInHome(): Promise<void> {
    const home = this.options.owners?.signedInHome;
    if (!home || !this.homeToLoad()) return Promise.resolve();
    this.homeLoad ??= this.load(home).then(
      (routes) => {
        this.signedInHome ??= findSignedInHome(home, routes);
      },
      () => {
        this.homeLoad = null;
      },
    );
    return this.homeLoad;
  }
}

type PatchRoutes = Parameters<PatchRoutesOnNavigationFunction>[0]['patch'];

/** Goes to the current address again, in place of its entry: its routes' loaders and page run anew. */
const sameAddressAgain = (navigate: NavigateFunction, { pathname, search, hash }: Location) =>
  void navigate(`${pathname}${search}${hash}`, { replace: true });

/**
 * Around a remote's errorElement (ADR 0047): the route's error, and a retry that goes to the same address again (its
 * loader and page run anew), handed over through platform (remotes have no router of their own).
 */
function RouteFailureFrame({ children }: { children: ReactNode }) {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const failure = useMemo(() => ({ error, retry: () => sameAddressAgain(navigate, location) }), [error, navigate, location]);
  return <RouteFailureProvider value={failure}>{children}</RouteFailureProvider>;
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
  // A dashboard user whose home's remote is not loaded yet (signed in since the navigation): loaded, then drawn.
  const homeLoading = !shown && signedIn && remotes.homeToLoad();
  const [, homeLoaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (homeLoading) void remotes.loadSignedInHome().then(homeLoaded);
  }, [homeLoading, remotes]);
  const location = useLocation();
  const navigate = useNavigate();
  const malformed = isMalformedPath(location.pathname);
  useLayoutEffect(() => {
    if (malformed) applyPageHead({ title: MALFORMED_PATH_PAGE.title, meta: [{ attribute: 'name', key: 'description', content: MALFORMED_PATH_PAGE.description }], canonical: null });
    else if (!homeLoading) applyPageHead(pageHead(shown && { ...shown.handle, path: shown.path }, window.location.origin));
  }, [shown, malformed, homeLoading]);
  if (malformed) return <MalformedPathPage />;
  if (shown) return <RemotePage page={shown} {...props} />;
  if (homeLoading) return <PageLoading />;
  // A failure is recorded before the navigation that met it renders (the patch is awaited).
  if (remotes.failed.size === 0) return <NotFoundPage />;
  const retry = () => {
    remotes.failed.clear();
    // The router asks again for the remotes' routes it does not have yet (patchRoutesOnNavigation).
    sameAddressAgain(navigate, location);
  };
  return <RemoteFailure remote={[...remotes.failed].join(' ')} onRetry={retry} />;
}

/**
 * A data router's routes and the patch that brings in the remotes' routes (ADR 0043, ADR 0047): `root` (layout,
 * session, guards) around a catch-all, `loading` shown until the first path's routes are in.
 */
export function appRoutes(root: RouteObject['element'], loading: RouteObject['element'], options: AppRoutesOptions) {
  const remotes = new RemoteRoutes(options);
  const routes: RouteObject[] = [
    { id: ROOT_ROUTE_ID, element: root, hydrateFallbackElement: loading, children: [{ path: '*', element: <RoutedPage remotes={remotes} route={null} /> }] },
  ];
  return { routes, patchRoutesOnNavigation: remotes.patch };
}
