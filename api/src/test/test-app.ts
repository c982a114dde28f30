import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { inject } from 'vitest';
import { createApp } from '../app';
import { loadEnv } from '../config/env';
import { openDatabase, wrapPglite, type DatabaseHandle } from '../db/database';
import { openJobs, startJobs, stopJobs, type Jobs } from '../contexts/platform/platform-context';
import { jobDefinitions } from '../jobs';
import { openRemotes } from '../static/stored-remotes';
import { testDatabaseReady, testDatabaseUrl, testPglite } from './test-database';

export interface TestApp {
  agent: ReturnType<typeof request>;
  database: DatabaseHandle;
  env: ReturnType<typeof loadEnv>;
  /** The app's job queue, worked in this process as main.ts does. */
  jobs: Jobs;
  close: () => Promise<void>;
}

/** PGlite's methods that run SQL or listen: a closed view refuses them, as a closed PGlite does. */
const PGLITE_WORK = new Set<PropertyKey>(['query', 'sql', 'exec', 'transaction', 'describeQuery', 'execProtocol', 'execProtocolRaw', 'execProtocolRawStream', 'runExclusive', 'listen', 'dumpDataDir']);

/**
 * A view of the file's PGlite that closes on its own, as a pool over the server's file database does: once closed
 * it refuses queries ("PGlite is closed") and the notifications it listened to stop; the file's PGlite stays open
 * for the next test's view.
 */
function pgliteView(client: PGlite): PGlite {
  let closed = false;
  const unlisteners = new Set<() => Promise<void>>();
  const refuseWhenClosed = () => {
    if (closed) throw new Error('PGlite is closed');
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return closed || target.closed;
      if (property === 'close') {
        return async () => {
          closed = true;
          const pending = [...unlisteners];
          unlisteners.clear();
          if (!target.closed) await Promise.all(pending.map((unlisten) => unlisten()));
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property === 'listen') {
        return async (...args: unknown[]) => {
          refuseWhenClosed();
          const unlisten = (await method.apply(target, args)) as () => Promise<void>;
          const once = async () => {
            if (!unlisteners.delete(once)) return;
            await unlisten();
          };
          unlisteners.add(once);
          return once;
        };
      }
      if (PGLITE_WORK.has(property)) {
        return async (...args: unknown[]) => {
          refuseWhenClosed();
          return method.apply(target, args);
        };
      }
      return method.bind(target);
    },
  });
}

/**
 * A fresh, migrated, empty database (the localities loaded): this file's database (in-memory PGlite loaded from the
 * run's snapshot, or a PostgreSQL database copied from the run's template: test-database.ts) with every table the
 * template holds empty emptied again. The reference data (`localities`) is left alone. Each call answers a handle of
 * its own; closing it leaves the file's database to the next.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = testDatabaseUrl();
  let database: DatabaseHandle;
  if (url) {
    await testDatabaseReady();
    database = await openDatabase({ kind: 'postgres', url });
  } else {
    database = wrapPglite(pgliteView(await testPglite()), () => undefined);
  }
  await database.migrate();
  const tables = inject('testDatabaseEmptyTables').map((table) => sql.identifier(table));
  if (tables.length > 0) await database.db.execute(sql`truncate ${sql.join(tables, sql`, `)} restart identity cascade`);
  // The job queue's jobs and schedules of an earlier test (pg-boss's own schema, once it exists).
  await database.db.execute(sql`do $$ begin if to_regclass('pgboss.job') is not null then truncate pgboss.job, pgboss.schedule; end if; end $$`);
  return database;
}

/**
 * The one in-process API of the tests: the app on a fresh database, with a supertest agent. `vars` are
 * environment variables (NODE_ENV=test is implied); the shell's own environment is not read. `clock` times
 * sessions and reset links (tests move it). The jobs are worked in this process, as main.ts does (with SMTP_URL the
 * mail job delivers; its first retry after 1 s).
 */
export async function createTestApp(vars: Record<string, string> = {}, { clock }: { clock?: () => Date } = {}): Promise<TestApp> {
  const env = loadEnv({ NODE_ENV: 'test', OUTBOX_RETRY_BASE_MS: '1000', ...vars });
  const database = await openTestDatabase();
  const jobs = await openJobs(database);
  await startJobs(jobs, jobDefinitions(env, database, jobs, { mailLog: () => undefined }), { work: true, schedules: false });
  const app = createApp({ env, database, jobs, clock, remotes: await openRemotes(env, database) });
  const close = async () => {
    await stopJobs(jobs, 2000);
    await database.close();
  };
  return { agent: request(app), database, env, jobs, close };
}

/** A clock tests move by hand. */
export function controlledClock(start = new Date('2025-06-01T00:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const jobsOfDatabase = new WeakMap<DatabaseHandle, Promise<Jobs>>();

/**
 * The job queue of an app a test builds itself (createApp) on `database`: opened and worked once per handle, with the
 * test environment's jobs, and stopped when the handle closes.
 */
export function jobsFor(database: DatabaseHandle, env = loadEnv({ NODE_ENV: 'test' })): Promise<Jobs> {
  let opened = jobsOfDatabase.get(database);
  if (!opened) {
    opened = openJobs(database).then(async (jobs) => {
      await startJobs(jobs, jobDefinitions(env, database, jobs, { mailLog: () => undefined }), { work: true, schedules: false });
      const close = database.close;
      database.close = async () => {
        await stopJobs(jobs, 2000);
        await close();
      };
      return jobs;
    });
    jobsOfDatabase.set(database, opened);
  }
  return opened;
}
