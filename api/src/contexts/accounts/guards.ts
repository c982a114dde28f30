import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { UserType } from '@motohaul/contracts';
import type { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { AuthRepository } from './auth-repository';
import { readAdminToken } from './admin-token';
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
export const teamOwnerInactive = async (
  repository: { findUserById: (id: number) => Promise<{ isActive: boolean } | null> },
  user: Pick<AuthenticatedUser, 'userType' | 'teamOwnerId'>,
) => user.userType === 'team_member' && user.teamOwnerId !== null && !(await repository.findUserById(user.teamOwnerId))?.isActive;

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
  /**
   * Whether a session of `userId` at `sessionVersion` still speaks for its user, read afresh from the database:
   * active, the same session version, not a team member of a deactivated owner. For what a
   * session opened long ago (an event stream) after a user change.
   */
  stillAdmits: (userId: number, sessionVersion: number) => Promise<boolean>;
  /**
   * After requireUser: the one purchase-permission check (lead-buying-gate.ts, ADR 0055): in live mode a provider
   * buys leads only when verified and insured (403 saying what is missing).
   */
  requireLeadBuyer: RequestHandler;
}

/** The session guards createAuthGuards makes; accounts-context.ts adds the lead-buying check. */
export type SessionGuards = Omit<AuthGuards, 'requireLeadBuyer'>;

export function createAuthGuards(repository: AuthRepository, sessionConfig: SessionConfig): SessionGuards {
  // The one place a session cookie becomes a user (GET /api/auth/me uses it too): the lifetimes of
  // session.ts, then the user's state as its row is now; a session in use is renewed at most once a day.
  const userRows = {
    findUserById: async (id: number): Promise<AuthenticatedUser | null> => {
      const user = await repository.findUserById(id);
      return user && withoutPassword(user);
    },
  };
  const sessionUser = async (req: IncomingMessage) => {
    const session = await readSession(req, sessionConfig);
    if (!session || session.userId === undefined) return null;
    const now = sessionConfig.now().getTime();
    const age = sessionAge(session, now);
    if (age === 'expired') return null;
    const user = await userRows.findUserById(session.userId);
    if (!user || !usable(user, session.sessionVersion)) return null;
    if (await teamOwnerInactive(userRows, user)) return null;
    return { user, renew: age === 'renew', issuedAt: session.issuedAt!, now };
  };
  const optionalUser: AuthGuards['optionalUser'] = async (req, res) => {
    const found = await sessionUser(req);
    if (!found) return null;
    const { user, renew, issuedAt, now } = found;
    if (renew) {
      await writeSession(res, { userId: user.id, sessionVersion: user.sessionVersion, issuedAt, renewedAt: now }, sessionConfig);
    }
    return user;
  };

  return {
    optionalUser,
    stillAdmits: async (userId, sessionVersion) => {
      const user = await repository.findUserById(userId);
      return usable(user, sessionVersion) && !(await teamOwnerInactive(repository, user!));
    },
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
