import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../test/test-app';
import { createCounters, type Counter } from './counters';
import { coalescedHits, createKeyedLimiter } from './rate-limit';

// Concurrent hits of one key are counted together (coalescedHits, ADR 0026): each hit still gets its own place in
// the count, on the real counters of the database under test (memory on PGlite, rate_limits on a server).
describe('rate limits: concurrent hits of one key', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** The database's counter `name`, with every add it makes to the store recorded. */
  const recordedCounter = (name: string) => {
    const counter = createCounters(database)(name, 60);
    const adds: number[] = [];
    const recorded: Pick<Counter, 'add'> = {
      add: (key, points) => {
        adds.push(points ?? 1);
        return counter.add(key, points);
      },
    };
    return { counter, recorded, adds };
  };

  it('when 40 hits of one key arrive at once, then each gets its own count 1..40 and the store is written fewer times', async () => {
    const { counter, recorded, adds } = recordedCounter(`test-burst-${randomBytes(4).toString('hex')}`);
    const hit = coalescedHits(recorded);
    const counts = await Promise.all(Array.from({ length: 40 }, () => hit('198.51.100.7')));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(counts.every((c) => c.msLeft > 0)).toBe(true);
    expect(adds.reduce((a, b) => a + b, 0)).toBe(40);
    expect(adds.length).toBeLessThan(40);
    expect(adds[0]).toBe(1); // the first hit does not wait for company
    expect((await counter.get('198.51.100.7')).count).toBe(40);
  });

  it('when hits of different keys arrive at once, then each key counts only its own', async () => {
    const { recorded } = recordedCounter(`test-keys-${randomBytes(4).toString('hex')}`);
    const hit = coalescedHits(recorded);
    const counts = await Promise.all(['a', 'b', 'a', 'b', 'a'].map((key) => hit(key).then((c) => `${key}${c.count}`)));
    expect(counts.sort()).toEqual(['a1', 'a2', 'a3', 'b1', 'b2']);
  });

  it('when 30 requests of one address arrive at once against a limit of 10, then exactly 10 pass (on a server, across two limiters sharing the store)', async () => {
    const name = `test-limit-${randomBytes(4).toString('hex')}`;
    // On a server, two limiters on the same counter name, as two API processes (PGlite's counters are the process's).
    const limiters = Array.from({ length: database.kind === 'postgres' ? 2 : 1 }, () =>
      createKeyedLimiter(createCounters(database), { name, limit: 10, windowMs: 60_000 }),
    );
    const waits = await Promise.all(Array.from({ length: 30 }, (_, i) => limiters[i % limiters.length]!.hit('203.0.113.9')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
    expect(waits.filter((wait) => wait > 0).every((wait) => wait >= 1 && wait <= 60)).toBe(true);
  });

  it('when the store fails, then every waiting hit fails and the next hit is counted again', async () => {
    const { counter } = recordedCounter(`test-fail-${randomBytes(4).toString('hex')}`);
    let failing = true;
    const hit = coalescedHits({
      add: async (key, points) => {
        if (failing) throw new Error('store down');
        return counter.add(key, points);
      },
    });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => hit('k')));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    failing = false;
    expect((await hit('k')).count).toBe(1);
  });
});
