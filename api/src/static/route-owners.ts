import { REMOTE_NAMES, ROUTE_OWNERS_ELEMENT_ID, type RemoteName, type RemotesMap, type RouteOwners } from '@motohaul/contracts';
import { DEFAULT_REMOTES_MAP } from './remotes-map';
import { scriptJson, type PageHtml } from './page-html';
import { matchSitePage, type RemotePage } from './site-pages';

/**
 * Who owns which page (ADR 0047), for the page at `pathname`: the remotes' entries (/remotes.json), the owner of the
 * path (react-router's matcher, as for the status and head), each remote's page paths, and the signed-in home's remote.
 */
export function routeOwners(pages: RemotePage[], remotes: Record<string, string>, pathname: string): RouteOwners {
  const paths: Partial<Record<RemoteName, string[]>> = {};
  for (const page of pages) (paths[page.remote] ??= []).push(page.path);
  const entries = Object.fromEntries(REMOTE_NAMES.map((name) => [name, remotes[name] ?? DEFAULT_REMOTES_MAP[name]])) as RemotesMap;
  return {
    remotes: entries,
    owner: matchSitePage(pages, pathname)?.remote ?? null,
    paths,
    signedInHome: pages.find((page) => page.signedInHome)?.remote ?? null,
  };
}

/** The element the shell reads, as HTML. */
export const routeOwnersHtml = (owners: RouteOwners) =>
  `<script type="application/json" id="${ROUTE_OWNERS_ELEMENT_ID}">${scriptJson(owners)}</script>`;

/** A page's HTML with `owners` first in its head (before any script that reads it): read per request, never kept. */
export function withRouteOwners(page: PageHtml, owners: RouteOwners): PageHtml {
  const text = page.html.toString();
  // First in the head; a page without one (a bare fragment) gets it after its doctype.
  const head = /<head(?:\s[^>]*)?>/i.exec(text) ?? /^<!doctype[^>]*>/i.exec(text);
  const at = head ? head.index + head[0].length : 0;
  return { ...page, html: Buffer.from(`${text.slice(0, at)}${routeOwnersHtml(owners)}${text.slice(at)}`) };
}
