import type { AdminLoginResponse } from '@motohaul/contracts';
import { ADMIN_TOKEN_TTL_SECONDS, issueAdminToken } from './admin-token';
import type { CredentialCheck } from './credentials';
import type { Secrets } from './secrets';

export function createAdminAuthService({ checkCredentials, secrets, now }: { checkCredentials: CredentialCheck; secrets: Secrets; now: () => Date }) {
  return {
    /**
     * Only an active super admin gets a token; anyone else gets the login's 401 'Invalid username or password'
     * (and counts as a failure of that account, like a wrong password). Throttled like the user login, on the same
     * counters (login-throttle.ts): 429 with Retry-After.
     */
    async login(username: string, password: string, ip: string | undefined): Promise<AdminLoginResponse> {
      const user = await checkCredentials(username, password, ip, (candidate) => candidate.isActive && candidate.userType === 'super_admin');
      const token = await issueAdminToken(user, secrets, ADMIN_TOKEN_TTL_SECONDS);
      return {
        token,
        expiresAt: new Date(now().getTime() + ADMIN_TOKEN_TTL_SECONDS * 1000).toISOString(),
        user: { id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName },
      };
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
