import type { RequestHandler } from 'express';
import { addressKey } from '../../http/address-key';
import type { CounterFactory } from '../../http/counters';
import { retryAfterSeconds, tooManyRequests } from '../../http/rate-limit';

const HOUR_SECONDS = 60 * 60;
/** The one key of the cap across all addresses. */
const EVERYONE = 'all';

export interface SignupLimitSettings {
  /** Sign-ups per address key (an IPv4 address, an IPv6 /64) per hour. */
  perAddress: number;
  /** Sign-ups per hour from all addresses together, not counting each address's first of the hour. */
  perHour: number;
}

/**
 * The cost of making an account (ADR 0030, 0051): every sign-up request (customer or provider, accepted or not)
 * counts against its address for an hour. An address's further sign-ups within its limit also count against a cap
 * of all addresses for the hour; its first of the hour does not, so a few flooding addresses that use the cap up
 * hold back each other's repeats and the busy networks', never the first sign-up of anyone else. Over either: 429
 * with the envelope and Retry-After (the end of that window), before the body is read or a password hashed. On the
 * API's shared counters (ADR 0027), so every process counts together.
 */
export function signupLimit(counters: CounterFactory, { perAddress, perHour }: SignupLimitSettings): RequestHandler {
  const byAddress = counters('ip-signups', HOUR_SECONDS);
  const everyone = counters('signups', HOUR_SECONDS);
  return async (req, _res, next) => {
    const mine = await byAddress.add(addressKey(req.ip));
    if (mine.count > perAddress) throw tooManyRequests(retryAfterSeconds(mine.msLeft));
    if (mine.count > 1) {
      const all = await everyone.add(EVERYONE);
      if (all.count > perHour) throw tooManyRequests(retryAfterSeconds(all.msLeft));
    }
    next();
  };
}
