import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startApiProcess } from '../../api/src/test/api-process';
import { workDir } from './e2e-env';

export interface ApiServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts one more instance of the product (API, shell and remotes on one origin) with its own embedded database
 * and extra environment, e.g. Stripe settings pointing at the fake, through the tests' one process starter.
 * Answers once /api/health is up.
 */
export async function startApiServer(port: number, env: Record<string, string>): Promise<ApiServer> {
  const dataDir = path.join(workDir, `data-${port}`);
  mkdirSync(dataDir, { recursive: true });
  const api = await startApiProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REMOTES_FILE: '',
    SEED_DEMO: 'true',
    RATE_LIMIT_QUOTES: '100000',
    RATE_LIMIT_EVENTS: '100000',
    RATE_LIMIT_SIGNUPS: '100000',
    RATE_LIMIT_SIGNUPS_GLOBAL: '100000',
    ...env,
  });
  return {
    url: api.url,
    async stop() {
      await api.stop();
    },
  };
}
