import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Settings of one end-to-end run. playwright.config.ts is evaluated in the runner and again in every
// worker; values are fixed in process.env on the first evaluation so workers (which inherit the
// environment) agree with the runner.
const env = process.env;
env.E2E_RUN_ID ??= `${Date.now()}_${process.pid}`;
env.E2E_PORT ??= '4380';
// E2E_PORT + 1 is the card-payment spec's own server (crm-card-payment.spec.ts).
env.E2E_DEFAULT_START_PORT ??= String(Number(env.E2E_PORT) + 2);

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const runId = env.E2E_RUN_ID;
export const port = Number(env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
export const workDir = path.join(tmpdir(), `motohaul-e2e-${runId}`);
export const dataDir = path.join(workDir, 'data');
export const releasesDir = path.join(workDir, 'releases');
export const remotesFile = path.join(workDir, 'remotes.json');

/** The second server: the product exactly as `npm start` runs it (tests/default-start), on its own port and data. */
export const defaultStartPort = Number(env.E2E_DEFAULT_START_PORT);
export const defaultStartURL = `http://127.0.0.1:${defaultStartPort}`;
export const defaultStartDataDir = path.join(workDir, 'default-start-data');

/** When set, the server under test uses a fresh database on this PostgreSQL server (CI does). */
export const serverDatabaseUrl = env.E2E_DATABASE_URL;
export const databaseName = `motohaul_e2e_${runId}`;
export const databaseUrl = serverDatabaseUrl
  ? (() => {
      const url = new URL(serverDatabaseUrl);
      url.pathname = `/${databaseName}`;
      return url.toString();
    })()
  : undefined;

export const defaultRemotes = {
  mf_public: '/remotes/mf-public/remoteEntry.js',
  mf_quote: '/remotes/mf-quote/remoteEntry.js',
  mf_crm: '/remotes/mf-crm/remoteEntry.js',
  mf_admin: '/remotes/mf-admin/remoteEntry.js',
};

export function writeRemotes(map: Record<string, string>): void {
  writeFileSync(remotesFile, `${JSON.stringify(map, null, 2)}\n`);
}

export function prepareWorkDir(): void {
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(releasesDir, { recursive: true });
  if (!existsSync(remotesFile)) writeRemotes(defaultRemotes);
}
