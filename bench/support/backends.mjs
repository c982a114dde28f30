// Runs a benchmark on PGlite and, when DATABASE_URL is set, on the PostgreSQL server (in a fresh database of
// its own, dropped afterwards). Needs `node --import tsx` (it opens the API's database module).
import { openDatabase } from '../../api/src/db/database.ts';
import { tempDataDir } from './api-process.mjs';
import { serverVersion } from './seed.mjs';
import { createServerDatabase, SERVER_SKIPPED } from './server-database.mjs';

/**
 * In-process benches: `run(label, database)` on an in-memory PGlite, then on the server. The handle is open and
 * closed here; `run` migrates and seeds it.
 */
export async function onEachBackendInProcess(run) {
  const pglite = await openDatabase({ kind: 'pglite-memory' });
  try {
    await run('PGlite (in memory)', pglite);
  } finally {
    await pglite.close();
  }
  if (!process.env.DATABASE_URL) {
    console.log(`\n${SERVER_SKIPPED}`);
    return;
  }
  const created = await createServerDatabase();
  const server = await openDatabase({ kind: 'postgres', url: created.url });
  try {
    await run(`PostgreSQL server (${await serverVersion(server.db)})`, server);
  } finally {
    await server.close();
    await created.drop();
  }
}

/**
 * Benches against an API process: the database is migrated and seeded here by `seed(db)` and closed, then
 * `run({ label, kind, databaseUrl, dataDir })` starts the API on it (startApi). PGlite lives in a temporary
 * DATA_DIR (removed afterwards). `only` limits the backends ('pglite' | 'postgres').
 */
export async function onEachBackendForProcess(seed, run, { only } = {}) {
  if (only !== 'postgres') {
    const data = tempDataDir();
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir: data.dir });
      let seeded;
      try {
        await database.migrate();
        seeded = await seed(database.db);
      } finally {
        await database.close();
      }
      await run({ label: 'PGlite (DATA_DIR)', kind: 'pglite', databaseUrl: '', dataDir: data.dir, seeded });
    } finally {
      data.remove();
    }
  }
  if (only === 'pglite') return;
  if (!process.env.DATABASE_URL) {
    console.log(`\n${SERVER_SKIPPED}`);
    return;
  }
  const created = await createServerDatabase();
  try {
    const database = await openDatabase({ kind: 'postgres', url: created.url });
    let seeded;
    let version;
    try {
      await database.migrate();
      seeded = await seed(database.db);
      version = await serverVersion(database.db);
    } finally {
      await database.close();
    }
    await run({ label: `PostgreSQL server (${version})`, kind: 'postgres', databaseUrl: created.url, seeded });
  } finally {
    await created.drop();
  }
}
