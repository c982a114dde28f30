import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { inject } from 'vitest';
import { createApp } from '../app';
import { loadEnv } from '../config/env';
import { openDatabase, PGLITE_OPTIONS, wrapPglite, type DatabaseHandle } from '../db/database';
import { createDomainEvents } from '../contexts/platform/domain-events';
import { startOutboxSender } from '../contexts/platform/start-outbox-sender';
import { testDatabaseReady, testDatabaseUrl } from './test-database';

export interface TestApp {
  agent: ReturnType<typeof request>;
  database: DatabaseHandle;
  env: ReturnType<typeof loadEnv>;
  close: () => Promise<void>;
}

let snapshot: Blob | undefined;

/**
 * A fresh, migrated, empty database (the localities loaded): in-memory PGlite loaded from the run's snapshot, or this
 * file's PostgreSQL database (test-database.ts) emptied. The truncate leaves `localities` alone: the template
 * database it was copied from holds them.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = testDatabaseUrl();
  if (!url) {
    snapshot ??= new Blob([readFileSync(inject('pgliteSnapshotFile'))]);
    const client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: snapshot });
    const database = wrapPglite(client, () => undefined);
    await database.migrate();
    return database;
  }
  await testDatabaseReady();
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  await database.db.execute(sql`
    truncate users, suburbs, leads, discount_codes, lead_purchases, password_reset_tokens, bookings, analytics_events, admin_audit_log, csp_violations, outbox, rate_limits, idempotency_keys
    restart identity cascade`);
  return database;
}

/**
 * The one in-process API of the tests: the app on a fresh database, with a supertest agent. `vars` are
 * environment variables (NODE_ENV=test is implied); the shell's own environment is not read. `clock` times
 * sessions and reset links (tests move it). With SMTP_URL the outbox sender runs as in main.ts (woken by each
 * enqueue; retrying after 50 ms instead of 30 s).
 */
export async function createTestApp(vars: Record<string, string> = {}, { clock }: { clock?: () => Date } = {}): Promise<TestApp> {
  const env = loadEnv({ NODE_ENV: 'test', OUTBOX_POLL_MS: '50', OUTBOX_RETRY_BASE_MS: '50', ...vars });
  const database = await openTestDatabase();
  const sender = startOutboxSender(env, database.db, { log: () => undefined });
  const events = createDomainEvents();
  events.on('mail.queued', () => sender?.wake());
  const app = createApp({ env, database, clock, events });
  const close = async () => {
    await sender?.stop();
    await database.close();
  };
  return { agent: request(app), database, env, close };
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
