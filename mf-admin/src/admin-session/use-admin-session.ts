import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminToken } from './admin-token-store';
import { expireAdminSession, loginAdmin, logoutAdmin } from './admin-session-events';

export interface AdminSession {
  /** The admin token, or null when signed out. */
  token: string | null;
  /** Signs in; resolves true on success (toasts either way). */
  login: (username: string, password: string) => Promise<boolean>;
  /** Removes the token; cached admin answers go with it. */
  logout: () => void;
  /** Ends a session whose token the server no longer accepts. */
  expired: () => void;
}

const isAdminQuery = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith('/api/admin');

/** The admin session of this browser (spec §2.9, §4), shared by every component that uses it. */
export function useAdminSession(): AdminSession {
  const queryClient = useQueryClient();
  const token = useAdminToken();

  // Signed out by any path (Logout, a 401, another tab): no admin answer stays cached.
  useEffect(() => {
    if (token === null) queryClient.removeQueries({ predicate: (query) => isAdminQuery(query.queryKey) });
  }, [token, queryClient]);

  return useMemo(
    () => ({ token, login: loginAdmin, logout: logoutAdmin, expired: () => expireAdminSession(token) }),
    [token],
  );
}
