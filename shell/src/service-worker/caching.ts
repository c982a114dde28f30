import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkerScope } from './worker-scope';

/** The caches of the hand-written worker before Workbox's (one per shell build): deleted when the Workbox one activates. */
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

type ExposeAssets = Partial<Record<'js' | 'css', { sync?: unknown; async?: unknown } | null>>;

/**
 * The files of what a remote exposes, as its mf-manifest.json lists them (js and css, sync and async), relative to its
 * folder. Its copies of the shared libraries are left out: the shell provides those.
 */
export function manifestAssets(manifest: unknown): string[] {
  const exposes: unknown = manifest && typeof manifest === 'object' ? (manifest as { exposes?: unknown }).exposes : undefined;
  const files = (Array.isArray(exposes) ? (exposes as ({ assets?: ExposeAssets } | null)[]) : []).flatMap((expose) =>
    (['js', 'css'] as const).flatMap((kind) => [expose?.assets?.[kind]?.sync, expose?.assets?.[kind]?.async].flat()),
  );
  return [...new Set(files.filter((file): file is string => typeof file === 'string'))];
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

/** The remote caches brought in line with the current /remotes.json (install, activate, each page load); offline, nothing. */
export async function refreshRemoteCaches(scope: WorkerScope): Promise<void> {
  const map = await fetchRemotesMap(scope);
  if (map) await syncRemoteCaches(scope, map);
}

/**
 * How a remote's file is answered, from its folder's cache (one per release): a release folder and a hashed name never
 * change, so cache first; a remote's own build folder's remoteEntry.js and mf-manifest.json do, so network first.
 * Null for a path in no remote folder.
 */
export function remoteFileStrategy(pathname: string): CacheFirst | NetworkFirst | null {
  const folder = remoteFolderOf(pathname);
  if (!folder) return null;
  const immutable = folder.startsWith('/releases/') || HASHED.test(pathname.slice(folder.length));
  return new (immutable ? CacheFirst : NetworkFirst)({ cacheName: remoteCacheName(folder) });
}
