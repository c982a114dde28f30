import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { inject } from 'vitest';
import { createApp } from '../app';
import { loadEnv } from '../config/env';
import { openDatabase, PGLITE_OPTIONS, wrapPglite, type DatabaseHandle } from '../db/database';
import { loadLocalities } from '../contexts/leads/localities/load-localities';

export interface TestApp {
  agent: ReturnType<typeof request>;
  database: DatabaseHandle;
  env: ReturnType<typeof loadEnv>;
  close: () => Promise<void>;
}

let migratedSnapshot: Promise<Blob> | undefined;

/**
 * One migrated PGlite data directory per test worker, empty but for the localities (reference data every start
 * loads): loading it is faster than initdb + migrate.
 */
async function snapshot(): Promise<Blob> {
  const client = await PGlite.create(PGLITE_OPTIONS);
  const database = wrapPglite(client, () => undefined);
  await database.migrate();
  await loadLocalities(database.db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

/**
 * A fresh, migrated, empty database (the localities loaded): in-memory PGlite, or this run's PostgreSQL database
 * emptied. The truncate leaves `localities` alone: the global setup loaded them once.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = inject('testDatabaseUrl');
  if (!url) {
    const client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: await (migratedSnapshot ??= snapshot()) });
    const database = wrapPglite(client, () => undefined);
    await database.migrate();
    return database;
  }
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  await database.db.execute(sql`
    truncate users, suburbs, leads, discount_codes, lead_purchases, password_reset_tokens, bookings, analytics_events, admin_audit_log, csp_violations, outbox
    restart identity cascade`);
  return database;
}

/**
 * The app on a fresh database, with a supertest agent. `vars` are environment variables
 * (NODE_ENV=test is implied); the shell's own environment is not read.
 */
export async function createTestApp(vars: Record<string, string> = {}): Promise<TestApp> {
  const env = loadEnv({ NODE_ENV: 'test', ...vars });
  const database = await openTestDatabase();
  const app = createApp({ env, database });
  return { agent: request(app), database, env, close: () => database.close() };
}
