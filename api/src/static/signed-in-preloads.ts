import fs from 'node:fs';
import path from 'node:path';
import type { RouteOwners } from '@motohaul/contracts';
import { escapeHtml, type PageHtml } from './page-html';
import { remoteBuildFolder, type RemoteFolderOptions } from './remote-folders';

/** The shell build's lists of the files a signed-in page loads (scripts/signed-in-assets.mjs). */
const SIGNED_IN_ASSETS_FILE = 'signed-in-assets.json';
/** A remote build's files per page chunk (scripts/signed-in-assets.mjs, ADR 0065). */
const PAGE_CHUNKS_FILE = 'page-chunks.json';
/** The exposed module of every remote (ADR 0043), as its mf-manifest.json names it. */
const ROUTES_EXPOSE = 'routes';

/** One file to fetch with the document: a script (loaded by a `<script>`) or a stylesheet (a `<link rel=stylesheet>`). */
export interface Preload {
  href: string;
  as: 'script' | 'style';
}

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
};
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
/** A file name of a build: no folder, no query, nothing to escape in an attribute. */
const SAFE_FILE = /^[\w.-]+\.(?:js|css)$/;

/** A `{ js, css }` list of a build's files as preloads under `base` (the folder's URL, with its trailing slash). */
function listedPreloads(assets: unknown, base: string): Preload[] {
  if (!isRecord(assets)) return [];
  const files = (value: unknown, as: Preload['as']) => strings(value).filter((file) => SAFE_FILE.test(file)).map((file) => ({ href: `${base}${file}`, as }));
  return [...files(assets.js, 'script'), ...files(assets.css, 'style')];
}

/**
 * The shell's files for a signed-in page, from its build (none when it was built without the list): the routed app's,
 * or those that hydrate a page the server drew (ADR 0091).
 */
function shellPreloads(shellDist: string, routedApp: boolean): Preload[] {
  const assets = readJson(path.join(shellDist, SIGNED_IN_ASSETS_FILE));
  return isRecord(assets) ? listedPreloads(assets[routedApp ? 'routedApp' : 'firstPage'], '/') : [];
}

/**
 * A remote's remoteEntry.js and the files of its `./routes` expose that load with it (its mf-manifest.json, of the
 * build /remotes.json names: a release shows on the next page). None for a remote on another origin or without a
 * manifest; remoteEntry.js alone when the manifest names no routes.
 */
function remotePreloads(folders: RemoteFolderOptions, entryUrl: string, chunk: string | undefined): Preload[] {
  const folder = remoteBuildFolder(folders, entryUrl);
  if (!folder) return [];
  const manifest = readJson(path.join(folder, 'mf-manifest.json'));
  if (!isRecord(manifest)) return [];
  const base = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
  const expose = (Array.isArray(manifest.exposes) ? manifest.exposes : []).find((item) => isRecord(item) && item.name === ROUTES_EXPOSE) as unknown;
  const assets = isRecord(expose) && isRecord(expose.assets) ? expose.assets : {};
  const sync = (kind: unknown) => (isRecord(kind) ? strings(kind.sync).filter((file) => SAFE_FILE.test(file)) : []);
  // The page's own chunk (its handle's `chunk`), as this build wrote its files: found by the router only after the routes.
  const pageChunks = chunk ? readJson(path.join(folder, PAGE_CHUNKS_FILE)) : null;
  return [
    { href: entryUrl, as: 'script' },
    ...sync(assets.js).map((file): Preload => ({ href: `${base}${file}`, as: 'script' })),
    ...sync(assets.css).map((file): Preload => ({ href: `${base}${file}`, as: 'style' })),
    ...(chunk && isRecord(pageChunks) ? listedPreloads(pageChunks[chunk], base) : []),
  ];
}

/**
 * What a signed-in user's page (ADR 0063) loads in a chain: the shell's routed app where the browser draws the page
 * (`routedApp`), else the shell's files that hydrate the page the server drew (ADR 0091); then the owning remote's
 * remoteEntry.js and routes, then the page's chunk where its handle names one (ADR 0065). Read per request from the
 * builds (a release shows on the next page).
 */
export function signedInPreloads({
  shellDist,
  owners,
  chunk,
  routedApp,
  ...folders
}: RemoteFolderOptions & { shellDist: string; owners: RouteOwners; chunk?: string; routedApp: boolean }): Preload[] {
  const remote = owners.owner ? remotePreloads(folders, owners.remotes[owners.owner], chunk) : [];
  return [...shellPreloads(shellDist, routedApp), ...remote];
}

/**
 * The preloads as `<link rel="preload">`s at the end of the body, after the shell's own script: the browser asks for
 * files in the order it finds them, six at a time per origin over HTTP/1.1, and main.js must not wait behind them
 * (measured: in the head, main.js started 1.9 s later). A page without a body gets them at the end of its head.
 */
export function withPreloads(page: PageHtml, preloads: Preload[]): PageHtml {
  if (preloads.length === 0) return page;
  const links = preloads.map(({ href, as }) => `<link rel="preload" as="${as}" href="${escapeHtml(href)}" />`).join('');
  const text = page.html.toString();
  const end = /<\/body>/i.test(text) ? /<\/body>/i : /<\/head>/i;
  if (!end.test(text)) return page;
  return { ...page, html: Buffer.from(text.replace(end, (tag) => `${links}${tag}`)) };
}
