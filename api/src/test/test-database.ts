import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
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

/** Resolves once this file's database exists (at once on PGlite, or when nothing in the file asked for one). */
export async function testDatabaseReady(): Promise<void> {
  await fileDatabase?.created;
}

/** Drops this file's database, if it has one. */
export async function dropTestDatabase(): Promise<void> {
  const server = inject('testDatabaseServer');
  if (!server || !fileDatabase) return;
  const { name, created } = fileDatabase;
  fileDatabase = undefined;
  await created.catch(() => undefined);
  await onServer(server.serverUrl, `drop database if exists "${name}" with (force)`);
}
