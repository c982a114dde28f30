import type { IncomingMessage } from 'node:http';
import type { CookieOptions, Response } from 'express';
import { seal, unseal, type Secrets } from './secrets';

export const SESSION_COOKIE_NAME = 'motohaul_session';

const DAY_SECONDS = 24 * 60 * 60;
/** A session unused for this long ends (the cookie and its seal expire; renewed on use). */
export const SESSION_IDLE_SECONDS = 7 * DAY_SECONDS;
/** A session ends this long after sign-in however often it is used. */
export const SESSION_ABSOLUTE_SECONDS = 30 * DAY_SECONDS;
/** A used session's cookie is re-sealed (renewing the idle lifetime) at most this often. */
export const SESSION_RENEW_AFTER_SECONDS = DAY_SECONDS;

/** What the sealed cookie holds: who, their session version at sign-in, when they signed in and when it was last renewed (ms). */
export interface SessionData {
  userId: number;
  sessionVersion: number;
  issuedAt: number;
  renewedAt: number;
}

export interface SessionConfig extends Secrets {
  secure: boolean;
  /** The clock the lifetimes are measured with (tests move it). */
  now: () => Date;
}

const cookieOptions = (config: SessionConfig): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: config.secure,
  path: '/',
});

/**
 * The one rule for a session's age (docs/decisions/0005): 'expired' past the absolute or the idle lifetime
 * (or when the times are missing), 'renew' when the cookie is due to be re-sealed, else 'valid'.
 */
export function sessionAge(data: Partial<SessionData>, nowMs: number): 'valid' | 'renew' | 'expired' {
  const { issuedAt, renewedAt } = data;
  if (typeof issuedAt !== 'number' || typeof renewedAt !== 'number') return 'expired';
  if (nowMs - issuedAt >= SESSION_ABSOLUTE_SECONDS * 1000 || nowMs - renewedAt >= SESSION_IDLE_SECONDS * 1000) return 'expired';
  return nowMs - renewedAt >= SESSION_RENEW_AFTER_SECONDS * 1000 ? 'renew' : 'valid';
}

/** The session a request's cookie carries, if it opens with the current or previous secret and names a user. */
export async function readSession(req: Pick<IncomingMessage, 'headers'>, config: SessionConfig): Promise<Readonly<Partial<SessionData>> | null> {
  const raw = cookieValue(req.headers.cookie, SESSION_COOKIE_NAME);
  if (!raw) return null;
  const data = await unseal<SessionData>(raw, config, SESSION_IDLE_SECONDS);
  return data && typeof data.userId === 'number' ? data : null;
}

/** Seals the session into the cookie (HttpOnly, SameSite=Lax, Secure when configured), lasting the idle lifetime. */
export async function writeSession(res: Response, data: SessionData, config: SessionConfig): Promise<void> {
  const sealed = await seal(data, config, SESSION_IDLE_SECONDS);
  res.cookie(SESSION_COOKIE_NAME, sealed, { ...cookieOptions(config), maxAge: SESSION_IDLE_SECONDS * 1000 });
}

/** Signs a user in: a new session from now, at the user's current session version. */
export function startSession(res: Response, user: { id: number; sessionVersion: number }, config: SessionConfig): Promise<void> {
  const now = config.now().getTime();
  return writeSession(res, { userId: user.id, sessionVersion: user.sessionVersion, issuedAt: now, renewedAt: now }, config);
}

/** Removes the cookie from the browser. */
export function clearSession(res: Response, config: SessionConfig): void {
  res.clearCookie(SESSION_COOKIE_NAME, cookieOptions(config));
}

/** The value of the cookie `name` in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}
