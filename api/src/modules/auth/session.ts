import type { Request, Response } from 'express';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';

export const SESSION_COOKIE_NAME = 'motohaul_session';
const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

/** What the sealed cookie holds: who is signed in, and the user's session version at sign-in. */
export interface SessionData {
  userId?: number;
  sessionVersion?: number;
}

export type Session = IronSession<SessionData>;

export interface SessionConfig {
  secret: string;
  secure: boolean;
}

export function sessionOptions({ secret, secure }: SessionConfig): SessionOptions {
  return {
    cookieName: SESSION_COOKIE_NAME,
    password: secret,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}

/** Reads (and lets a route write) the iron-session cookie of a request. */
export function getSession(req: Request, res: Response, config: SessionConfig): Promise<Session> {
  return getIronSession<SessionData>(req, res, sessionOptions(config));
}

/** Signs a user in: later routes (login, signup) call this after checking credentials. */
export async function startSession(session: Session, user: { id: number; sessionVersion: number }): Promise<void> {
  session.userId = user.id;
  session.sessionVersion = user.sessionVersion;
  await session.save();
}
