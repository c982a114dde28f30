// Which of the shell's files the routed app (a page the browser draws: a signed-in user's) loads, read from the
// shell build's chunk graph (ADR 0063). The API names them in that page's HTML as preloads, so the browser fetches
// them with the document instead of discovering them one after another.

/** The file a shell build writes beside index.html. */
export const SIGNED_IN_ASSETS_FILE = 'signed-in-assets.json';

/**
 * Whether an origin of a chunk (stats `origins[]`) is one the routed app never takes: the server-rendered first page's
 * entry (`./bootstrap-first-page` and what it imports) or a shared package's fallback (the shell provides its own
 * copy of each shared package, so a fallback is loaded only by a remote that finds no provider).
 */
const notRoutedApp = (origin) =>
  origin.request === './bootstrap-first-page' ||
  /bootstrap-first-page\.tsx$/.test(origin.moduleName ?? '') ||
  /\(fallback: /.test(origin.moduleName ?? '');

/** Whether an origin of a chunk is one a server-drawn first page takes: its entry or a provided shared package. */
const firstPage = (origin) => origin.request === './bootstrap-first-page' || /^provide shared module /.test(origin.moduleName ?? '');

/** The `{ js, css }` file names (no maps) of the non-initial chunks with an origin that `takes`. */
function chunkFiles(stats, takes) {
  const js = [];
  const css = [];
  for (const chunk of stats.chunks ?? []) {
    if (chunk.initial || !chunk.origins?.some(takes)) continue;
    for (const file of chunk.files ?? []) {
      if (file.endsWith('.js')) js.push(file);
      else if (file.endsWith('.css')) css.push(file);
    }
  }
  return { js: js.sort(), css: css.sort() };
}

/**
 * The shell's async chunks (stats JSON with `chunks`, `chunkOrigins`) a signed-in user's page loads: `routedApp`, where
 * the browser draws the page (`./bootstrap`, a provided shared package), and `firstPage`, where it hydrates the page
 * the server drew (`./bootstrap-first-page`, a provided shared package; ADR 0091).
 */
export function signedInAssets(stats) {
  return { routedApp: chunkFiles(stats, (origin) => !notRoutedApp(origin)), firstPage: chunkFiles(stats, firstPage) };
}

/** The file a remote's build writes beside its remoteEntry.js (ADR 0065). */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/** The prefix of a page's chunk name (`webpackChunkName` of a route's `page` import, its handle's `chunk`). */
export const PAGE_CHUNK_PREFIX = 'page-';

/**
 * The files of each page chunk group of a remote's build (stats JSON with `namedChunkGroups`: rspack's `chunkGroups` option): the groups named
 * `page-…`, as `{ [name]: { js, css } }` (no maps). A page the browser draws names its page's files as preloads.
 */
export function pageChunks(stats) {
  const pages = {};
  for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) {
    if (!name.startsWith(PAGE_CHUNK_PREFIX)) continue;
    const files = (group.assets ?? []).map((asset) => (typeof asset === 'string' ? asset : asset.name));
    pages[name] = { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
  }
  return pages;
}
