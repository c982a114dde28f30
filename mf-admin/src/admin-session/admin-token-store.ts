import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

// The admin token (spec §4 'Admin session'): a zustand store owned by the admin session (this folder), kept in
// local browser storage so it survives a reload, and refreshed from storage when another tab signs in or out.

export const ADMIN_TOKEN_KEY = 'motohaul.adminToken';
export const ADMIN_TOKEN_EXPIRES_KEY = 'motohaul.adminTokenExpiresAt';

interface AdminTokenState {
  token: string | null;
  expiresAt: string | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

const fromStorage = (): AdminTokenState => {
  const store = storage();
  return { token: store?.getItem(ADMIN_TOKEN_KEY) ?? null, expiresAt: store?.getItem(ADMIN_TOKEN_EXPIRES_KEY) ?? null };
};

export const adminTokenStore = createStore<AdminTokenState>()(fromStorage);

/** Reads the stored session again (done at page load; also what a page reload would find, for tests). */
export const loadAdminTokenFromStorage = () => adminTokenStore.setState(fromStorage());

if (typeof window !== 'undefined') {
  // Another tab signed in or out (or cleared the storage): follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === ADMIN_TOKEN_KEY || event.key === ADMIN_TOKEN_EXPIRES_KEY) loadAdminTokenFromStorage();
  });
}

/** The token of a state, or null when there is none or it has passed its expiry time. */
const validToken = ({ token, expiresAt }: AdminTokenState, now: number): string | null => {
  if (!token) return null;
  const expiry = Date.parse(expiresAt ?? '');
  return Number.isNaN(expiry) || expiry > now ? token : null;
};

/** The current token, or null when signed out or expired. */
export const readAdminToken = (now = Date.now()): string | null => validToken(adminTokenStore.getState(), now);

/** The current token for a component (re-renders when it changes). */
export const useAdminToken = (): string | null => useStore(adminTokenStore, (state) => validToken(state, Date.now()));

export function writeAdminToken(token: string, expiresAt: string): void {
  try {
    storage()?.setItem(ADMIN_TOKEN_KEY, token);
    storage()?.setItem(ADMIN_TOKEN_EXPIRES_KEY, expiresAt);
  } catch {
    // A full storage keeps nothing: the admin stays signed out and can try again.
    return;
  }
  adminTokenStore.setState({ token, expiresAt });
}

export function clearAdminToken(): void {
  storage()?.removeItem(ADMIN_TOKEN_KEY);
  storage()?.removeItem(ADMIN_TOKEN_EXPIRES_KEY);
  adminTokenStore.setState({ token: null, expiresAt: null });
}
