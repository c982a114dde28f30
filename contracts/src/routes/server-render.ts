import type { RemoteName } from '../api/api-paths';

/**
 * Server rendering (ADR 0037, ADR 0086). The API renders a page with the shell's server bundle
 * (`shell/dist/server/server.cjs`, ADR 0044), which exports `renderPage`; the shell's bootstrap reads the state the
 * render was made with from the element SERVER_STATE_ELEMENT_ID and hydrates with it.
 */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/**
 * The page a server render drew: the remote that owns it, its route's full path (as in the remote's pages.json) and,
 * for a path with parameters (`/quote-status/:token`), their values in the drawn URL.
 */
export interface RenderedPage {
  remote: RemoteName;
  path: string;
  params?: Record<string, string>;
}

/**
 * What a server render drew with: the page it drew (null: a page the browser draws), and the query cache its routes'
 * loaders and the shell filled (@tanstack/react-query's `dehydrate`), which the browser hydrates.
 */
export interface ServerRenderState {
  page: RenderedPage | null;
  queries: unknown;
}

export interface ServerRenderRequest {
  /** The page's path and query, e.g. `/find-providers?q=2150`. */
  url: string;
  /** The page request's headers its route loaders read (its cookie); its API requests carry them too (ADR 0086). */
  headers?: Record<string, string>;
}

/** A render: the markup inside `#root` (null: the browser draws the page), and the state it was drawn with. */
export interface ServerRenderResult {
  rootHtml: string | null;
  state: ServerRenderState;
}
