import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../test/test-app';
import { createCounters } from './counters';
import { createKeyedLimiter } from './rate-limit';

// Concurrent hits of one key, each one add to the store before its request goes on, on the real counters of the
// database under test (memory on PGlite, rate_limits on a server): the limit is exact, across processes too.
describe('rate limits: concurrent hits of one key', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const limiterOf = (name: string, limit: number) => createKeyedLimiter(createCounters(database), { name, limit, windowMs: 60_000 });

  it('when 40 hits of one key arrive at once against a limit of 40, then all pass and the 41st waits', async () => {
    const name = `test-burst-${randomBytes(4).toString('hex')}`;
    const limiter = limiterOf(name, 40);
    const waits = await Promise.all(Array.from({ length: 40 }, () => limiter.hit('198.51.100.7')));
    expect(waits.every((wait) => wait === 0)).toBe(true);
    expect(await limiter.hit('198.51.100.7')).toBeGreaterThan(0);
  });

  it('when hits of different keys arrive at once, then each key counts only its own', async () => {
    const limiter = limiterOf(`test-keys-${randomBytes(4).toString('hex')}`, 2);
    const waits = await Promise.all(['a', 'b', 'a', 'b', 'a'].map((key) => limiter.hit(key).then((wait) => `${key}${wait > 0 ? '-over' : ''}`)));
    expect(waits.sort()).toEqual(['a', 'a', 'a-over', 'b', 'b']);
  });

  it('when 30 requests of one address arrive at once against a limit of 10, then exactly 10 pass (on a server, across two limiters sharing the store)', async () => {
    const name = `test-limit-${randomBytes(4).toString('hex')}`;
    // On a server, two limiters on the same counter name, as two API processes (PGlite's counters are the process's).
    const limiters = Array.from({ length: database.kind === 'postgres' ? 2 : 1 }, () => limiterOf(name, 10));
    const waits = await Promise.all(Array.from({ length: 30 }, (_, i) => limiters[i % limiters.length]!.hit('203.0.113.9')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
    expect(waits.filter((wait) => wait > 0).every((wait) => wait >= 1 && wait <= 60)).toBe(true);
  });

  // A quote waits for one WAL flush, its own (ADR 0048): the counters' table is unlogged, so its commits do not wait.
  it.runIf(process.env.DATABASE_URL)('on a server, the counters table is unlogged', async () => {
    const { rows } = (await database.db.execute(sql`select relpersistence from pg_class where relname = 'rate_limits'`)) as unknown as {
      rows: { relpersistence: string }[];
    };
    expect(rows).toEqual([{ relpersistence: 'u' }]);
  });
});
