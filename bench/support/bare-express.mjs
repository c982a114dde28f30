// The baseline of the API benches: a bare Express 5 app with one JSON endpoint (no middleware, no database), run
// as a process of its own (bare-express-server.mjs) like the API, so both pay for the same framework and sockets.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './api-process.mjs';

/** Starts the bare app on a free port; answers { baseUrl, path, stop } once it answers. */
export async function startBareExpress() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-express-server.mjs'), String(port)], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The bare Express process exited (${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/json`)).ok) break;
    } catch {
      if (attempt > 100) throw new Error('The bare Express process did not answer');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    path: '/json',
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
