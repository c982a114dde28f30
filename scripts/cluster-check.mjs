// `npm run cluster:check` (issue 44 item 7, ADR 0077): the deployment of docs/deploy.md on this machine, proven
// through a real load balancer. It starts a fresh database on the PostgreSQL server (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres), s3rver, two API processes and nginx with deploy/nginx.conf, then:
//   1. a quote, its live alert on both machines, a purchase and the pushes, through nginx;
//   2. a certificate uploaded through machine A and read through machine B;
//   3. a release of mf-public made with A's environment and served, server-rendered, by B; a rollback likewise;
//   4. a kill -9 of the process sending a lead's pushes to 500 devices: every device still gets its push.
// Each step prints as it passes, with its time; the first failure ends the run (exit 1). Everything started is
// stopped and the database dropped at the end, on a failure and on Ctrl-C. Nothing is downloaded.
import { startCluster } from './cluster-check/cluster.mjs';
import { certificateAcrossMachines } from './cluster-check/certificate-across-machines.mjs';
import { killDuringFanOut } from './cluster-check/kill-during-fan-out.mjs';
import { startPushReceiver } from './cluster-check/push-receiver.mjs';
import { quoteAlertPurchasePush } from './cluster-check/quote-alert-purchase-push.mjs';
import { releaseAcrossMachines } from './cluster-check/release-across-machines.mjs';

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** A push service far away answers in tens to hundreds of ms: a fan-out to 500 devices then lasts seconds. */
const PUSH_ANSWER_MS = 200;

const startedAt = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const log = (message) => console.info(`[cluster-check]   ${message}`);

const cleanups = [];
const defer = (cleanup) => cleanups.push(cleanup);
let stopping = null;
/** Stops everything started, last first; a cleanup that fails is reported and the others still run. */
function stopAll() {
  stopping ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`[cluster-check] while stopping: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`[cluster-check] ${signal}: stopping everything it started`);
    void stopAll().then(() => process.exit(130));
  });
}

async function step(title, run) {
  const since = performance.now();
  console.info(`[cluster-check] ${title}`);
  const result = await run();
  console.info(`[cluster-check] PASSED ${title} (${seconds(since)})`);
  return result;
}

let cluster;
try {
  cluster = await step('start: PostgreSQL database, s3rver, two API processes, nginx', () => startCluster({ serverUrl, defer, log }));
  const receiver = await startPushReceiver({ delayMs: PUSH_ANSWER_MS });
  defer(() => receiver.close());
  log(`push receiver at ${receiver.origin} (answers each push after ${PUSH_ANSWER_MS} ms)`);
  const context = { cluster, receiver, defer, log };

  await step('1/4 through nginx: a quote, its live alert, a purchase and a push', () => quoteAlertPurchasePush(context));
  await step('2/4 a certificate uploaded through machine A, read through machine B by its owner and the admin', () => certificateAcrossMachines(context));
  await step('3/4 a release of mf-public made through machine A, served server-rendered by machine B; a rollback', () => releaseAcrossMachines(context));
  await step('4/4 kill -9 of the process sending a lead to 500 devices: every device still gets its push', () => killDuringFanOut(context));
  if (receiver.errors.length > 0) throw new Error(`Pushes that failed the receiver's checks: ${receiver.errors.slice(0, 3).join('; ')}`);
  console.info(`[cluster-check] all passed in ${seconds(startedAt)}`);
  await stopAll();
} catch (error) {
  console.error(`[cluster-check] FAILED after ${seconds(startedAt)}: ${error instanceof Error ? error.message : String(error)}`);
  if (cluster) {
    const nginxErrors = cluster.nginx.errorLog().trim();
    if (nginxErrors) console.error(`[cluster-check] nginx's error log:\n${nginxErrors.split('\n').slice(-20).join('\n')}`);
    for (const machine of cluster.machines) {
      console.error(`[cluster-check] machine ${machine.name}'s last output:\n${machine.api.output().split('\n').slice(-25).join('\n')}`);
    }
  }
  await stopAll();
  process.exit(1);
}
