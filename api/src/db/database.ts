import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { createPgListener } from './pg-listener';

/** The one database type repositories are written against: PGlite and node-postgres both fit it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The transaction `db.transaction(work)` hands `work`: what a write that must share a commit takes. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The server's URL (what the job queue opens its own pool on); absent on PGlite. */
  url?: string;
  /** Applies the migrations in api/drizzle that have not run yet. */
  migrate: () => Promise<void>;
  /**
   * Runs `work` while no other API process on the same database runs exclusive work: on the server under
   * a session advisory lock on one dedicated connection (processes started together migrate and seed one
   * after the other); on PGlite, which one process owns, directly.
   */
  exclusive: <T>(work: (db: Database) => Promise<T>) => Promise<T>;
  /** Answers when the database answers a trivial query; throws otherwise. */
  ping: () => Promise<void>;
  /**
   * LISTEN on `channel`: in-process on PGlite, on a dedicated reconnecting connection on the server.
   * `onReconnect` runs after the server connection came back (notifications meanwhile are lost).
   * Answers the unsubscribe function.
   */
  listen: (channel: string, onPayload: (payload: string) => void, onReconnect?: () => void) => Promise<() => Promise<void>>;
  /**
   * NOTIFY `channel` once with each of `payloads`, in order, in one statement (pg_notify): every process
   * listening on the database receives them.
   */
  notify: (channel: string, payloads: string[]) => Promise<void>;
  close: () => Promise<void>;
}

/** pg_notify($1, payload) for each payload of the array $2, in array order. */
const NOTIFY_EACH = 'select pg_notify($1, payload) from unnest($2::text[]) with ordinality as p(payload, n) order by n';

/** Extensions every PGlite database of the API loads (the migrations create cube, ADR 0012, and pg_trgm, ADR 0057). */
export const PGLITE_OPTIONS = { extensions: { cube, pg_trgm } } as const;

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The database the environment names: the server when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function createDatabase(env: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  return openDatabase(env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir });
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  if (target.kind === 'pglite-memory') return wrapPglite(await PGlite.create(PGLITE_OPTIONS), () => undefined);
  const release = lockDataDir(target.dataDir);
  try {
    const client = await PGlite.create(path.join(target.dataDir, 'pglite'), PGLITE_OPTIONS);
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** A handle over an open PGlite client; `release` runs after it closes (the DATA_DIR lock). */
export function wrapPglite(client: PGlite, release: () => void): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  // One process owns a PGlite directory, so exclusive work only has to wait for the other work of this process.
  let exclusiveQueue: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusive: (work) => {
      const run = exclusiveQueue.then(() => work(db));
      exclusiveQueue = run.catch(() => undefined);
      return run;
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    notify: async (channel, payloads) => {
      await client.query(NOTIFY_EACH, [channel, payloads]);
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

function openPostgres(url: string): DatabaseHandle {
  // JIT off: its compilation of one aggregate (the admin overview at 1,000,000 leads) took 6.6 s of 7.5 s; the
  // API's queries are short, and none gains from it (ADR 0057).
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle client that errors (server restart) must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = drizzlePostgres({ client: pool, schema });
  const listener = createPgListener(url);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    url,
    migrate: () =>
      exclusiveOnPostgres(pool, (locked) => migratePostgres(locked, { migrationsFolder: MIGRATIONS_FOLDER })),
    exclusive: (work) => exclusiveOnPostgres(pool, work),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: listener.listen,
    notify: async (channel, payloads) => {
      await pool.query(NOTIFY_EACH, [channel, payloads]);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}

/** Any fixed key: API processes starting together on one server migrate and seed one after the other. */
const STARTUP_LOCK_KEY = 7_312_025;

async function exclusiveOnPostgres<T>(pool: pg.Pool, work: (db: NodePgDatabase<typeof schema>) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work(drizzlePostgres({ client, schema }));
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
