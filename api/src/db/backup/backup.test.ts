import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../database';
import { leads } from '../schema';
import { backupDatabase, restoreDatabase, type BackupTarget } from './backup';
import { testDatabaseUrl } from '../../test/test-database';

const serverUrl = testDatabaseUrl();

const lead = (name: string) => ({
  customerName: name,
  customerPhone: '0412345678',
  motorcycleMake: 'Ducati',
  motorcycleModel: 'Monster',
  pickupLocation: 'Parramatta NSW 2150',
  dropoffLocation: 'Newcastle NSW 2300',
});

const readLeads = (database: DatabaseHandle) =>
  database.db
    .select({ id: leads.id, jobReference: leads.jobReference, customerName: leads.customerName })
    .from(leads)
    .orderBy(asc(leads.id));

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-backup-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** Backs up, changes the data, restores, and checks the data is exactly what was backed up. */
async function roundTrip(target: BackupTarget, open: () => Promise<DatabaseHandle>) {
  const file = path.join(tempDir(), 'motohaul.backup');
  let database = await open();
  await database.migrate();
  await database.db.insert(leads).values([lead('Before One'), lead('Before Two')]);
  const before = await readLeads(database);
  await database.close();

  await backupDatabase(target, file);
  expect(fs.statSync(file).size).toBeGreaterThan(0);

  database = await open();
  await database.db.insert(leads).values(lead('After Backup'));
  expect(await readLeads(database)).toHaveLength(3);
  await database.close();

  await restoreDatabase(target, file);

  database = await open();
  try {
    expect(await readLeads(database)).toEqual(before);
    // The sequence came back too: the next job reference follows the backed-up ones.
    const [next] = await database.db.insert(leads).values(lead('Next')).returning({ jobReference: leads.jobReference });
    expect(next!.jobReference).toBe(`MT-${Number(before[1]!.jobReference.slice(3)) + 1}`);
  } finally {
    await database.close();
  }
}

describe('database backup and restore', () => {
  it('when PGlite is backed up and restored, then the data equals the backup', async () => {
    const dataDir = tempDir();
    await roundTrip({ databaseUrl: null, dataDir }, () => openDatabase({ kind: 'pglite', dataDir }));
  });

  it('when the PGlite directory is in use by another process, then backup is refused with a clear message', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ kind: 'pglite', dataDir });
    cleanups.push(() => database.close());
    await expect(backupDatabase({ databaseUrl: null, dataDir }, path.join(dataDir, 'x.backup'))).rejects.toThrow(/Another process \(pid \d+\) is using DATA_DIR/);
  });

  it.skipIf(!serverUrl)('when a PostgreSQL database is dumped and restored, then the data equals the backup', async () => {
    const admin = new URL(serverUrl!);
    admin.pathname = '/postgres';
    const name = `motohaul_backup_${randomBytes(4).toString('hex')}`;
    const onServer = async (statement: string) => {
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await onServer(`create database "${name}"`);
    cleanups.push(() => onServer(`drop database if exists "${name}" with (force)`));
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    await roundTrip({ databaseUrl: url.toString(), dataDir: tempDir() }, () => openDatabase({ kind: 'postgres', url: url.toString() }));
  });
});
