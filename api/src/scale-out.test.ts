import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/database';
import { leads } from './db/schema';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { startHttpProxy } from './test/http-proxy';

const databaseUrl = inject('testDatabaseUrl');

const quote = (marker: string) => ({
  customerName: marker,
  customerPhone: '0412345678',
  motorcycleMake: 'Kawasaki',
  motorcycleModel: 'Ninja 400',
  pickupLocation: 'Parramatta NSW 2150',
  dropoffLocation: 'Wollongong NSW 2500',
});

// Several API processes on one PostgreSQL server behind a load balancer (docs/deploy.md). PGlite is one
// process only, so this runs where DATABASE_URL is set (CI).
describe.skipIf(!databaseUrl)('two API processes behind a load balancer', () => {
  let database: DatabaseHandle;
  let first: ApiProcess;
  let second: ApiProcess;
  let proxy: Awaited<ReturnType<typeof startHttpProxy>>;

  beforeAll(async () => {
    const env = {
      DATABASE_URL: databaseUrl!,
      SESSION_SECRET: `scale-out-${randomBytes(16).toString('hex')}`,
      SEED_DEMO: 'false',
      RATE_LIMIT_QUOTES: '1000000',
      SHUTDOWN_DRAIN_MS: '1000',
    };
    [first, second] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    proxy = await startHttpProxy([first.url, second.url]);
    database = await openDatabase({ kind: 'postgres', url: databaseUrl! });
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
  });

  it('when both serve, then requests reach both processes and a quote taken by either is stored once', async () => {
    const marker = `Balanced ${randomBytes(4).toString('hex')}`;
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${proxy.url}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(quote(marker)),
        }).then((res) => res.status),
      ),
    );
    expect(statuses).toEqual(Array(10).fill(201));
    const stored = await database.db.select({ count: sql<number>`count(*)::int` }).from(leads).where(eq(leads.customerName, marker));
    expect(stored[0]!.count).toBe(10);
  });

  it('when one process gets SIGTERM under load, then it drains, exits 0, and no request fails', async () => {
    const marker = `Drain ${randomBytes(4).toString('hex')}`;
    let running = true;
    const outcomes: Array<number | string> = [];
    const worker = async () => {
      while (running) {
        try {
          const res = await fetch(`${proxy.url}/api/leads`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(quote(marker)),
          });
          await res.arrayBuffer();
          outcomes.push(res.status);
        } catch (error) {
          outcomes.push(String(error));
        }
      }
    };
    const workers = Array.from({ length: 12 }, worker);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const sentBeforeStop = outcomes.length;
    const exitCode = await first.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    running = false;
    await Promise.all(workers);

    expect(exitCode).toBe(0);
    expect(first.output()).toContain('SIGTERM received, shutting down');
    expect(sentBeforeStop).toBeGreaterThan(0);
    expect(outcomes.length).toBeGreaterThan(sentBeforeStop);
    const failures = outcomes.filter((outcome) => outcome !== 201);
    expect(failures).toEqual([]);
    const stored = await database.db.select({ count: sql<number>`count(*)::int` }).from(leads).where(eq(leads.customerName, marker));
    expect(stored[0]!.count).toBe(outcomes.length);
  }, 60_000);
});
