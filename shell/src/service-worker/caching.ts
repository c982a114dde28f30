import type { PrecacheEntry, WorkerExtendableEvent, WorkerScope } from './worker-scope';

/** The shell's build (one cache per build: its name carries a hash of the precache list). */
export const SHELL_CACHE_PREFIX = 'motohaul-shell-';
/** One cache per remote folder: `motohaul-remote:/releases/mf-crm/1.4.0/` (a release's folder never changes). */
export const REMOTE_CACHE_PREFIX = 'motohaul-remote:';
/** The last /remotes.json, for when the network is gone. */
export const RUNTIME_CACHE = 'motohaul-runtime';
export const REMOTES_MAP_PATH = '/remotes.json';
/** The branded page a navigation gets without a network (shell/public/offline.html, precached). */
export const OFFLINE_PAGE = '/offline.html';

/** A file name with a content hash (rspack's `[name].[contenthash:8].js`): its content never changes. */
const HASHED = /[.-][0-9a-f]{8,}\./i;
/** A release folder (ADR 0044) or a remote's own build folder. */
const RELEASE_FOLDER = /^\/releases\/[^/]+\/[^/]+\//;
const REMOTE_FOLDER = /^\/remotes\/[^/]+\//;

/** The cache of the shell's build whose precache list is `entries` (a short hash of the list). */
export function shellCacheName(entries: readonly PrecacheEntry[]): string {
  let hash = 5381;
  for (const char of JSON.stringify(entries)) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return `${SHELL_CACHE_PREFIX}${hash.toString(36)}`;
}

/** The remote folder a path is in (`/releases/mf-crm/1.4.0/`, `/remotes/mf-crm/`), or null. */
export function remoteFolderOf(pathname: string): string | null {
  return RELEASE_FOLDER.exec(pathname)?.[0] ?? REMOTE_FOLDER.exec(pathname)?.[0] ?? null;
}

export const remoteCacheName = (folder: string) => `${REMOTE_CACHE_PREFIX}${folder}`;

/**
 * The folders of the remotes a /remotes.json names, on this origin (a remote served from another origin is left
 * to the browser's HTTP cache).
 */
export function remoteFolders(map: unknown, origin: string): string[] {
  if (!map || typeof map !== 'object') return [];
  const folders = new Set<string>();
  for (const entry of Object.values(map as Record<string, unknown>)) {
    if (typeof entry !== 'string') continue;
    try {
      const url = new URL(entry, origin);
      const folder = url.origin === origin ? remoteFolderOf(url.pathname) : null;
      if (folder) folders.add(folder);
    } catch {
      // Not a URL: the shell shows that remote's fallback.
    }
  }
  return [...folders];
}

/**
 * The files of what a remote exposes, as its mf-manifest.json lists them (js and css, sync and async), relative to its
 * folder. Its copies of the shared libraries are left out: the shell provides those.
 */
export function manifestAssets(manifest: unknown): string[] {
  const files = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'assets' && inner && typeof inner === 'object') {
          for (const kind of ['js', 'css'] as const) {
            const lists = (inner as Record<string, { sync?: unknown; async?: unknown } | undefined>)[kind];
            for (const file of [lists?.sync, lists?.async].flat()) if (typeof file === 'string') files.add(file);
          }
        } else visit(inner);
      }
    }
  };
  visit(manifest && typeof manifest === 'object' ? (manifest as { exposes?: unknown }).exposes : undefined);
  return [...files];
}

/** Puts a remote's current release in its cache: remoteEntry.js and every file its mf-manifest.json lists. */
async function precacheRemote(scope: WorkerScope, folder: string): Promise<void> {
  const cache = await scope.caches.open(remoteCacheName(folder));
  const manifestResponse = await scope.fetch(`${folder}mf-manifest.json`, { cache: 'no-cache' });
  const assets = manifestResponse.ok ? manifestAssets(await manifestResponse.json()) : [];
  const files = ['remoteEntry.js', ...assets].map((file) => new URL(file, `${scope.location.origin}${folder}`).pathname);
  const missing: string[] = [];
  for (const file of files) if (!(await cache.match(file))) missing.push(file);
  await cache.addAll(missing);
}

/**
 * Brings the remote caches in line with `map` (a /remotes.json): each remote's current folder is precached, every
 * other remote cache (a release since replaced or rolled back) is deleted. A remote that fails to precache is
 * fetched from the network when the page asks for it.
 */
export async function syncRemoteCaches(scope: WorkerScope, map: unknown): Promise<void> {
  const folders = remoteFolders(map, scope.location.origin);
  const current = new Set(folders.map(remoteCacheName));
  const stale = (await scope.caches.keys()).filter((name) => name.startsWith(REMOTE_CACHE_PREFIX) && !current.has(name));
  await Promise.all(stale.map((name) => scope.caches.delete(name)));
  await Promise.allSettled(folders.map((folder) => precacheRemote(scope, folder)));
}

/** /remotes.json from the network (kept for offline use, and its remotes' caches synced); null when offline. */
export async function fetchRemotesMap(scope: WorkerScope): Promise<unknown> {
  try {
    const response = await scope.fetch(REMOTES_MAP_PATH, { cache: 'no-store' });
    if (!response.ok) return null;
    await (await scope.caches.open(RUNTIME_CACHE)).put(REMOTES_MAP_PATH, response.clone());
    return await response.json();
  } catch {
    return null;
  }
}

/** install: the shell's build, then each remote's current release (best effort); the new worker takes over at once. */
export async function install(scope: WorkerScope, entries: readonly PrecacheEntry[]): Promise<void> {
  const cache = await scope.caches.open(shellCacheName(entries));
  await cache.addAll(entries.map(({ url }) => new Request(new URL(url, scope.location.origin).href, { cache: 'reload' })));
  const map = await fetchRemotesMap(scope);
  if (map) await syncRemoteCaches(scope, map);
  await scope.skipWaiting();
}

/** activate: the caches of older shell builds and replaced releases go; the worker controls the open pages. */
export async function activate(scope: WorkerScope, entries: readonly PrecacheEntry[]): Promise<void> {
  const shell = shellCacheName(entries);
  const old = (await scope.caches.keys()).filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== shell);
  await Promise.all(old.map((name) => scope.caches.delete(name)));
  const map = await fetchRemotesMap(scope);
  if (map) await syncRemoteCaches(scope, map);
  await scope.clients.claim();
}

async function cacheFirst(scope: WorkerScope, cacheName: string, request: Request): Promise<Response> {
  const cache = await scope.caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await scope.fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(scope: WorkerScope, cacheName: string, request: Request): Promise<Response> {
  const cache = await scope.caches.open(cacheName);
  try {
    const response = await scope.fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

/** /remotes.json: always the network (a release shows at once); the last one only when the network is gone. */
async function remotesMap(scope: WorkerScope, event: WorkerExtendableEvent, request: Request): Promise<Response> {
  try {
    const response = await scope.fetch(request);
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(
        (async () => {
          await (await scope.caches.open(RUNTIME_CACHE)).put(REMOTES_MAP_PATH, copy.clone());
          await syncRemoteCaches(scope, await copy.json());
        })(),
      );
    }
    return response;
  } catch (error) {
    const cached = await scope.caches.match(REMOTES_MAP_PATH, { cacheName: RUNTIME_CACHE });
    if (cached) return cached;
    throw error;
  }
}

/** A page: the network (each page's HTML names the current releases); without one, the offline page. */
async function navigation(scope: WorkerScope, event: WorkerExtendableEvent, request: Request): Promise<Response> {
  try {
    const response = await scope.fetch(request);
    // A page load is when a release made since is noticed: its files are cached and the replaced ones dropped.
    event.waitUntil(fetchRemotesMap(scope).then((map) => (map ? syncRemoteCaches(scope, map) : undefined)));
    return response;
  } catch (error) {
    const offline = await scope.caches.match(OFFLINE_PAGE);
    if (offline) return offline;
    throw error;
  }
}

/**
 * The answer of a request the worker handles, or null for one it leaves to the browser (other methods and origins,
 * the API, anything not cached).
 *  - a page (navigation): network, else the offline page;
 *  - /remotes.json: network first, the cached copy only offline;
 *  - a remote's file: from its folder's cache, else the network (then cached); a release folder and a hashed name
 *    never change, a remote's own build folder's remoteEntry.js and manifest do: those are network first;
 *  - a file of the shell's build: from the precache.
 */
export function respond(
  scope: WorkerScope,
  event: WorkerExtendableEvent,
  request: Request,
  precached: ReadonlySet<string>,
  shellCache: string,
): Promise<Response> | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin || url.pathname.startsWith('/api/')) return null;
  if (url.pathname === REMOTES_MAP_PATH) return remotesMap(scope, event, request);
  if (request.mode === 'navigate') return navigation(scope, event, request);
  const folder = remoteFolderOf(url.pathname);
  if (folder) {
    const immutable = folder.startsWith('/releases/') || HASHED.test(url.pathname.slice(folder.length));
    return (immutable ? cacheFirst : networkFirst)(scope, remoteCacheName(folder), request);
  }
  if (precached.has(url.pathname)) return cacheFirst(scope, shellCache, request);
  return null;
}
