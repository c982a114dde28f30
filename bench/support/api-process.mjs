// One API process started for a benchmark, so the load generator does not share its event loop. The process is
// started by the tests' one starter (api/src/test/api-process.ts; the benches run under `node --import tsx`).
// PGlite in a temporary DATA_DIR unless `databaseUrl` is given; answers once /api/health does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startApiProcess } from '../../api/src/test/api-process.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export { freePort };

/** A temporary directory for an embedded database; `remove()` deletes it. */
export function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'motohaul-bench-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A bench is one address making thousands of accounts, sign-ins and quotes: every per-address and global limit is
 * raised so it measures the work, not the refusals (ADR 0027, ADR 0030). A bench's own `env` still wins.
 */
const UNLIMITED = Object.fromEntries(
  ['RATE_LIMIT_QUOTES', 'RATE_LIMIT_LOGINS', 'RATE_LIMIT_EVENTS', 'RATE_LIMIT_PASSWORD_RESETS', 'RATE_LIMIT_SIGNUPS', 'RATE_LIMIT_SIGNUPS_GLOBAL'].map(
    (name) => [name, '1000000'],
  ),
);

/**
 * Starts the API. `env` adds variables (e.g. RATE_LIMIT_QUOTES); `dataDir` reuses a seeded PGlite directory
 * (the caller removes it), otherwise a temporary one is made and removed by `stop()`. `nodeArgs` go to node
 * (e.g. --cpu-prof to profile the server).
 */
export async function startApi({ databaseUrl = '', dataDir, port, env = {}, nodeArgs = [] } = {}) {
  const temp = dataDir ? null : tempDataDir();
  try {
    const api = await startApiProcess(
      {
        DATA_DIR: dataDir ?? temp.dir,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'false',
        ...UNLIMITED,
        ...(port ? { PORT: String(port) } : {}),
        ...env,
      },
      // A loaded machine may need longer than the minute the tests allow: API_START_TIMEOUT_MS.
      { nodeArgs, timeoutMs: Number(process.env.API_START_TIMEOUT_MS ?? 60_000) },
    );
    const stop = async () => {
      await api.stop();
      temp?.remove();
    };
    return { baseUrl: api.url, pid: api.child.pid, stop };
  } catch (error) {
    temp?.remove();
    throw error;
  }
}
