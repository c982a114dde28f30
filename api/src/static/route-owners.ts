import zlib from 'node:zlib';
import { REMOTE_NAMES, ROUTE_OWNERS_ELEMENT_ID, type RemoteName, type RemotesMap, type RouteOwners } from '@motohaul/contracts';
import { DEFAULT_REMOTES_MAP } from './remotes-map';
import type { PageHtml } from './page-html';
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

/** JSON inside a `<script type="application/json">` (a data block: no script runs, so the CSP has nothing to allow). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The element the shell reads, as HTML. */
export const routeOwnersHtml = (owners: RouteOwners) =>
  `<script type="application/json" id="${ROUTE_OWNERS_ELEMENT_ID}">${scriptJson(owners)}</script>`;

/** The pages with their owners put in, per page HTML (kept with it, so a new build's pages drop them) and owners. */
const withOwners = new WeakMap<PageHtml, Map<string, PageHtml>>();

/**
 * A page's HTML with `owners` first in its head (before any script that reads it), compressed once per page and
 * owners (a release changes the owners, so the next request carries the new ones).
 */
export function withRouteOwners(page: PageHtml, owners: RouteOwners): PageHtml {
  const element = routeOwnersHtml(owners);
  let copies = withOwners.get(page);
  if (!copies) {
    copies = new Map();
    withOwners.set(page, copies);
  }
  const known = copies.get(element);
  if (known) return known;
  const text = page.html.toString();
  // First in the head; a page without one (a bare fragment) gets it after its doctype.
  const head = /<head(?:\s[^>]*)?>/i.exec(text) ?? /^<!doctype[^>]*>/i.exec(text);
  const at = head ? head.index + head[0].length : 0;
  const html = Buffer.from(`${text.slice(0, at)}${element}${text.slice(at)}`);
  const owned: PageHtml = {
    ...page,
    html,
    br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    gz: zlib.gzipSync(html, { level: 9 }),
  };
  // A release or two at a time: the older owners of this page go.
  if (copies.size >= 4) copies.delete(copies.keys().next().value ?? '');
  copies.set(element, owned);
  return owned;
}
