import type { Request, RequestHandler, Response } from 'express';
import type { UserType } from '@motohaul/contracts';
import type { users } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { AuthRepository } from './auth-repository';
import { readAdminToken } from './admin-token';
import { createOpenedSessions } from './opened-sessions';
import { readSession, sessionAge, writeSession, type SessionConfig } from './session';

/** The signed-in user's row as guards load it (the password hash stays in the repository). */
export type AuthenticatedUser = Omit<typeof users.$inferSelect, 'password'>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** Set by `requireUser` / `requireAdmin`. */
      user?: AuthenticatedUser;
    }
  }
}

/** The user a guard admitted; a route behind `requireUser` or `requireAdmin` always has one. */
export function authenticatedUser(res: Response): AuthenticatedUser {
  const user = res.locals.user;
  if (!user) throw new AppError(401, 'Not authenticated');
  return user;
}

/**
 * The provider whose leads a user works: a team member works their owner's purchases (spec §6),
 * everyone else their own.
 */
export function leadOwnerId(user: AuthenticatedUser): number {
  return user.userType === 'team_member' && user.teamOwnerId !== null ? user.teamOwnerId : user.id;
}

/** A team member works its owner's purchased leads: a deactivated owner's team is shut out with it (sign-in too). */
export const teamOwnerInactive = async (repository: AuthRepository, user: Pick<AuthenticatedUser, 'userType' | 'teamOwnerId'>) =>
  user.userType === 'team_member' && user.teamOwnerId !== null && !(await repository.findUserById(user.teamOwnerId))?.isActive;

/** A session or admin token still speaks for its user: active, and no logout, reset or role change since it was issued. */
const usable = (user: (AuthenticatedUser & { password?: string }) | null, sessionVersion: number | undefined) =>
  user !== null && user.isActive && user.sessionVersion === sessionVersion;

const withoutPassword = ({ password: _password, ...user }: AuthenticatedUser & { password: string }): AuthenticatedUser => user;

export interface AuthGuards {
  /**
   * Admits a signed-in user (session cookie) whose role is one of `roles` (any role when empty):
   * 401 'Not authenticated' without a usable session, 403 'Access denied' for another role.
   */
  requireUser: (...roles: UserType[]) => RequestHandler;
  /** Admits a super admin presenting `Authorization: Bearer <admin token>`; 401 otherwise. */
  requireAdmin: RequestHandler;
  /** The signed-in user of a request, or null (for routes open to visitors too). */
  optionalUser: (req: Request, res: Response) => Promise<AuthenticatedUser | null>;
}

export function createAuthGuards(repository: AuthRepository, sessionConfig: SessionConfig): AuthGuards {
  // The one place a session cookie becomes a user (GET /api/auth/me uses it too): the lifetimes of
  // session.ts, then the user's state; a session in use is renewed at most once a day.
  const opened = createOpenedSessions({ maxEntries: 5_000, maxAgeMs: 60_000 });
  const optionalUser: AuthGuards['optionalUser'] = async (req, res) => {
    const session = await readSession(req, sessionConfig, opened);
    if (!session || session.userId === undefined) return null;
    const now = sessionConfig.now().getTime();
    const age = sessionAge(session, now);
    if (age === 'expired') return null;
    const user = await repository.findUserById(session.userId);
    if (!user || !usable(user, session.sessionVersion)) return null;
    if (await teamOwnerInactive(repository, user)) return null;
    if (age === 'renew') {
      await writeSession(res, { userId: user.id, sessionVersion: user.sessionVersion, issuedAt: session.issuedAt!, renewedAt: now }, sessionConfig);
    }
    return withoutPassword(user);
  };

  return {
    optionalUser,
    requireUser:
      (...roles) =>
      async (req, res, next) => {
        const user = await optionalUser(req, res);
        if (!user) throw new AppError(401, 'Not authenticated');
        if (roles.length > 0 && !roles.includes(user.userType)) throw new AppError(403, 'Access denied');
        res.locals.user = user;
        next();
      },
    requireAdmin: async (req, res, next) => {
      const header = req.get('authorization') ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const claims = match ? await readAdminToken(match[1]!, sessionConfig) : null;
      const user = claims ? await repository.findUserById(claims.userId) : null;
      if (!claims || !user || !usable(user, claims.sessionVersion) || user.userType !== 'super_admin') {
        throw new AppError(401, 'Admin authentication required');
      }
      res.locals.user = withoutPassword(user);
      next();
    },
  };
}
