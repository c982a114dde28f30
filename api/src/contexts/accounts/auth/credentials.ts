import { randomBytes } from 'node:crypto';
import { AppError } from '../../../http/app-error';
import { tooManyRequests, type KeyedLimiter } from '../../../http/rate-limit';
import type { AuthRepository, UserRow } from './auth-repository';
import { hashPassword, verifyPassword } from './password';

export const INVALID_CREDENTIALS = 'Invalid username or password';

export type CredentialCheck = (username: string, password: string, accepts: (user: UserRow) => boolean) => Promise<UserRow>;

/**
 * Checks a username and password for the user login and the admin login alike:
 * - the same 401 'Invalid username or password' for an unknown user, a wrong password, and a user `accepts`
 *   refuses (inactive, or not an admin), with one argon2 verification each (a dummy hash for unknown users),
 *   so neither the answer nor its timing tells whether the account exists;
 * - failures count per account (lowercased username) in `failures`; an account over its limit answers 429
 *   with Retry-After, even for the right password, while other accounts still sign in.
 */
export function createCredentialCheck(repository: AuthRepository, failures: KeyedLimiter): CredentialCheck {
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));
  return async (username, password, accepts) => {
    const account = username.toLowerCase();
    const wait = failures.retryAfter(account);
    if (wait > 0) throw tooManyRequests(wait);

    const user = await repository.findUserByUsername(username);
    const valid = await verifyPassword(user?.password ?? (await dummyHash), password);
    if (!user || !valid || !accepts(user)) {
      failures.hit(account);
      throw new AppError(401, INVALID_CREDENTIALS);
    }
    failures.reset(account);
    return user;
  };
}
