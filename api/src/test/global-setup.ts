import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fresh PostgreSQL database of this run, or null to use in-memory PGlite. */
    testDatabaseUrl: string | null;
  }
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * With DATABASE_URL unset the API tests use in-memory PGlite. With it set, this run gets its
 * own database `motohaul_test_<random>` on that server, migrated once, dropped at the end.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    project.provide('testDatabaseUrl', null);
    return;
  }
  const name = `motohaul_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;

  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('testDatabaseUrl', url.toString());

  return async () => {
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  };
}
