// The baselines of the API benches, each a process of its own like the API, so both pay for the same framework and
// sockets: a bare Express 5 app with one JSON endpoint (no middleware, no database; bare-express-server.mjs), and
// the floors of a write and of a read, one INSERT or one indexed SELECT per request (bare-database-server.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './api-process.mjs';

/** Spawns `args` (after node) with the port appended first; answers { baseUrl, stop } once `probe` answers. */
async function startBare(script, args, probe, nodeArgs = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, path.join(import.meta.dirname, script), String(port), ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  // As long as an API process may take to start (bench/support/api-process.mjs): PGlite's start is most of it.
  const deadline = Date.now() + Number(process.env.API_START_TIMEOUT_MS ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ${script} process exited (${child.exitCode})`);
    try {
      if ((await probe(baseUrl)).status < 500) break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`The ${script} process did not answer`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts the bare app on a free port; answers { baseUrl, path, stop } once it answers. */
export async function startBareExpress() {
  const bare = await startBare('bare-express-server.mjs', [], (baseUrl) => fetch(`${baseUrl}/json`));
  return { ...bare, path: '/json' };
}

/**
 * Starts the floors of a quote and of the lead list: Express 5 and one INSERT into `leads` per POST /insert, one
 * indexed SELECT of 50 available leads per GET /leads, on the server database `databaseUrl`, else on PGlite in
 * `dataDir` (once the API that owned it stopped). Answers { baseUrl, insertPath, listPath, stop }.
 */
export async function startBareDatabase({ databaseUrl = '', dataDir = '' }) {
  const probe = (baseUrl) => fetch(`${baseUrl}/`); // any answer: it listens once migrated
  const bare = await startBare('bare-database-server.mjs', [databaseUrl, dataDir], probe, ['--import', 'tsx']);
  return { ...bare, insertPath: '/insert', listPath: '/leads' };
}
