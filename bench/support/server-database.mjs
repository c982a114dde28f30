// A fresh database of its own on the PostgreSQL server of DATABASE_URL, for one benchmark run: created with a
// random name (never the server's `postgres` database itself) and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server's maintenance database (CREATE / DROP DATABASE). */
export async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `motohaul_bench_<random>` on the server of `serverUrl`; answers its URL and `drop()`. */
export async function createServerDatabase(serverUrl = process.env.DATABASE_URL) {
  if (!serverUrl) throw new Error('DATABASE_URL is unset');
  const name = `motohaul_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`) };
}

export const SERVER_SKIPPED = 'DATABASE_URL is unset: the PostgreSQL server run is skipped.';
