/** Where the service worker is served (the shell's build, from the site root) and the scope it controls. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the site's service worker (ADR 0059) and returns its registration, or null where the browser has none
 * (an old browser, a non-secure origin other than localhost). Registering again returns the same registration, so
 * the shell (after load) and the alerts page (to subscribe to push) can both call it.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}

/**
 * Registers the service worker once the page has loaded (the registration and its precache never compete with the
 * first paint); a failure is logged, never thrown: the site works without it.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (typeof window === 'undefined') return;
  const register = () => {
    registerServiceWorker().catch((error: unknown) => console.warn('The service worker could not be registered:', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
