import { createApiClient, type ApiClient } from '@motohaul/contracts';
import { expireAdminSession } from '../admin-session/admin-session-events';

/**
 * The fetch client for the admin calls: sends `Authorization: Bearer <token>`. A 401 answer means the token no
 * longer works (expired, or the admin signed out elsewhere): the session ends and the login form shows.
 */
export function adminApi(token: string): ApiClient {
  return createApiClient({
    headers: { Authorization: `Bearer ${token}` },
    fetch: async (input, init) => {
      const response = await globalThis.fetch(input, init);
      if (response.status === 401) expireAdminSession(token);
      return response;
    },
  });
}
