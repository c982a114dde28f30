import type { Response } from 'supertest';
import { seal } from '../contexts/accounts/secrets';
import { SESSION_COOKIE_NAME, SESSION_IDLE_SECONDS, type SessionData } from '../contexts/accounts/session';
import { issueAdminToken } from '../contexts/accounts/admin-token';
import { createUser, TEST_PASSWORD } from './factories';
import type { TestApp } from './test-app';

// The one way API tests sign a user in: through POST /api/auth/login (signIn), or, where the login itself is not
// under test, with a cookie sealed exactly as the login seals one (cookieFor); a super admin's panel token
// (signedInAdmin).

/** The `name=value` of the session cookie a response set, or null. */
export function sessionCookieOf(res: Pick<Response, 'headers'>): string | null {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = header?.find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`));
  return cookie ? cookie.split(';')[0]! : null;
}

/**
 * Signs in through POST /api/auth/login, on an in-process test app or an API listening at a base URL, and answers
 * the session cookie (`name=value`). Fails the test on any answer but 200.
 */
export async function signIn(target: Pick<TestApp, 'agent'> | string, username: string, password = TEST_PASSWORD): Promise<string> {
  if (typeof target !== 'string') {
    const cookie = sessionCookieOf(await target.agent.post('/api/auth/login').send({ username, password }).expect(200));
    if (!cookie) throw new Error(`The login of ${username} set no session cookie`);
    return cookie;
  }
  const response = await fetch(new URL('/api/auth/login', target), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`The login of ${username} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!cookie) throw new Error(`The login of ${username} set no session cookie`);
  return cookie.split(';')[0]!;
}

/**
 * A `Cookie` header value that signs `user` in, sealed exactly as the login route seals a session
 * (current secret, session version, issued and renewed now).
 */
export async function cookieFor(t: Pick<TestApp, 'env'>, user: { id: number; sessionVersion: number }): Promise<string> {
  const now = Date.now();
  const data: SessionData = { userId: user.id, sessionVersion: user.sessionVersion, issuedAt: now, renewedAt: now };
  return `${SESSION_COOKIE_NAME}=${await seal(data, t.env.sessionSecret, SESSION_IDLE_SECONDS)}`;
}

/** A super admin and the `Authorization` header of a fresh admin token for them (the admin panel's calls). */
export async function signedInAdmin(t: Pick<TestApp, 'database' | 'env'>) {
  const admin = await createUser(t, { username: 'platform-admin', userType: 'super_admin', firstName: 'Priya', lastName: 'Shah' });
  const token = await issueAdminToken(admin, t.env.sessionSecret);
  return { admin, token, authorization: `Bearer ${token}` };
}
