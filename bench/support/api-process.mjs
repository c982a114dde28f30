// One API process (api/src/main.ts) started for a benchmark, so the load generator does not share its event loop.
// PGlite in a temporary DATA_DIR unless `databaseUrl` is given; waits until /api/health answers.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sleep } from './stats.mjs';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A temporary directory for an embedded database; `remove()` deletes it. */
export function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'motohaul-bench-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Starts the API. `env` adds variables (e.g. RATE_LIMIT_QUOTES); `dataDir` reuses a seeded PGlite directory
 * (the caller removes it), otherwise a temporary one is made and removed by `stop()`. `nodeArgs` go to node
 * (e.g. --cpu-prof to profile the server).
 */
export async function startApi({ databaseUrl = '', dataDir, port, env = {}, nodeArgs = [] } = {}) {
  const temp = dataDir ? null : tempDataDir();
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(REPO_ROOT, 'api/src/main.ts')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(listenPort),
      DATA_DIR: dataDir ?? temp.dir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    temp?.remove();
  };
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) {
      temp?.remove();
      throw new Error(`The API exited with ${child.exitCode}`);
    }
    if (await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)) break;
    if (i === 240) {
      await stop();
      throw new Error('The API did not answer /api/health within 60 s');
    }
    await sleep(250);
  }
  return { baseUrl, pid: child.pid, stop };
}
