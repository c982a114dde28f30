import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PageNavigation } from '@motohaul/contracts';
import { NavigationProvider, useBrowserNavigation } from '@motohaul/platform';
import { isDashboardUser, useCurrentUser, usePublicConfig } from '../api/session';
import { Layout } from '../layout/layout';
import { PageLoading, RemotePage, type RoutePage } from '../remotes/remote-page';
import { useBeforeUnloadWarning } from '../routes/before-unload-warning';
import { UnsavedChangesDialog } from '../routes/unsaved-changes-dialog';

/** Where a first page hands over to the routed app: another page (`to`), or this one again (null) for a signed-in user. */
export type LeaveFirstPage = (to: string | null, options?: { replace?: boolean }) => void;

export interface FirstPageProps {
  /** The visitor's page the server drew (its remote and route path). */
  page: RoutePage;
  /** The values of the page's path parameters in the drawn URL (`{ token }` of `/quote-status/:token`). */
  params?: Readonly<Record<string, string>>;
  /** The page's path and query string (the request's on the server, the window's in the browser). */
  location: { pathname: string; search: string };
  leave: LeaveFirstPage;
}

const NO_PARAMS: Readonly<Record<string, string>> = {};

/** The URL path of a route path with these parameter values (`/quote-status/:token` and `{ token }`). */
const pathWith = (path: string, params: Readonly<Record<string, string>>) =>
  path.replace(/:(\w+)/g, (whole, name: string) => (params[name] === undefined ? whole : encodeURIComponent(params[name])));

/**
 * Whether `pathname` is still this page's: the same path, with the same parameter values, whatever its letter case or
 * trailing slash (the server drew this one URL; any other path is the router's to match, so the router loads for it).
 */
const isThisPage = (page: RoutePage, params: Readonly<Record<string, string>>, pathname: string) =>
  (pathname.replace(/\/+$/, '') || '/').toLowerCase() === pathWith(page.path, params).toLowerCase();

/**
 * A server-rendered public page (ADR 0040), drawn and hydrated without the data router: the layout and the visitor's
 * page, as the routed app draws them at this path. What stays on this page (a new query string, back and forward
 * between them) is followed here on the browser's history; a link to another page, a path that is no longer this
 * page's, or a session that turns out to be a dashboard user's is handed to the routed app (`leave`), loaded then.
 * Unsaved changes ask first, as in the routed app. The server renders this same component (render-page.tsx).
 */
export function FirstPage({ page, params = NO_PARAMS, location, leave }: FirstPageProps) {
  const currentUser = useCurrentUser();
  const config = usePublicConfig();
  const browser = useBrowserNavigation(location);
  const [leaving, setLeaving] = useState(false);
  const unsaved = useRef(false);
  const [blocked, setBlocked] = useState<{ to: string; replace?: boolean } | null>(null);
  const user = currentUser.data ?? null;

  const handOver = useCallback<LeaveFirstPage>(
    (to, options) => {
      setLeaving(true);
      leave(to, options);
    },
    [leave],
  );
  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => {
      const { pathname } = new URL(to, window.location.href);
      if (isThisPage(page, params, pathname)) return browser.navigate(to, options);
      if (unsaved.current) return setBlocked({ to, replace: options?.replace });
      handOver(to, options);
    },
    [browser, page, params, handOver],
  );
  const setUnsavedChanges = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);
  useBeforeUnloadWarning(unsaved);

  // Back or forward to another page of this document's history: the router's. A page is drawn for the session the
  // server saw, a visitor's or a dashboard user's, and stays hydrated as it is (ADR 0091); a session that changes from
  // one to the other (a sign-in in another tab, an expiry) is the router's to guard, drawn in place once it is here.
  const elsewhere = !isThisPage(page, params, browser.pathname);
  const signedIn = isDashboardUser(user);
  const [drawnSignedIn] = useState(signedIn);
  useEffect(() => {
    if (elsewhere) handOver(null);
    else if (signedIn !== drawnSignedIn) leave(null);
  }, [elsewhere, signedIn, drawnSignedIn, handOver, leave]);

  const navigation = useMemo<PageNavigation>(
    () => ({ pathname: browser.pathname, search: browser.search, navigate, setUnsavedChanges, params }),
    [browser.pathname, browser.search, navigate, setUnsavedChanges, params],
  );
  // The server render's settings are there; the routed app answers a failure to load them.
  if (!config.data) return <PageLoading />;
  return (
    <NavigationProvider value={navigation}>
      <Layout phone={config.data.supportPhone} appMode={config.data.appMode} user={user}>
        {leaving ? <PageLoading /> : <RemotePage page={page} config={config.data} user={user} navigation={navigation} />}
      </Layout>
      <UnsavedChangesDialog
        open={blocked !== null}
        onStay={() => setBlocked(null)}
        onLeave={() => {
          unsaved.current = false;
          setBlocked(null);
          if (blocked) handOver(blocked.to, { replace: blocked.replace });
        }}
      />
    </NavigationProvider>
  );
}
