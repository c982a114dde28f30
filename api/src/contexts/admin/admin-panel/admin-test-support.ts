import type { UserType } from '@motohaul/contracts';
import { users } from '../../../db/schema';
import type { TestApp } from '../../../test/test-app';
import { issueAdminToken } from '../../accounts/auth/admin-token';
import { sessionCookieOf } from '../../accounts/auth/accounts-test-support';
import { hashPassword } from '../../accounts/auth/password';

// Test data for the admin module's API tests: users inserted directly, admin tokens sealed with the app's secret.

/** Every test user's password. */
export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestUserOptions {
  username: string;
  userType?: UserType;
  firstName?: string;
  lastName?: string;
  email?: string | null;
  phone?: string | null;
  companyName?: string | null;
  isActive?: boolean;
  teamOwnerId?: number;
  createdAt?: Date;
}

export async function insertUser(t: TestApp, options: TestUserOptions) {
  const [user] = await t.database.db
    .insert(users)
    .values({ password: await hashPassword(TEST_PASSWORD), userType: 'provider', email: `${options.username}@example.com`, ...options })
    .returning();
  if (!user) throw new Error('User insert returned no row');
  return user;
}

/** A super admin and the `Authorization` header of a fresh admin token for them. */
export async function signedInAdmin(t: TestApp) {
  const admin = await insertUser(t, { username: 'platform-admin', userType: 'super_admin', firstName: 'Priya', lastName: 'Shah' });
  const token = await issueAdminToken(admin, t.env.sessionSecret);
  return { admin, token, authorization: `Bearer ${token}` };
}

/** Signs a user in through POST /api/auth/login and answers the session cookie (`name=value`). */
export async function sessionCookie(t: TestApp, user: { username: string }) {
  const res = await t.agent.post('/api/auth/login').send({ username: user.username, password: TEST_PASSWORD }).expect(200);
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error('The login set no session cookie');
  return cookie;
}
