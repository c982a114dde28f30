// Live-alert fan-out (issue 6): holds CLIENTS event streams on ONE API process, posts LEADS quotes and prints
// the p50 / p99 time from POST /api/leads to each stream receiving the new_lead event, and the server's memory
// per open stream (RSS delta / streams). Streams belong to CLIENTS/5 providers (the per-user cap is 5).
// Usage: node bench/sse-fanout.mjs   (CLIENTS=1000 LEADS=20; DATABASE_URL=postgres://... runs on a fresh database
// of that server, created and dropped by the benchmark; otherwise on a temporary embedded PGlite)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const LEADS = Number(process.env.LEADS ?? 20);
const PER_USER = 5;
const repoRoot = path.resolve(import.meta.dirname, '..');

// Each stream is a socket on both ends: make sure this process may open enough files.
if (!process.env.SSE_BENCH_CHILD) {
  const shell = spawnSync('sh', ['-c', `ulimit -n ${CLIENTS * 2 + 512} 2>/dev/null || true; exec "$0" "$@"`, process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, SSE_BENCH_CHILD: '1' },
  });
  process.exit(shell.status ?? 1);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server of DATABASE_URL (dropped at the end), or null for PGlite. */
async function benchDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: '', drop: async () => {} };
  const name = `motohaul_bench_${Date.now().toString(36)}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`) };
}

async function startApi() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'motohaul-sse-bench-'));
  const database = await benchDatabase();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/main.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      RATE_LIMIT_QUOTES: '1000000',
      RATE_LIMIT_LOGINS: '1000000',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}`);
    if (await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)) break;
    await sleep(250);
  }
  return {
    baseUrl,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

async function providerCookie(baseUrl, index) {
  const username = `bench-provider-${index}-${Date.now()}`;
  const password = 'bench-pass-123';
  const signup = await fetch(`${baseUrl}/api/auth/provider/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username,
      password,
      firstName: 'Bench',
      lastName: `Provider ${index}`,
      phone: '0400 000 000',
      companyName: `Bench Transport ${index}`,
      email: `${username}@example.com`,
    }),
  });
  if (!signup.ok) throw new Error(`Provider signup failed: ${signup.status} ${await signup.text()}`);
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`Login failed: ${login.status} ${await login.text()}`);
  return login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** One stream: resolves once 'connected' arrived; records when each lead id arrives. */
function openStream(baseUrl, cookie, agent, arrivals) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/notifications/stream`, { agent, headers: { Cookie: cookie, Accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`Stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        const now = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!data) continue;
          const event = JSON.parse(data);
          if (event.type === 'connected') resolve(request);
          else if (event.type === 'new_lead') arrivals.push({ id: event.data.id, at: now });
        }
      });
    });
    request.on('error', reject);
  });
}

const quote = (index) => ({
  pickupLocation: 'Parramatta NSW 2150',
  dropoffLocation: 'Newcastle NSW 2300',
  timeframe: 'this_week',
  isFlexibleDates: true,
  motorcycleMake: 'Bench',
  motorcycleModel: `Model ${index}`,
  canRollAndSteer: true,
  customerName: 'Bench Rider',
  customerPhone: '0412 345 678',
});

const api = await startApi();
try {
  const users = Math.ceil(CLIENTS / PER_USER);
  const cookies = [];
  for (let i = 0; i < users; i += 10) {
    cookies.push(...(await Promise.all(Array.from({ length: Math.min(10, users - i) }, (_, j) => providerCookie(api.baseUrl, i + j)))));
  }
  await sleep(500);
  global.gc?.();
  const rssBefore = rssOf(api.pid);

  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const arrivals = [];
  const requests = [];
  for (let i = 0; i < CLIENTS; i += 50) {
    requests.push(
      ...(await Promise.all(Array.from({ length: Math.min(50, CLIENTS - i) }, (_, j) => openStream(api.baseUrl, cookies[Math.floor((i + j) / PER_USER)], agent, arrivals)))),
    );
  }
  await sleep(1000);
  const rssAfter = rssOf(api.pid);

  const postedAt = new Map();
  for (let i = 0; i < LEADS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${api.baseUrl}/api/leads`, {
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
  console.log(`SSE fan-out on one API process (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${CLIENTS} streams, ${LEADS} leads`);
  console.log(`  delivered            ${delays.length} of ${CLIENTS * LEADS} events`);
  console.log(`  delivery p50         ${percentile(delays, 50).toFixed(1)} ms`);
  console.log(`  delivery p99         ${percentile(delays, 99).toFixed(1)} ms`);
  console.log(`  delivery max         ${delays[delays.length - 1].toFixed(1)} ms`);
  console.log(`  server RSS           ${mb(rssBefore)} before, ${mb(rssAfter)} with ${CLIENTS} streams`);
  console.log(`  memory per stream    ${((rssAfter - rssBefore) / CLIENTS / 1024).toFixed(1)} KB (RSS delta / streams)`);
  requests.forEach((request) => request.destroy());
} finally {
  await api.stop();
}
