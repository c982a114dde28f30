// A fresh database of its own on the PostgreSQL server of DATABASE_URL, for one benchmark run: created with a
// random name (never the server's `postgres` database itself) and dropped afterwards. Run with `--import tsx`.
import { createScratchDatabase } from '../../api/src/db/scratch-database.ts';

/** Creates `motohaul_bench_<random>` on the server of `serverUrl`; answers its URL and `drop()`. */
export async function createServerDatabase(serverUrl = process.env.DATABASE_URL) {
  if (!serverUrl) throw new Error('DATABASE_URL is unset');
  return createScratchDatabase(serverUrl, 'motohaul_bench');
}

export const SERVER_SKIPPED = 'DATABASE_URL is unset: the PostgreSQL server run is skipped.';
