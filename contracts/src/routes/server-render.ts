import type { RemoteName } from '../api/api-paths';
import type { PublicConfig } from '../types/responses';

/**
 * Server rendering of public pages (ADR 0037). The API renders a page with the shell's server bundle
 * (`shell/dist/server/server.cjs`, ADR 0044), which exports `renderPage`; the shell's bootstrap reads the state the
 * render was made with from the element SERVER_STATE_ELEMENT_ID and hydrates with it.
 */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/**
 * A page the browser draws for a signed-in user (ADR 0065): the API answers its first queries need (the session, and
 * on the dashboard its leads and purchases) as a JSON array of SeededQuery in this element, and the shell's query cache
 * starts with them: no request chain before the page has its data.
 */
export const SEEDED_QUERIES_ELEMENT_ID = 'seeded-queries';

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
 * An API answer a page's query draws with, fetched by the API while it renders (the page reads without JavaScript,
 * ADR 0049): the query's key, as the page's own query options name it, and the answer.
 */
export interface SeededQuery {
  queryKey: readonly unknown[];
  data: unknown;
  /**
   * When the API read the answer (ms since the epoch), for an answer the page shows the time of ('Last checked'): the
   * server and the browser then draw the same time. Absent: the time the query cache is seeded.
   */
  updatedAt?: number;
}

/**
 * What a server render drew with: the public settings, for a visitor (no session), the page it drew, and the API
 * answers its queries drew with (none for most pages).
 */
export interface ServerRenderState {
  config: PublicConfig;
  page: RenderedPage;
  queries?: SeededQuery[];
  /**
   * Drawn for a signed-in user (ADR 0066: the dashboard): the markup shows the page until the routed app, started
   * with the answers of the page's seeded-queries element, draws the same page over it. Not hydrated.
   */
  signedIn?: true;
}

export interface ServerRenderRequest {
  /** The page's path and query, e.g. `/find-providers?q=2150`. */
  url: string;
  config: PublicConfig;
  /**
   * API answers the page's queries draw with (the query cache is seeded with them). A signed-in user's page (ADR 0066)
   * carries the session's user under CURRENT_USER_KEY: the page is then one its route shows signed in.
   */
  queries?: SeededQuery[];
}

/** A rendered page: the markup inside `#root`, or null where the page is not server-rendered (drawn by the browser). */
export interface ServerRenderResult {
  rootHtml: string;
  /** The remote page in the markup. */
  page: RenderedPage;
}
