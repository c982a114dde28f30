import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { ServerRenderRequest, ServerRenderResult } from '@motohaul/contracts';
import { AppFrame } from '../app/app-frame';
import { FirstPage } from '../first-page/first-page';
import type { RemotePageComponent, RemotePageId } from '../remotes/load-remote-page';
import { provideServerPages, serverPage } from '../remotes/server-pages';
import { signedOutPageAt } from '../routes/route-sets';
import { seededQueryClient } from './seeded-query-client';

/** The page a visitor gets at `pathname` when the server can draw it (a component was provided), else null. */
export function serverRenderedPage(pathname: string): RemotePageId | null {
  const page = signedOutPageAt(pathname)?.page;
  return page && serverPage(page) ? page : null;
}

const stay = () => undefined;

/**
 * Renders the shell (layout, header, footer) around a visitor's page to the markup of `#root` (ADR 0037): the
 * component the browser hydrates it with (FirstPage, ADR 0040), the remote's page drawn from its server bundle.
 * null: the page is not one the server draws (another remote's, a signed-in page, a 404).
 */
export async function renderPage({ url, config }: ServerRenderRequest): Promise<ServerRenderResult | null> {
  const { pathname, search } = new URL(url, 'http://server.invalid');
  const first = signedOutPageAt(pathname);
  if (!first || !serverPage(first.page)) return null;
  const { page } = first;
  const rootHtml = renderToString(
    <StrictMode>
      <AppFrame queryClient={seededQueryClient({ config })}>
        <FirstPage page={page} pattern={first.pattern} location={{ pathname, search }} leave={stay} />
      </AppFrame>
    </StrictMode>,
  );
  return { rootHtml, page };
}

export { provideServerPages };
export type { RemotePageComponent, RemotePageId };
