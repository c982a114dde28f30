import pg from 'pg';
import { startApiProcess } from '../../api/src/test/api-process';
import { dataDir, databaseName, databaseUrl, port, prepareWorkDir, releasesDir, remotesFile, serverDatabaseUrl } from './e2e-env';
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

// Through the tests' one process starter (api/src/test/api-process.ts), printing the server's output as it comes.
const api = await startApiProcess(
  {
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
    RATE_LIMIT_SIGNUPS: '100000',
    RATE_LIMIT_SIGNUPS_GLOBAL: '100000',
    SMTP_URL: mailbox.url,
    // One proxy hop, as behind the load balancer: a test's rider may say it is on another network (X-Forwarded-For)
    // than the provider who buys its request, whose review would otherwise wait for an admin (ADR 0080).
    TRUST_PROXY_HOPS: '1',
  },
  { echo: true, timeoutMs: 180_000 },
);

async function stop(): Promise<void> {
  await api.stop();
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
api.child.on('exit', (code) => {
  if (code !== 0 && code !== null) process.exit(code);
});
