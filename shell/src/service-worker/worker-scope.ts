/**
 * The parts of the service worker's global scope (lib "webworker") the worker uses, declared here: the shell's
 * TypeScript has the DOM library, whose globals clash with the worker's. Tests pass fakes of the same shapes.
 */
export interface WorkerCaches {
  open(name: string): Promise<Cache>;
  keys(): Promise<string[]>;
  delete(name: string): Promise<boolean>;
  match(request: RequestInfo | URL, options?: { cacheName?: string }): Promise<Response | undefined>;
}

export interface WorkerWindowClient {
  url: string;
  focused?: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface WorkerClients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WorkerWindowClient[]>;
  openWindow(url: string): Promise<unknown>;
  claim(): Promise<void>;
}

export interface WorkerNotificationOptions {
  body: string;
  tag: string;
  data: { url: string };
  icon: string;
  badge: string;
  renotify: boolean;
}

export interface WorkerScope {
  location: { origin: string };
  caches: WorkerCaches;
  clients: WorkerClients;
  registration: { showNotification(title: string, options: WorkerNotificationOptions): Promise<void> };
  fetch(request: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  skipWaiting(): Promise<void>;
}

export interface WorkerExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}

export interface WorkerPushEvent extends WorkerExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}

export interface WorkerNotificationEvent extends WorkerExtendableEvent {
  notification: { data?: unknown; close(): void };
}
