import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { createScratchDatabase } from '../db/scratch-database';
import { loadLocalities } from '../contexts/leads/load-localities';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fresh PostgreSQL database of this run, or null to use in-memory PGlite. */
    testDatabaseUrl: string | null;
  }
}

/**
 * With DATABASE_URL unset the API tests use in-memory PGlite. With it set, this run gets its
 * own database `motohaul_test_<random>` on that server, migrated and its localities loaded once, dropped at the end.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    project.provide('testDatabaseUrl', null);
    return;
  }
  const scratch = await createScratchDatabase(serverUrl, 'motohaul_test');

  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    await database.migrate();
    await loadLocalities(database.db);
  } finally {
    await database.close();
  }
  project.provide('testDatabaseUrl', scratch.url);

  return scratch.drop;
}
