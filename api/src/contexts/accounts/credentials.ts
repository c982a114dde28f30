import { randomBytes } from 'node:crypto';
import { AppError } from '../../http/app-error';
import { addressKey } from '../../http/address-key';
import type { AuthRepository, UserRow } from './auth-repository';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password';

export const INVALID_CREDENTIALS = 'Invalid username or password';
/** Said to the owner of a deactivated account, once their password is verified (issue 19). */
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact support.';

/**
 * What a login says of an account it refuses: `false` answers the same 401 as a wrong password; an AppError is
 * said as it is, but only once the password was verified (so it tells nothing to someone who does not know it).
 */
export type Acceptance = boolean | AppError;

/** `ip` is the client's address (req.ip): throttling counts per address key. */
export type CredentialCheck = (
  username: string,
  password: string,
  ip: string | undefined,
  accepts: (user: UserRow) => Acceptance,
) => Promise<UserRow>;

/**
 * Checks a username and password for the user login and the admin login alike:
 * - the same 401 'Invalid username or password' for an unknown user, a wrong password, and a user `accepts`
 *   refuses with `false` (not an admin), with one argon2 verification each (a dummy hash for unknown users),
 *   so neither the answer nor its timing tells whether the account exists; a refusal `accepts` gives as an error
 *   (a deactivated account) is answered only after the right password, and counts as no failure (no guess);
 * - every try goes through the login throttle (login-throttle.ts) of the account (lowercased username) and the
 *   address: a throttled try answers 429 with Retry-After before the password is looked at; a refused one counts
 *   as a failure of both logins' shared counters.
 */
export function createCredentialCheck(repository: AuthRepository, throttle: LoginThrottle): CredentialCheck {
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));
  return async (username, password, ip, accepts) => {
    const attempt = await throttle.begin(username.toLowerCase(), addressKey(ip));
    let user: UserRow | null;
    let valid: boolean;
    try {
      user = await repository.findUserByUsername(username);
      valid = await verifyPassword(user?.password ?? (await dummyHash), password);
    } catch (error) {
      await attempt.abandoned();
      throw error;
    }
    const acceptance = user && valid ? accepts(user) : false;
    if (!user || acceptance === false) {
      await attempt.failed(user?.email ? { email: user.email, firstName: user.firstName } : null);
      throw new AppError(401, INVALID_CREDENTIALS);
    }
    await attempt.succeeded();
    if (acceptance instanceof AppError) throw acceptance;
    return user;
  };
}
