import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { dataDir, databaseName, databaseUrl, port, prepareWorkDir, releasesDir, remotesFile, repoRoot, serverDatabaseUrl } from './e2e-env';
import { startMailbox } from './mailbox';

// Starts the product as `npm start` serves it (one origin), on a fresh database of its own.
prepareWorkDir();

if (serverDatabaseUrl) {
  const admin = new pg.Client({ connectionString: serverDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${databaseName}"`);
  await admin.end();
}

// The API's emails (password reset) go to this local SMTP server; tests read them with readLatestMail.
const mailbox = await startMailbox();

const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api', 'src', 'main.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    REMOTES_FILE: remotesFile,
    RELEASES_DIR: releasesDir,
    SEED_DEMO: 'true',
    RATE_LIMIT_QUOTES: '100000',
    RATE_LIMIT_EVENTS: '100000',
    RATE_LIMIT_LOGINS: '100000',
    RATE_LIMIT_PASSWORD_RESETS: '100000',
    RATE_LIMIT_RESET_EMAILS: '1000',
    SMTP_URL: mailbox.url,
  },
});

async function stop(): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await mailbox.close();
  if (serverDatabaseUrl) {
    const admin = new pg.Client({ connectionString: serverDatabaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.end();
  }
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
child.on('exit', (code) => {
  if (code !== 0 && code !== null) process.exit(code);
});
