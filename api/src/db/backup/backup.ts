import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../data-dir-lock';
import { PGLITE_OPTIONS } from '../database';

// Backup and restore of the one database (issue 8): pg_dump / pg_restore for a PostgreSQL server,
// PGlite's own data-directory dump for the embedded database.

export interface BackupTarget {
  databaseUrl: string | null;
  dataDir: string;
}

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', (error) => reject(new Error(`${command} could not start (${error.message}); install the PostgreSQL client tools`)));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** Writes a backup of the database to `file`: a pg_dump custom-format archive, or a gzipped PGlite data directory. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<{ kind: 'postgres' | 'pglite'; bytes: number }> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, target.databaseUrl]);
    return { kind: 'postgres', bytes: fs.statSync(file).size };
  }
  if (!fs.existsSync(pgliteDir(target.dataDir))) throw new Error(`There is no database in ${target.dataDir} to back up`);
  const release = lockDataDir(target.dataDir);
  try {
    const client = await PGlite.create(pgliteDir(target.dataDir), PGLITE_OPTIONS);
    try {
      const dump = await client.dumpDataDir('gzip');
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
  return { kind: 'pglite', bytes: fs.statSync(file).size };
}

/**
 * Replaces the database with the backup in `file`. On a server every object of the backup is dropped and
 * recreated in one transaction; for PGlite the current directory is kept beside it as `pglite.before-restore-<time>`.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<{ kind: 'postgres' | 'pglite'; keptAs?: string }> {
  if (!fs.existsSync(file)) throw new Error(`No backup file at ${file}`);
  if (target.databaseUrl) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${target.databaseUrl}`, file]);
    return { kind: 'postgres' };
  }
  fs.mkdirSync(target.dataDir, { recursive: true });
  const release = lockDataDir(target.dataDir);
  try {
    const dir = pgliteDir(target.dataDir);
    let keptAs: string | undefined;
    if (fs.existsSync(dir)) {
      keptAs = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dir, keptAs);
    }
    const client = await PGlite.create(dir, { ...PGLITE_OPTIONS, loadDataDir: new Blob([fs.readFileSync(file)]) });
    await client.close();
    return { kind: 'pglite', keptAs };
  } finally {
    release();
  }
}
