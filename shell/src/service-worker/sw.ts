// The site's service worker (ADR 0059), built by shell/scripts/build-service-worker.mjs into the shell's build as
// /sw.js: bundled, then workbox-build's injectManifest writes the shell's files in place of self.__WB_MANIFEST.
import { activate, install, respond, shellCacheName } from './caching';
import { openNotification, showPushNotification } from './push-handlers';
import type { PrecacheEntry, WorkerExtendableEvent, WorkerFetchEvent, WorkerNotificationEvent, WorkerPushEvent, WorkerScope } from './worker-scope';

declare const self: WorkerScope & {
  __WB_MANIFEST: PrecacheEntry[];
  addEventListener(type: string, listener: (event: never) => void): void;
};

const entries = self.__WB_MANIFEST;
const shellCache = shellCacheName(entries);
const precached = new Set(entries.map(({ url }) => new URL(url, self.location.origin).pathname));

self.addEventListener('install', (event: WorkerExtendableEvent) => event.waitUntil(install(self, entries)));
self.addEventListener('activate', (event: WorkerExtendableEvent) => event.waitUntil(activate(self, entries)));
self.addEventListener('fetch', (event: WorkerFetchEvent) => {
  const response = respond(self, event, event.request, precached, shellCache);
  if (response) event.respondWith(response);
});
self.addEventListener('push', (event: WorkerPushEvent) => event.waitUntil(showPushNotification(self, event)));
self.addEventListener('notificationclick', (event: WorkerNotificationEvent) => event.waitUntil(openNotification(self, event)));
