import type { CurrentUser } from '../types/responses';
import { apiClient } from './api-client';
import { API_PATHS } from './api-paths';

/**
 * The one query key of the signed-in user (GET /api/auth/me) and its one fetcher, shared by the shell (the owner
 * of the query), the standalone dev harness and the remotes that refresh it after changing the account.
 */
export const CURRENT_USER_KEY = ['auth', 'me'] as const;

/** The signed-in user, or null for a visitor (401). */
export const fetchCurrentUser = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<CurrentUser | null>(API_PATHS.authMe, { signal, nullOn401: true });
