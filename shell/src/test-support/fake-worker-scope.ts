import type { WorkerScope, WorkerWindowClient } from '../service-worker/worker-scope';

export const ORIGIN = 'http://127.0.0.1:4410';

const keyOf = (request: RequestInfo | URL) =>
  new URL(typeof request === 'object' && 'url' in request ? request.url : String(request), ORIGIN).href;

/** An in-memory Cache of the methods the worker uses. */
function fakeCache(entries: Map<string, Response>, fetch: WorkerScope['fetch']): Cache {
  const cache = {
    match: async (request: RequestInfo | URL) => entries.get(keyOf(request))?.clone(),
    put: async (request: RequestInfo | URL, response: Response) => {
      entries.set(keyOf(request), response);
    },
    addAll: async (requests: readonly (RequestInfo | URL)[]) => {
      for (const request of requests) {
        const response = await fetch(request);
        if (!response.ok) throw new TypeError(`addAll: ${keyOf(request)} answered ${response.status}`);
        entries.set(keyOf(request), response);
      }
    },
  };
  return cache as unknown as Cache;
}

export interface FakeScope extends WorkerScope {
  /** Cache name -> URL -> response. */
  stores: Map<string, Map<string, Response>>;
  /** The URLs fetched, in order. */
  fetched: string[];
  notifications: Array<{ title: string; options: unknown }>;
  opened: string[];
  windows: Array<WorkerWindowClient & { navigated: string[]; focusedCount: number }>;
  offline: boolean;
}

/** A worker scope whose network answers from `files` (path -> body; a missing path is a 404). */
export function fakeScope(files: Record<string, string> = {}): FakeScope {
  const stores = new Map<string, Map<string, Response>>();
  const scope: FakeScope = {
    stores,
    fetched: [],
    notifications: [],
    opened: [],
    windows: [],
    offline: false,
    location: { origin: ORIGIN },
    fetch: async (request) => {
      const url = new URL(keyOf(request));
      scope.fetched.push(url.pathname);
      if (scope.offline) throw new TypeError('Failed to fetch');
      const body = files[url.pathname];
      return body === undefined ? new Response('missing', { status: 404 }) : new Response(body, { status: 200 });
    },
    caches: {
      open: async (name) => {
        if (!stores.has(name)) stores.set(name, new Map());
        return fakeCache(stores.get(name)!, (request) => scope.fetch(request));
      },
      keys: async () => [...stores.keys()],
      delete: async (name) => stores.delete(name),
      match: async (request, options) => {
        const names = options?.cacheName ? [options.cacheName] : [...stores.keys()];
        for (const name of names) {
          const hit = stores.get(name)?.get(keyOf(request));
          if (hit) return hit.clone();
        }
        return undefined;
      },
    },
    clients: {
      matchAll: async () => scope.windows,
      openWindow: async (url) => {
        scope.opened.push(url);
      },
      claim: async () => undefined,
    },
    registration: {
      showNotification: async (title, options) => {
        scope.notifications.push({ title, options });
      },
    },
    skipWaiting: async () => undefined,
  };
  return scope;
}

/** An open window of the site at `url`; `controlled: false` cannot be navigated by the worker. */
export function fakeWindow(url: string, { focused = false, controlled = true } = {}) {
  const window = {
    url,
    focused,
    navigated: [] as string[],
    focusedCount: 0,
    focus: async () => {
      window.focusedCount += 1;
    },
    navigate: async (to: string) => {
      if (!controlled) throw new TypeError('This service worker is not the client’s active service worker.');
      window.navigated.push(to);
    },
  };
  return window;
}

/** An extendable event that collects what it is asked to wait for. */
export function fakeExtendableEvent() {
  const waits: Promise<unknown>[] = [];
  return { waits, waitUntil: (promise: Promise<unknown>) => void waits.push(promise), settled: () => Promise.all(waits) };
}
