import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { matchSitePattern, type ServerRenderRequest, type ServerRenderResult } from '@motohaul/contracts';
import { AppFrame, siteRoutes } from '../app/app';
import type { RemotePageComponent, RemotePageId } from '../remotes/load-remote-page';
import { provideServerPages, serverPage } from '../remotes/server-pages';
import { pageOfPattern, SIGNED_OUT_ROUTES } from '../routes/route-sets';
import { seededQueryClient } from './seeded-query-client';

/** The page a visitor gets at `pathname` when the server can draw it (a component was provided), else null. */
export function serverRenderedPage(pathname: string): RemotePageId | null {
  const id = pageOfPattern(SIGNED_OUT_ROUTES, matchSitePattern(pathname));
  return id && serverPage(id) ? id : null;
}

/**
 * Renders the shell (layout, header, footer) around a visitor's page to the markup of `#root` (ADR 0037): the same
 * routes and components as the browser, a static router at `url`, the remote's page drawn from its server bundle.
 * null: the page is not one the server draws (another remote's, a signed-in page, a 404, a redirect).
 */
export async function renderPage({ url, config }: ServerRenderRequest): Promise<ServerRenderResult | null> {
  const request = new Request(new URL(url, 'http://server.invalid'));
  const id = serverRenderedPage(new URL(request.url).pathname);
  if (!id) return null;
  const handler = createStaticHandler(siteRoutes());
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const rootHtml = renderToString(
    <StrictMode>
      <AppFrame queryClient={seededQueryClient({ config })}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>,
  );
  return { rootHtml, page: id };
}

export { provideServerPages };
export type { RemotePageComponent, RemotePageId };
