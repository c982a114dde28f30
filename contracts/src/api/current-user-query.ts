import type { SessionResponse } from '../types/responses';
import { apiClient } from './api-client';
import { API_PATHS } from './api-paths';

/**
 * The one query key of the signed-in user and its one fetcher, shared by the shell (the owner of the query), the
 * standalone dev harness and the remotes that refresh it after changing the account.
 */
export const CURRENT_USER_KEY = ['auth', 'me'] as const;

/**
 * The signed-in user, or null for a visitor: GET /api/auth/session, which answers 200 either way, so a visitor's
 * page logs no failed request (GET /api/auth/me keeps spec §7's 401 for no user).
 */
export const fetchCurrentUser = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await apiClient.get<SessionResponse>(API_PATHS.authSession, { signal })).user;

/** The query key of the public settings (GET /api/config/public): the shell's, and in a server render's state. */
export const PUBLIC_CONFIG_KEY = ['config', 'public'] as const;
