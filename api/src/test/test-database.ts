import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { PGLITE_OPTIONS } from '../db/database';
import { onServer } from '../db/scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * With DATABASE_URL: that server, and the run's template database on it (migrated, the localities loaded) that
     * each test file copies into a database of its own. Null: the tests use in-memory PGlite.
     */
    testDatabaseServer: { serverUrl: string; template: string } | null;
    /** The migrated PGlite data directory (the localities loaded) every in-memory test database starts from. */
    pgliteSnapshotFile: string;
    /** The tables that are empty in the template (every table but the reference data): openTestDatabase empties them. */
    testDatabaseEmptyTables: string[];
  }
}

/** This file's database: its name, its URL and the CREATE DATABASE that makes it (started on the first request). */
let fileDatabase: { name: string; url: string; created: Promise<void> } | undefined;

/**
 * The PostgreSQL database of this test file, or null on PGlite. Each file that asks gets a database of its own,
 * copied from the run's template, so files run in parallel and in any order without seeing each other's rows; it
 * is dropped after the file. Callable at module level; the kit's setup (test-database-setup.ts) awaits its creation
 * before the file's own hooks run.
 */
export function testDatabaseUrl(): string | null {
  const server = inject('testDatabaseServer');
  if (!server) return null;
  if (!fileDatabase) {
    const name = `${server.template}_${randomBytes(4).toString('hex')}`;
    const url = new URL(server.serverUrl);
    url.pathname = `/${name}`;
    const created = onServer(server.serverUrl, `create database "${name}" template "${server.template}"`);
    created.catch(() => undefined); // awaited by testDatabaseReady; not an unhandled rejection meanwhile
    fileDatabase = { name, url: url.toString(), created };
  }
  return fileDatabase.url;
}

/** This file's in-memory PGlite (without DATA_DIR's server), loaded from the run's snapshot on the first request. */
let filePglite: Promise<PGlite> | undefined;

/**
 * The in-memory PGlite of this test file: loaded once from the run's snapshot (migrated, the localities loaded), as
 * the server's file database is copied once from the template. Loading an instance costs about 3 s of CPU, so a
 * file does it once, not once per test; openTestDatabase (test-app.ts) empties its tables for each test. Closed
 * after the file (dropTestDatabase).
 */
export function testPglite(): Promise<PGlite> {
  filePglite ??= PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: new Blob([readFileSync(inject('pgliteSnapshotFile'))]) });
  return filePglite;
}

/** Resolves once this file's database exists (at once on PGlite, or when nothing in the file asked for one). */
export async function testDatabaseReady(): Promise<void> {
  await fileDatabase?.created;
}

/** Drops this file's database, if it has one (closes its PGlite). */
export async function dropTestDatabase(): Promise<void> {
  const pglite = filePglite;
  filePglite = undefined;
  if (pglite) await (await pglite).close();
  const server = inject('testDatabaseServer');
  if (!server || !fileDatabase) return;
  const { name, created } = fileDatabase;
  fileDatabase = undefined;
  await created.catch(() => undefined);
  await onServer(server.serverUrl, `drop database if exists "${name}" with (force)`);
}
