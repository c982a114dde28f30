import { bigint, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The counters of every rate limit and login throttle when the API runs on a PostgreSQL server, shared by all its
 * processes (docs/decisions/0027). rate-limiter-flexible's RateLimiterPostgres reads and writes it with its own
 * upsert; the columns are the ones it expects: `key` is '<limit name>:<subject>', `expire` epoch milliseconds.
 * On the embedded database (one process) the counters stay in memory and this table stays empty.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  // Expired rows are deleted every 5 minutes (DELETE ... WHERE expire < $1).
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
