import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN_EXPIRES_KEY,
  ADMIN_TOKEN_KEY,
  adminTokenStore,
  clearAdminToken,
  readAdminToken,
  writeAdminToken,
} from './admin-token-store';

const later = '2999-01-01T00:00:00.000Z';

afterEach(() => clearAdminToken());

describe('admin token store', () => {
  it('when a token is written, then the store and local storage hold it until it is cleared', () => {
    writeAdminToken('t-1', later);
    expect(readAdminToken()).toBe('t-1');
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('t-1');
    expect(window.localStorage.getItem(ADMIN_TOKEN_EXPIRES_KEY)).toBe(later);

    clearAdminToken();
    expect(readAdminToken()).toBeNull();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('when the expiry time has passed, then no token is read', () => {
    writeAdminToken('t-2', '2020-01-01T00:00:00.000Z');
    expect(readAdminToken()).toBeNull();
    expect(readAdminToken(Date.parse('2019-12-31T00:00:00.000Z'))).toBe('t-2');
  });

  it('when another tab signs out, then the storage event empties this tab\'s store (cross-tab logout)', () => {
    writeAdminToken('t-3', later);
    // The other tab removed the keys; this tab only hears the storage event.
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
    window.localStorage.removeItem(ADMIN_TOKEN_EXPIRES_KEY);
    expect(adminTokenStore.getState().token).toBe('t-3');
    window.dispatchEvent(new StorageEvent('storage', { key: ADMIN_TOKEN_KEY }));
    expect(readAdminToken()).toBeNull();
  });

  it('when another tab signs in, then this tab follows with its token', () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 't-4');
    window.localStorage.setItem(ADMIN_TOKEN_EXPIRES_KEY, later);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(readAdminToken()).toBe('t-4');
  });
});
