import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_OPTIONS, wrapPglite, type DatabaseHandle } from '../db/database';
import { createScratchDatabase, onServer } from '../db/scratch-database';
import { loadLocalities } from '../contexts/leads/load-localities';
import './test-database';

/** Migrates and loads the localities; answers the tables left empty, the ones openTestDatabase empties again. */
async function migrateAndLoad(database: DatabaseHandle): Promise<string[]> {
  await database.migrate();
  await loadLocalities(database.db);
  type Rows<Row> = { rows: Row[] };
  const tables = (await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as Rows<{ tablename: string }>;
  const empty: string[] = [];
  for (const { tablename } of tables.rows) {
    const rows = (await database.db.execute(sql`select 1 from ${sql.identifier(tablename)} limit 1`)) as unknown as Rows<unknown>;
    if (rows.rows.length === 0) empty.push(tablename);
  }
  return empty;
}

/**
 * Once per run, the empty migrated database every test database starts from (the localities, reference data every
 * start loads, included). With DATABASE_URL set: a template database `motohaul_test_<random>` on that server, which
 * each test file copies (test-database.ts), dropped at the end. Without: a PGlite data directory dump in a temporary
 * file, which each test file loads into one in-memory PGlite of its own (test-database.ts).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'motohaul_test');
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    const emptyTables = await migrateAndLoad(database).finally(() => database.close());
    project.provide('testDatabaseServer', { serverUrl, template: scratch.name });
    project.provide('testDatabaseEmptyTables', emptyTables);
    project.provide('pgliteSnapshotFile', '');
    return async () => {
      // A file whose worker died leaves its copy behind: drop every copy of the template, then the template.
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      const copies = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [`${scratch.name}_`]);
      await client.end();
      for (const { datname } of copies.rows) await onServer(serverUrl, `drop database if exists "${datname}" with (force)`);
      await scratch.drop();
    };
  }
  const client = await PGlite.create(PGLITE_OPTIONS);
  const emptyTables = await migrateAndLoad(wrapPglite(client, () => undefined));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'motohaul-test-'));
  const file = path.join(dir, 'pglite-snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabaseServer', null);
  project.provide('pgliteSnapshotFile', file);
  project.provide('testDatabaseEmptyTables', emptyTables);
  return () => rmSync(dir, { recursive: true, force: true });
}
