import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, workDir } from './e2e-env';

export interface ApiServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts one more instance of the product (API, shell and remotes on one origin) with its own embedded database
 * and extra environment, e.g. Stripe settings pointing at the fake. Answers once /api/health is up.
 */
export async function startApiServer(port: number, env: Record<string, string>): Promise<ApiServer> {
  const dataDir = path.join(workDir, `data-${port}`);
  mkdirSync(dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api', 'src', 'main.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REMOTES_FILE: '',
      SEED_DEMO: 'true',
      RATE_LIMIT_QUOTES: '100000',
      RATE_LIMIT_EVENTS: '100000',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API on port ${port} exited with code ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The API on port ${port} did not start within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
