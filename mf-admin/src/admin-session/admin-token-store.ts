// The admin token (spec §4 'Admin session'): kept in local browser storage, shared by every component through
// one small store so the login form, the signed-in panel and the API helper agree.

export const ADMIN_TOKEN_KEY = 'motohaul.adminToken';
export const ADMIN_TOKEN_EXPIRES_KEY = 'motohaul.adminTokenExpiresAt';
const CHANGE_EVENT = 'motohaul:admin-token';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** The stored token, or null when there is none or it has passed its expiry time. */
export function readAdminToken(now = Date.now()): string | null {
  const store = storage();
  const token = store?.getItem(ADMIN_TOKEN_KEY) ?? null;
  if (!token) return null;
  const expiresAt = Date.parse(store?.getItem(ADMIN_TOKEN_EXPIRES_KEY) ?? '');
  return Number.isNaN(expiresAt) || expiresAt > now ? token : null;
}

const changed = () => window.dispatchEvent(new Event(CHANGE_EVENT));

export function writeAdminToken(token: string, expiresAt: string): void {
  const store = storage();
  try {
    store?.setItem(ADMIN_TOKEN_KEY, token);
    store?.setItem(ADMIN_TOKEN_EXPIRES_KEY, expiresAt);
  } catch {
    // A full storage keeps nothing: the admin stays signed out and can try again.
  }
  changed();
}

export function clearAdminToken(): void {
  const store = storage();
  store?.removeItem(ADMIN_TOKEN_KEY);
  store?.removeItem(ADMIN_TOKEN_EXPIRES_KEY);
  changed();
}

/** Subscribes to token changes in this tab and in other tabs (the storage event). */
export function subscribeAdminToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ADMIN_TOKEN_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
