import type { RemoteName, RemotesMap } from '../api/api-paths';

/**
 * Which remote owns which page (ADR 0047): the API writes it into every page's HTML as JSON in the element
 * ROUTE_OWNERS_ELEMENT_ID, from the pages.json of the builds /remotes.json names at that request, so the shell loads
 * the routes of the path's owner at once, another remote's only when a path of its is visited, and none for a path
 * nobody owns. A page without it (the dev server's index.html) makes the shell ask /remotes.json and every remote.
 */
export const ROUTE_OWNERS_ELEMENT_ID = 'route-owners';

export interface RouteOwners {
  /** Each remote's remoteEntry.js, as /remotes.json answers at this request: the shell asks for no map first. */
  remotes: RemotesMap;
  /** The remote whose page the document's path is; null: no page (the shell's 404 without loading a remote). */
  owner: RemoteName | null;
  /** Each remote's page paths (react-router patterns, full paths as in its pages.json). */
  paths: Partial<Record<RemoteName, string[]>>;
  /** The remote of the page a signed-in user sees outside the signed-in set (spec §2.1: the dashboard); null: none. */
  signedInHome: RemoteName | null;
}
