// The site's service worker (ADR 0059), built by shell/scripts/build-service-worker.mjs into the shell's build
// as /sw.js: bundled, then workbox-build's injectManifest writes the shell's files in place of self.__WB_MANIFEST.
// Workbox precaches the shell's build and routes the requests; the remote caches (one per release) are ours.
import { precacheAndRoute, PrecacheFallbackPlugin, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { OFFLINE_PAGE, refreshRemoteCaches, remoteFileStrategy, REMOTES_MAP_PATH, RUNTIME_CACHE, SHELL_CACHE_PREFIX, syncRemoteCaches } from './caching';
import { openNotification, showPushNotification } from './push-handlers';
import type { WorkerExtendableEvent, WorkerNotificationEvent, WorkerPushEvent, WorkerScope } from './worker-scope';

declare const self: WorkerScope & {
  __WB_MANIFEST: PrecacheEntry[];
  addEventListener(type: string, listener: (event: never) => void): void;
};

/** The shell's scripts, styles, icons, manifests and offline page: cache first, a file whose revision changed refetched. */
precacheAndRoute(self.__WB_MANIFEST);

/** /remotes.json: always the network (a release shows at once), the last one only offline; a new one syncs the remote caches. */
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === REMOTES_MAP_PATH,
  new NetworkFirst({
    cacheName: RUNTIME_CACHE,
    plugins: [{ cacheDidUpdate: async ({ newResponse }) => syncRemoteCaches(self, await newResponse.clone().json()) }],
  }),
);

/**
 * A page: the network (each page's HTML names the current releases), and the page load is when a release made since is
 * noticed; without a network, the offline page.
 */
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [
        {
          fetchDidSucceed: async ({ event, response }) => {
            event.waitUntil(refreshRemoteCaches(self));
            return response;
          },
        },
        new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PAGE }),
      ],
    }),
    { denylist: [/^\/api\//] },
  ),
);

/** A remote's file, from its release's cache. */
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && remoteFileStrategy(url.pathname) !== null,
  ({ url, request, event }) => remoteFileStrategy(url.pathname)!.handle({ request, event }),
);

/** Each remote's current release is cached too (best effort); a new worker (a new shell build) takes over at once. */
self.addEventListener('install', (event: WorkerExtendableEvent) => event.waitUntil(refreshRemoteCaches(self).then(() => self.skipWaiting())));
self.addEventListener('activate', (event: WorkerExtendableEvent) =>
  event.waitUntil(
    (async () => {
      const handWritten = (await self.caches.keys()).filter((name) => name.startsWith(SHELL_CACHE_PREFIX));
      await Promise.all(handWritten.map((name) => self.caches.delete(name)));
      await refreshRemoteCaches(self);
      await self.clients.claim();
    })(),
  ),
);
self.addEventListener('push', (event: WorkerPushEvent) => event.waitUntil(showPushNotification(self, event)));
self.addEventListener('notificationclick', (event: WorkerNotificationEvent) => event.waitUntil(openNotification(self, event)));
