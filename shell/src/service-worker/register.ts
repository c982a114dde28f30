import { registerServiceWorkerAfterLoad } from '@motohaul/platform';

/**
 * The shell registers the service worker (ADR 0059) in a production build only: the dev server builds no /sw.js, and
 * a worker caching the dev server's files would fight its hot reload.
 */
export function registerServiceWorkerWhenBuilt(release: string = __RELEASE__): void {
  if (release !== 'dev') registerServiceWorkerAfterLoad();
}
