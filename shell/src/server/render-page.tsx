import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { joinPaths, type RemoteName, RemoteRoute, ServerRenderRequest, ServerRenderResult } from '@motohaul/contracts';
import { AppFrame } from '../app/app-frame';
import { FirstPage } from '../first-page/first-page';
import { preloadPage } from '../remotes/remote-page';
import { pageRoute, type PageRoute } from '../remotes/remote-routes';
import { seededQueryClient, seededUser } from './seeded-query-client';

/** The route trees of the remotes a server render can draw (their server bundles export them). */
const serverRoutes = new Map<RemoteName, RemoteRoute[]>();

export function provideServerRoutes(remote: RemoteName, routes: RemoteRoute[]) {
  serverRoutes.set(remote, routes);
}

/** A page the server draws, with the values of its path's parameters in the drawn URL. */
export type ServerRenderedPage = PageRoute & { params: Record<string, string> };

/** The page of `routes` that `pathname` matches (react-router's matcher, as the browser's router matches it), or null. */
function matchPage(remote: RemoteName, routes: RemoteRoute[], pathname: string): ServerRenderedPage | null {
  const matches = matchRoutes(routes as RouteObject[], pathname);
  const leaf = matches?.at(-1)?.route as RemoteRoute | undefined;
  if (!matches || !leaf) return null;
  const page = pageRoute(remote, leaf, matches.reduce((path, match) => joinPaths(path, match.route.path), '/'));
  return page && { ...page, params: { ...matches.at(-1)?.params } as Record<string, string> };
}

/**
 * The page a visitor (or, `signedIn`, a signed-in user: ADR 0066) gets at `pathname` when the server can draw it (a
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

const stay = () => undefined;

/**
 * Renders the shell (layout, header, footer) around a visitor's page to the markup of `#root` (ADR 0037): the
 * component the browser hydrates it with (FirstPage, ADR 0040), the remote's page drawn from its server bundle. With a
 * signed-in user among `queries` (ADR 0066), the same components draw that user's page, which the routed app draws
 * over in the browser. null: the page is not one the server draws (another remote's, not shown to this user, a 404).
 */
export async function renderPage({ url, config, queries }: ServerRenderRequest): Promise<ServerRenderResult | null> {
  const { pathname, search } = new URL(url, 'http://server.invalid');
  const page = serverRenderedPage(pathname, seededUser(queries) !== null);
  if (!page) return null;
  await preloadPage(page);
  const rootHtml = renderToString(
    <StrictMode>
      <AppFrame queryClient={seededQueryClient({ config, queries })}>
        <FirstPage page={page} params={page.params} location={{ pathname, search }} leave={stay} />
      </AppFrame>
    </StrictMode>,
  );
  const params = Object.keys(page.params).length > 0 ? { params: page.params } : {};
  return { rootHtml, page: { remote: page.remote, path: page.path, ...params } };
}
