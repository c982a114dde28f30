import path from 'node:path';
import { EnvError, loadEnv } from '../../config/env';
import { DataDirLockedError } from '../data-dir-lock';
import { backupDatabase, restoreDatabase } from './backup';

// npm run db:backup -- <file>   |   npm run db:restore -- <file>
// Uses the same DATABASE_URL / DATA_DIR as the API. PGlite must not be open in a running API (the lock refuses).

const [command, fileArgument] = process.argv.slice(2);
/** npm runs workspace scripts in api/: a relative path means relative to where the user typed the command. */
const file = fileArgument ? path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArgument) : undefined;

async function main() {
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('Usage: npm run db:backup -- <file>  or  npm run db:restore -- <file>');
    process.exit(2);
  }
  const env = loadEnv();
  const target = { databaseUrl: env.databaseUrl, dataDir: env.dataDir };
  if (command === 'backup') {
    const { kind, bytes } = await backupDatabase(target, file);
    console.info(`Backed up the ${kind} database to ${file} (${bytes} bytes)`);
  } else {
    const { kind, keptAs } = await restoreDatabase(target, file);
    console.info(`Restored the ${kind} database from ${file}${keptAs ? `; the previous data is kept in ${keptAs}` : ''}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof DataDirLockedError || error instanceof Error ? error.message : error);
  process.exit(1);
});
