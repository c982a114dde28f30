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

/**
 * The async chunks of the shell's routed app (stats JSON with `chunks`, `chunkOrigins`): every non-initial chunk with
 * an origin the routed app takes (`./bootstrap`, a provided shared package), as `{ js, css }` file names (no maps).
 */
export function signedInAssets(stats) {
  const js = [];
  const css = [];
  for (const chunk of stats.chunks ?? []) {
    if (chunk.initial || !chunk.origins?.some((origin) => !notRoutedApp(origin))) continue;
    for (const file of chunk.files ?? []) {
      if (file.endsWith('.js')) js.push(file);
      else if (file.endsWith('.css')) css.push(file);
    }
  }
  return { js: js.sort(), css: css.sort() };
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
