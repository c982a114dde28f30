// The cluster `npm run cluster:check` proves (docs/deploy.md): a fresh database on the PostgreSQL server, an
// S3-protocol store (s3rver), two API processes (machines A and B, each with a data folder of its own, so nothing
// is shared through a disk) and nginx in front of them with deploy/nginx.conf.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort, startApiProcess } from '../../api/src/test/api-process.ts';
import { createScratchDatabase } from '../../api/src/db/scratch-database.ts';
import { nginxConfig, startNginx } from './nginx.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const BUCKET = 'motohaul-cluster';

/**
 * Starts the cluster; every part started is handed to `defer` to be stopped (the caller stops them in reverse
 * order, also when a later part fails to start). `serverUrl` is the PostgreSQL server's maintenance database.
 */
export async function startCluster({ serverUrl, defer, log }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'motohaul-cluster-'));
  // nginx's workers run as an unprivileged user when the check runs as root: they must reach its temp folders.
  chmodSync(dir, 0o755);
  defer(() => rmSync(dir, { recursive: true, force: true }));

  const database = await createScratchDatabase(serverUrl, 'cluster_check');
  defer(() => database.drop());
  log(`database ${database.name} on ${new URL(serverUrl).host}`);

  mkdirSync(path.join(dir, 's3'));
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: BUCKET }] });
  const { port: s3Port } = await s3.run();
  defer(() => {
    s3.httpServer.closeAllConnections();
    return s3.close();
  });
  log(`s3rver at http://127.0.0.1:${s3Port}, bucket ${BUCKET}`);

  const [nginxPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${nginxPort}`;
  const sessionSecret = randomBytes(32).toString('base64url');
  /** What an operator gives every machine (docs/deploy.md), besides its own PORT and DATA_DIR. */
  const shared = {
    DATABASE_URL: database.url,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    SESSION_SECRET: sessionSecret,
    PUBLIC_ORIGIN: origin,
    TRUST_PROXY_HOPS: '1',
    // Demo mode: the 'Complete Purchase' path without a card, and the demo accounts (seeded once, under a lock).
    APP_MODE: 'demo',
    SEED_DEMO: 'true',
  };
  const machineEnv = (name, port) => {
    const dataDir = path.join(dir, `machine-${name}`);
    mkdirSync(dataDir);
    // NODE_ENV=test: the one setting that lets the API push to the check's receiver on 127.0.0.1 (push-endpoint-guard.ts:
    // outside tests, demo mode pushes only to its own demo phone).
    return { ...shared, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(port) };
  };

  const envA = machineEnv('a', portA);
  const envB = machineEnv('b', portB);
  // Started together, as a deployment would: the migrations and the demo data are applied once, under a lock.
  const [a, b] = await Promise.all(
    [envA, envB].map(async (env) => {
      const api = await startApiProcess(env, { timeoutMs: 180_000 });
      defer(() => api.stop());
      return api;
    }),
  );
  const machines = [
    { name: 'A', api: a, env: envA, url: a.url, port: portA, pid: a.child.pid },
    { name: 'B', api: b, env: envB, url: b.url, port: portB, pid: b.child.pid },
  ];
  machines.forEach((machine) => log(`machine ${machine.name}: API process ${machine.pid} at ${machine.url}`));

  const template = readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const nginx = await startNginx({
    prefix: path.join(dir, 'nginx'),
    config: nginxConfig(template, { listenPort: nginxPort, apiPorts: [portA, portB] }),
    readyUrl: `${origin}/api/health`,
  });
  defer(() => nginx.stop());
  log(`nginx ${nginx.pid} at ${origin} with deploy/nginx.conf`);

  /** The machine that answered a response through nginx (its X-Upstream header: the last address nginx tried). */
  const answeredBy = (response) => {
    const upstream = (response.headers.get?.('x-upstream') ?? response.headers['x-upstream'] ?? '').split(',').pop().trim();
    return machines.find((machine) => upstream === `127.0.0.1:${machine.port}`) ?? null;
  };
  return { origin, databaseUrl: database.url, machines, answeredBy, nginx };
}
