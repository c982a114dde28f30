import { useLayoutEffect, useMemo } from 'react';
import { Outlet, useOutletContext, useParams, type RouteObject } from 'react-router-dom';
import type { CurrentUser, PageNavigation, PublicConfig, RemotePageProps, SitePattern } from '@motohaul/contracts';
import { applyPageHeadOf } from '@motohaul/platform';
import { NotFoundPage } from '../not-found/not-found-page';
import { RemotePage } from '../remotes/remote-page';
import {
  isDashboardUser,
  pageOfPattern,
  ROUTE_PATTERNS,
  routeSetOf,
  SIGNED_IN_FALLBACK,
  SIGNED_IN_FALLBACK_PATTERN,
} from './route-sets';

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

/**
 * The page of one route pattern for the current user: the pattern's page in the user's route set, else the
 * signed-in fallback (the dashboard) or 404 for a visitor. The matched params travel in `navigation.params`.
 * The document head (title, description, sharing tags) follows the page shown, set in a layout effect: before the
 * page's own effects, so a page may refine its title for a state of its own.
 */
function RoutedPage({ pattern }: { pattern: SitePattern | null }) {
  const { config, user, navigation } = useOutletContext<ShellOutlet>();
  const params = useParams();
  const paramsKey = JSON.stringify(params);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- params are compared by value (paramsKey)
  const pageNavigation = useMemo<PageNavigation>(() => ({ ...navigation, params }), [navigation, paramsKey]);
  const props: RemotePageProps = { config, user, navigation: pageNavigation };
  const signedIn = isDashboardUser(user);
  const id = pageOfPattern(routeSetOf(user), pattern);
  const shown: SitePattern | null = id ? pattern : signedIn ? SIGNED_IN_FALLBACK_PATTERN : null;
  useLayoutEffect(() => applyPageHeadOf(shown), [shown]);
  if (id) return <RemotePage id={id} {...props} />;
  return signedIn ? <RemotePage id={SIGNED_IN_FALLBACK} {...props} /> : <NotFoundPage />;
}

/** The data router's routes: `root` (layout, session, guards) around one route per pattern and a catch-all. */
export function appRoutes(root: RouteObject['element']): RouteObject[] {
  return [
    {
      element: root,
      children: [
        ...ROUTE_PATTERNS.map((pattern) => ({ path: pattern, element: <RoutedPage pattern={pattern} /> })),
        { path: '*', element: <RoutedPage pattern={null} /> },
      ],
    },
  ];
}
