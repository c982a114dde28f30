import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import type { DatabaseHandle } from '../db/database';

/** A count in its window: how many, and the milliseconds until the window ends (0: no window running). */
export interface Count {
  count: number;
  msLeft: number;
}

/**
 * Counters by key in fixed windows, the one state every rate limit and login throttle keeps (docs/decisions/0027).
 * Each call is one atomic step of the store (an upsert on PostgreSQL), so concurrent requests of any number of
 * API processes never lose a count.
 */
export interface Counter {
  /** Adds `points` (negative takes back) to the key's window, opening one of the counter's length if none runs. */
  add: (key: string, points?: number) => Promise<Count>;
  /** The key's count now ({ count: 0, msLeft: 0 } once its window ended). */
  get: (key: string) => Promise<Count>;
  /** Starts a new window of `seconds` for the key with `count`, whatever ran before. */
  set: (key: string, count: number, seconds: number) => Promise<void>;
  delete: (key: string) => Promise<void>;
}

/** Makes the counter `name` (the key prefix: unique per limit) with windows of `windowSeconds`. */
export type CounterFactory = (name: string, windowSeconds: number) => Counter;

/** The table RateLimiterPostgres uses (created by the migration 0006_rate_limits, never by the library). */
const TABLE = 'rate_limits';

const none: Count = { count: 0, msLeft: 0 };

/**
 * A library result as a Count. Every counter here has a window, so a result without time left is an ended window
 * (the memory store keeps a record until its timer runs).
 */
function countOf(res: RateLimiterRes | null): Count {
  if (!res || res.msBeforeNext <= 0) return none;
  return { count: res.consumedPoints, msLeft: res.msBeforeNext };
}

function counterOver(limiter: RateLimiterAbstract): Counter {
  return {
    add: async (key, points = 1) => countOf(await (points >= 0 ? limiter.penalty(key, points) : limiter.reward(key, -points))),
    get: async (key) => countOf(await limiter.get(key)),
    set: async (key, count, seconds) => {
      await limiter.set(key, count, seconds);
    },
    delete: async (key) => {
      await limiter.delete(key);
    },
  };
}

/**
 * The counters of one API: on a PostgreSQL server in its `rate_limits` table through its connection pool, so
 * every process behind the balancer shares them; on the embedded database (one process owns it) in memory.
 */
export function createCounters(database: Pick<DatabaseHandle, 'db' | 'kind'>): CounterFactory {
  if (database.kind !== 'postgres') return (name, windowSeconds) => counterOver(new RateLimiterMemory({ keyPrefix: name, points: 1, duration: windowSeconds }));
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let sweeping = false;
  return (name, windowSeconds) => {
    // One counter per API deletes the rows expired an hour ago (every 5 minutes): the table is shared by all.
    const clearExpiredByTimeout = !sweeping;
    sweeping = true;
    return counterOver(
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout,
        keyPrefix: name,
        points: 1,
        duration: windowSeconds,
      }),
    );
  };
}
