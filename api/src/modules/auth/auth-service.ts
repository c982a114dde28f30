import type { CurrentUser } from '@motohaul/contracts';
import type { AuthRepository } from './auth-repository';
import type { SessionData } from './session';

export function createAuthService(repository: AuthRepository) {
  return {
    /**
     * The signed-in user, or null when the session names no user, a user that no longer
     * exists or is inactive, or an older session version (revoked by logout, reset or role change).
     */
    async currentUser(session: SessionData): Promise<CurrentUser | null> {
      if (session.userId === undefined) return null;
      const user = await repository.findUserById(session.userId);
      if (!user || !user.isActive || user.sessionVersion !== session.sessionVersion) return null;
      return {
        id: user.id,
        username: user.username,
        email: user.email,
        userType: user.userType,
        firstName: user.firstName,
        lastName: user.lastName,
        teamOwnerId: user.teamOwnerId,
        companyName: user.companyName,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
