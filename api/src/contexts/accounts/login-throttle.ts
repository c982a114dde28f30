import type { CounterFactory } from '../../http/counters';
import { retryAfterSeconds, tooManyRequests } from '../../http/rate-limit';

/** Failures of one (account, address) pair are remembered this long from the first of them. */
export const PAIR_MEMORY_SECONDS = 24 * 60 * 60;
/** The longest a pair waits between two tries. */
export const MAX_PAIR_DELAY_SECONDS = 60 * 60;
/** One try of a pair at a time: the next waits while one is being checked (a crashed process frees it after this). */
const TRY_LEASE_SECONDS = 30;
/** What a try refused because another try of its pair is being checked is told to wait: that check ends within it. */
const RUNNING_TRY_RETRY_SECONDS = 1;

export interface LoginThrottleSettings {
  /** Failures of one (account, address) pair before it waits between tries. */
  freeFailures: number;
  /**
   * Failures of one account from all addresses in one attack window; beyond them the account is under attack:
   * addresses that already failed against it wait for the window's end, addresses that did not still try.
   */
  accountFailures: number;
  attackWindowSeconds: number;
}

/**
 * The wait after the `failures`-th consecutive failure of a pair: none for the free ones, then 1 s doubling with
 * every further failure (1, 2, 4, ... s), at most an hour.
 */
export function pairDelaySeconds(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(2 ** (failures - freeFailures), MAX_PAIR_DELAY_SECONDS);
}

/** One admitted try: exactly one of its ends is called. */
export interface LoginTry {
  succeeded: () => Promise<void>;
  /** `owner` is the account's email when the username names an account with one (for the attack notice). */
  failed: (owner: AttackedAccount | null) => Promise<void>;
  /** The check itself failed (the database): nothing is counted. */
  abandoned: () => Promise<void>;
}

export interface AttackedAccount {
  email: string;
  firstName: string;
}

export interface LoginThrottleDependencies {
  counters: CounterFactory;
  settings: LoginThrottleSettings;
  /** Called once per attack window of an account under attack that has an owner to tell. */
  onAttack: (owner: AttackedAccount) => Promise<void>;
}

/**
 * Login throttling that slows guessing without locking the owner out (OWASP, docs/decisions/0027), shared by the user
 * login and the admin login:
 * - per (account, address) pair: `freeFailures` failures, then growing waits (pairDelaySeconds) between tries, one
 *   try at a time; a success forgets the pair's failures;
 * - per account: past `accountFailures` failures in its attack window, an address with failures against the account
 *   waits for the window's end, while an address without any still gets its try: the right password from a clean
 *   address always signs in; the owner is emailed once per window.
 * `account` is the lowercased username, `address` the address key (IPv4, IPv6 /64).
 */
export function createLoginThrottle({ counters, settings, onAttack }: LoginThrottleDependencies) {
  const { freeFailures, accountFailures: accountLimit, attackWindowSeconds } = settings;
  const pairFailures = counters('login-pair-failures', PAIR_MEMORY_SECONDS);
  // 1 while a try runs (each try refused meanwhile adds 1), WAITING while the pair waits (set for the wait's length):
  // beyond 1 a try is refused.
  const pairGate = counters('login-pair-gate', TRY_LEASE_SECONDS);
  // Failures, and the tries of addresses with failures while they run (taken back when they succeed).
  const accountFailures = counters('login-account-failures', attackWindowSeconds);
  const attackNotices = counters('login-attack-notices', attackWindowSeconds);
  const WAITING = 1_000_000;

  return {
    /** Admits one try of `account` from `address`, or throws 429 with the seconds to wait. */
    async begin(account: string, address: string): Promise<LoginTry> {
      // Address keys never contain '|', so the pair key is unambiguous.
      const pair = `${address}|${account}`;
      const gate = await pairGate.add(pair);
      // Refused while another try runs (two tabs, two devices), the wait is that try's check, not its lease.
      if (gate.count > WAITING) throw tooManyRequests(retryAfterSeconds(gate.msLeft));
      if (gate.count > 1) throw tooManyRequests(RUNNING_TRY_RETRY_SECONDS);

      let pending = 0; // the account failure counted ahead for this try
      let refusal = 0;
      try {
        if ((await pairFailures.get(pair)).count > 0) {
          // Counted before the check, so concurrent tries from many failed addresses cannot pass the limit together.
          const charged = await accountFailures.add(account);
          pending = 1;
          if (charged.count > accountLimit) {
            await accountFailures.add(account, -1);
            pending = 0;
            refusal = retryAfterSeconds(charged.msLeft);
            await pairGate.set(pair, WAITING, refusal);
          }
        }
      } catch (error) {
        if (pending) await accountFailures.add(account, -1);
        await pairGate.delete(pair);
        throw error;
      }
      if (refusal > 0) throw tooManyRequests(refusal);

      return {
        async succeeded() {
          await Promise.all([pairFailures.delete(pair), pairGate.delete(pair), pending ? accountFailures.add(account, -1) : undefined]);
        },
        async failed(owner) {
          const failures = (await pairFailures.add(pair)).count;
          const onAccount = pending ? (await accountFailures.get(account)).count : (await accountFailures.add(account)).count;
          const wait = pairDelaySeconds(failures, freeFailures);
          await (wait > 0 ? pairGate.set(pair, WAITING, wait) : pairGate.delete(pair));
          if (onAccount < accountLimit || !owner || (await attackNotices.add(account)).count !== 1) return;
          // The notice must not turn the answer into a 500: the try failed either way.
          await onAttack(owner).catch((error: unknown) => console.error('The login attack notice was not queued:', error));
        },
        async abandoned() {
          await Promise.all([pairGate.delete(pair), pending ? accountFailures.add(account, -1) : undefined]);
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
