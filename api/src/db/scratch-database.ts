import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server's maintenance database (CREATE / DROP DATABASE). */
export async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own, `<prefix>_<random>`, on the PostgreSQL server of `serverUrl` (never the server's
 * own database), for one test or benchmark run: its URL, and `drop()` for the end of the run.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`) };
}
