import { seal } from '../contexts/accounts/auth/secrets';
import { SESSION_COOKIE_NAME, SESSION_IDLE_SECONDS, type SessionData } from '../contexts/accounts/auth/session';
import type { TestApp } from './test-app';

/**
 * A `Cookie` header value that signs `user` in, sealed exactly as the login route seals a session
 * (current secret, session version, issued and renewed now).
 */
export async function cookieFor(t: Pick<TestApp, 'env'>, user: { id: number; sessionVersion: number }): Promise<string> {
  const now = Date.now();
  const data: SessionData = { userId: user.id, sessionVersion: user.sessionVersion, issuedAt: now, renewedAt: now };
  return `${SESSION_COOKIE_NAME}=${await seal(data, t.env.sessionSecret, SESSION_IDLE_SECONDS)}`;
}
