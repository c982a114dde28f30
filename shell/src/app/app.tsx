import { useLayoutEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider, ScrollRestoration, type GetScrollRestorationKeyFunction } from 'react-router-dom';
import { Button, Spinner } from '@motohaul/design-system';
import { NavigationProvider } from '@motohaul/platform';
import { Layout } from '../layout/layout';
import { RouteAnnouncer } from '../route-announcer/route-announcer';
import { appRoutes, ShellOutlet } from '../routes/app-routes';
import { useRouterNavigation } from '../routes/router-navigation';
import { UnsavedChangesDialog } from '../routes/unsaved-changes-dialog';
import { useUnsavedChanges } from '../routes/unsaved-changes-guard';
import { useCurrentUser, usePublicConfig } from '../api/session';
import { pageRouteOwners } from '../remotes/page-route-owners';
import { AppFrame } from './app-frame';
import styles from './app.module.css';

/** What shows while the session, the settings or the remotes' routes load (spec §2.1: a spinner). */
function FullPageSpinner() {
  return (
    <div className={styles.fullPage}>
      <Spinner size="lg" label="Loading..." />
    </div>
  );
}

function Site() {
  const currentUser = useCurrentUser();
  const config = usePublicConfig();
  const unsaved = useUnsavedChanges();
  const navigation = useRouterNavigation(unsaved.setUnsavedChanges);

  let content;
  if (currentUser.isPending || config.isPending) {
    content = <FullPageSpinner />;
  } else if (config.isError) {
    content = (
      <div className={styles.fullPage} role="alert">
        <p>The site could not load its settings: {config.error.message}</p>
        <Button onClick={() => void config.refetch()}>Try again</Button>
      </div>
    );
  } else {
    // A visitor's session check answers null; a failure of it also leaves the visitor's site usable.
    const user = currentUser.data ?? null;
    content = (
      <Layout phone={config.data.supportPhone} appMode={config.data.appMode} user={user}>
        <ShellOutlet config={config.data} user={user} navigation={navigation} />
      </Layout>
    );
  }
  return (
    <NavigationProvider value={navigation}>
      {content}
      <ScrollRestoration getKey={scrollKey} />
      <RouteAnnouncer />
      <UnsavedChangesDialog open={unsaved.blocked} onLeave={unsaved.leave} onStay={unsaved.stay} />
    </NavigationProvider>
  );
}

/**
 * Where the router keeps a page's scroll position: its history entry, as react-router does, except the entry a page
 * was opened with by its address (typed, a bookmark, a mail's link), which react-router keys 'default' in every
 * document: there the address, so a page opened that way starts at its top, and a reload of it keeps its place.
 */
const scrollKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The one data router of the page (ADR 0043), made once with the page's QueryClient (for its loaders, ADR 0047) and
 * the route owners the server wrote: the layout, session and guards around the remotes' routes, each remote's coming
 * in the first time a path it owns is visited. It starts at once: the first path's routes load while React renders.
 */
export function appRouter(queryClient: QueryClient) {
  if (!router) {
    const { routes, patchRoutesOnNavigation } = appRoutes(<Site />, <FullPageSpinner />, { queryClient, owners: pageRouteOwners() });
    router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  }
  return router;
}

/** Resolves once the router has the routes of the path it started at (a first page hands over then, ADR 0040). */
export const routerReady = (queryClient: QueryClient) =>
  new Promise<void>((resolve) => {
    const started = appRouter(queryClient);
    if (started.state.initialized) return resolve();
    const unsubscribe = started.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

/** A navigation the router makes once it is up: a server-rendered first page handing over (ADR 0040). */
export interface FirstNavigation {
  to: string;
  replace?: boolean;
  /** Where the reader was on the page being left, kept by the router's scroll restoration for Back. */
  scrollY: number;
}

/**
 * The shell: one QueryClient, the data router (ADR 0009), the layout and the one Toaster. `navigateTo`: the router
 * makes that navigation itself once mounted, so it writes the history entry, resets the scroll and applies its guards.
 * `scrollY`: where the page this app takes over from was scrolled to (ADR 0066), kept.
 */
export function App({
  queryClient,
  navigateTo,
  scrollY,
}: {
  queryClient: QueryClient;
  navigateTo?: FirstNavigation;
  scrollY?: number;
}) {
  const router = appRouter(queryClient);
  const first = useRef<{ navigateTo?: FirstNavigation; scrollY?: number }>({ navigateTo, scrollY });
  // A layout effect, after ScrollRestoration's own (it scrolls a new router to the top): the page being left, or drawn
  // over, is where the reader was, as the navigation starts (the router saves that position for Back).
  useLayoutEffect(() => {
    const { navigateTo: navigation, scrollY: drawnOverY } = first.current;
    first.current = {};
    const y = navigation?.scrollY ?? drawnOverY;
    if (y !== undefined) window.scrollTo(0, y);
    if (navigation) void router.navigate(navigation.to, { replace: navigation.replace ?? false });
  }, [router]);
  return (
    <AppFrame queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
