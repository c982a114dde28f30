import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { joinPaths, type RemoteName, type RemoteRoute, type ServerRenderRequest, type ServerRenderResult } from '@motohaul/contracts';
import { currentUserQueryOptions, isDashboardUser, publicConfigQueryOptions } from '../api/session';
import { AppFrame } from '../app/app-frame';
import { createQueryClient } from '../app/query-client';
import { FirstPage } from '../first-page/first-page';
import { preloadPage } from '../remotes/remote-page';
import { pageRoute, type PageRoute } from '../remotes/remote-routes';

/** The route trees of the remotes a server render can draw (their server bundles export them). */
const serverRoutes = new Map<RemoteName, RemoteRoute[]>();

export function provideServerRoutes(remote: RemoteName, routes: RemoteRoute[]) {
  serverRoutes.set(remote, routes);
}

/** A page the server draws, with the values of its path's parameters in the drawn URL, and its routes' loaders. */
export type ServerRenderedPage = PageRoute & { params: Record<string, string>; loaders: NonNullable<RemoteRoute['loader']>[] };

/** The page of `routes` that `pathname` matches (react-router's matcher, as the browser's router matches it), or null. */
function matchPage(remote: RemoteName, routes: RemoteRoute[], pathname: string): ServerRenderedPage | null {
  const matches = matchRoutes(routes as RouteObject[], pathname);
  const leaf = matches?.at(-1)?.route as RemoteRoute | undefined;
  if (!matches || !leaf) return null;
  const page = pageRoute(remote, leaf, matches.reduce((path, match) => joinPaths(path, match.route.path), '/'));
  const loaders = matches.flatMap(({ route }) => ((route as RemoteRoute).loader ? [(route as RemoteRoute).loader!] : []));
  return page && { ...page, params: { ...matches.at(-1)?.params } as Record<string, string>, loaders };
}

/**
 * The page a visitor (or, `signedIn`, a dashboard user: ADR 0066) gets at `pathname` when the server can draw it (a
 * remote's server routes have it, and its route shows it to them), else null. A path with parameters
 * (`/quote-status/:token`) carries their values: the first page follows that one URL only.
 */
export function serverRenderedPage(pathname: string, signedIn = false): ServerRenderedPage | null {
  for (const [remote, routes] of serverRoutes) {
    const page = matchPage(remote, routes, pathname);
    if (page && (signedIn ? page.handle.signedIn : page.handle.signedOut)) return page;
  }
  return null;
}

/** Resolves once no query of `queryClient` is fetching (what the loaders started has its answer, or its error). */
const settled = (queryClient: QueryClient) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });

const stay = () => undefined;

/**
 * Renders a page to the markup of `#root` (ADR 0037, ADR 0086): the shell's first data (the public settings, the
 * session) and then what the page's route loaders ask for, in one query cache, awaited; then the shell (layout, header,
 * footer) around the remote's page, drawn from its server bundle with the component the browser hydrates it with
 * (FirstPage, ADR 0040). The cache goes with it, dehydrated. A request that fails (no API: a release check) leaves its
 * query to the browser; the render does not fail for it. rootHtml null: the page is not one the server draws (another
 * remote's, not shown to this user, a 404); its state still carries the shell's first data.
 */
export async function renderPage({ url, headers }: ServerRenderRequest): Promise<ServerRenderResult> {
  const { pathname, search, href } = new URL(url, 'http://server.invalid');
  const queryClient = createQueryClient();
  await Promise.all([queryClient.prefetchQuery(currentUserQueryOptions()), queryClient.prefetchQuery(publicConfigQueryOptions())]);
  const page = serverRenderedPage(pathname, isDashboardUser(queryClient.getQueryData(currentUserQueryOptions().queryKey) ?? null));
  if (!page) return { rootHtml: null, state: { page: null, queries: dehydrate(queryClient) } };
  const request = new Request(href, { headers });
  // A loader that fails leaves its data to the browser's router, which runs it again (and shows its error).
  await Promise.all([preloadPage(page), Promise.allSettled(page.loaders.map(async (loader) => loader({ params: page.params, request, queryClient })))]);
  await settled(queryClient);
  const rootHtml = renderToString(
    <StrictMode>
      <AppFrame queryClient={queryClient} onServer>
        <FirstPage page={page} params={page.params} location={{ pathname, search }} leave={stay} />
      </AppFrame>
    </StrictMode>,
  );
  const params = Object.keys(page.params).length > 0 ? { params: page.params } : {};
  return { rootHtml, state: { page: { remote: page.remote, path: page.path, ...params }, queries: dehydrate(queryClient) } };
}
