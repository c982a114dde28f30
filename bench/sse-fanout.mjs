// Live-alert fan-out (issues 6 and 17): holds CLIENTS event streams on PROCESSES API processes, posts LEADS quotes
// and prints the p50 / p99 time from POST /api/leads to each stream receiving the new_lead event, and the servers'
// memory per open stream (sum of the RSS deltas / streams). Streams belong to CLIENTS/5 providers (the per-user cap
// is 5) and are spread over the processes in turn; the quotes are posted to each process in turn, so with two
// processes half the deliveries cross from one process to the other through PostgreSQL's LISTEN/NOTIFY.
// Usage: node --import tsx bench/sse-fanout.mjs   (CLIENTS=1000 LEADS=20 PROCESSES=1; DATABASE_URL=postgres://... runs on a
// fresh database of that server, created and dropped by the benchmark; otherwise on a temporary embedded PGlite,
// which is one process only). Issue 17's mode: CLIENTS=10000 PROCESSES=2 DATABASE_URL=postgres://...
// Target there: p99 <= 250 ms (memory per stream is printed; its 10 KB target is retired, ADR 0041). PORT=n puts the API processes on ports n, n+1, ... (else free ones);
// SERVER_NODE_ARGS gives them node flags (e.g. --max-semi-space-size=1, ADR 0038).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { providerCookies, quote } from './support/accounts.mjs';
import { startApi } from './support/api-process.mjs';
import { openStream } from './support/event-stream.mjs';
import { createServerDatabase } from './support/server-database.mjs';
import { percentile, sleep } from './support/stats.mjs';

const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const LEADS = Number(process.env.LEADS ?? 20);
const PROCESSES = Number(process.env.PROCESSES ?? 1);
const PER_USER = 5;
const PORT = Number(process.env.PORT ?? 0);
const SERVER_NODE_ARGS = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
if (PROCESSES > 1 && !process.env.DATABASE_URL) {
  console.error('PROCESSES > 1 needs DATABASE_URL: the embedded database is one process only.');
  process.exit(2);
}

// Each stream is a socket on both ends: make sure this process may open enough files.
if (!process.env.SSE_BENCH_CHILD) {
  const shell = spawnSync('sh', ['-c', `ulimit -n ${CLIENTS * 2 + 512} 2>/dev/null || true; exec "$0" "$@"`, process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, SSE_BENCH_CHILD: '1' },
  });
  process.exit(shell.status ?? 1);
}

const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * PROCESSES API processes on a fresh database of the server of DATABASE_URL (dropped at the end), or one on a
 * temporary PGlite. The first migrates the database before the others start.
 */
async function startBenchApis() {
  const database = process.env.DATABASE_URL ? await createServerDatabase() : null;
  const apis = [];
  const stop = async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await database?.drop();
  };
  try {
    for (let i = 0; i < PROCESSES; i += 1) apis.push(await startApi({ databaseUrl: database?.url ?? '', port: PORT ? PORT + i : undefined, nodeArgs: SERVER_NODE_ARGS }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { apis, stop };
}

const { apis, stop } = await startBenchApis();
try {
  const users = Math.ceil(CLIENTS / PER_USER);
  const cookies = await providerCookies(apis[0].baseUrl, users);
  await sleep(500);
  const rssBefore = apis.map((api) => rssOf(api.pid));

  const arrivals = [];
  const requests = [];
  for (let i = 0; i < CLIENTS; i += 50) {
    requests.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, CLIENTS - i) }, (_, j) =>
          openStream(apis[(i + j) % apis.length].baseUrl, cookies[Math.floor((i + j) / PER_USER)], arrivals),
        ),
      )),
    );
  }
  await sleep(1000);
  const rssAfter = apis.map((api) => rssOf(api.pid));
  const rssDelta = rssAfter.reduce((sum, rss, i) => sum + rss - rssBefore[i], 0);

  const postedAt = new Map();
  for (let i = 0; i < LEADS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${apis[i % apis.length].baseUrl}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(quote(i)),
    });
    if (response.status !== 201) throw new Error(`POST /api/leads answered ${response.status}`);
    postedAt.set((await response.json()).id, started);
    await sleep(250);
  }
  const deadline = performance.now() + 10_000;
  while (arrivals.length < CLIENTS * LEADS && performance.now() < deadline) await sleep(100);

  const delays = arrivals.filter((a) => postedAt.has(a.id)).map((a) => a.at - postedAt.get(a.id)).sort((a, b) => a - b);
  const where = `${PROCESSES === 1 ? 'one API process' : `${PROCESSES} API processes`} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`;
  console.log(`SSE fan-out on ${where}: ${CLIENTS} streams, ${LEADS} leads`);
  console.log(`  delivered            ${delays.length} of ${CLIENTS * LEADS} events`);
  if (delays.length === 0) {
    // A measurement that failed is a failure, not a figure.
    console.log('  FAILED: no event was delivered');
    process.exitCode = 1;
  } else {
    if (delays.length < CLIENTS * LEADS) process.exitCode = 1;
    console.log(`  delivery p50         ${percentile(delays, 50).toFixed(1)} ms`);
    console.log(`  delivery p99         ${percentile(delays, 99).toFixed(1)} ms`);
    console.log(`  delivery max         ${delays[delays.length - 1].toFixed(1)} ms`);
  }
  console.log(`  server RSS           ${apis.map((_, i) => `${mb(rssBefore[i])} -> ${mb(rssAfter[i])}`).join(', ')} with ${CLIENTS} streams`);
  if (rssDelta <= 0) {
    // The process's own memory shrank while the streams opened (PGlite in the process returns pages): the delta
    // measures that, not the streams. A failed measurement, not a figure.
    console.log(`  memory per stream    FAILED: the servers' RSS went down by ${mb(-rssDelta)} while ${CLIENTS} streams opened`);
    process.exitCode = 1;
  } else {
    console.log(`  memory per stream    ${(rssDelta / CLIENTS / 1024).toFixed(1)} KB (sum of RSS deltas / streams)`);
  }
  requests.forEach((request) => request.destroy());
} finally {
  await stop();
}
