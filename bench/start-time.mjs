// How long `npm start` takes to serve (until GET /api/health answers 200) when no front end needs a build:
// a first start on a fresh data directory (migrations, localities, demo seed) and a restart on the same data.
// Usage: npm run build && node bench/start-time.mjs   (START_TIME_PORT, default 4395; START_TIME_RUNS, default 3;
// START_TIME_ROOT: a copy of the repository to start instead, when others edit this tree meanwhile)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONT_ENDS, staleReason } from '../scripts/build-inputs.mjs';

const root = process.env.START_TIME_ROOT
  ? path.resolve(process.env.START_TIME_ROOT)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.START_TIME_PORT ?? 4395);
const runs = Number(process.env.START_TIME_RUNS ?? 3);

const stale = FRONT_ENDS.map(([pkg, marker]) => staleReason(root, pkg, marker)).filter((reason) => reason !== null);
if (stale.length > 0) {
  console.error(`Some front ends would be built first (${stale.join('; ')}): run \`npm run build\`, then measure.`);
  process.exit(1);
}

// The default start: none of the variables a deployment would set.
const STRIPPED = /^(SMTP_URL|STRIPE_.*|ALLOW_FALLBACK_PURCHASE|APP_MODE|NODE_ENV|DATABASE_URL|SEED_DEMO|SESSION_SECRET.*)$/;
const baseEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !STRIPPED.test(name)));

async function healthy(url) {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

/** Starts `node scripts/start.mjs`, returns the ms until health answers and whether it built anything; then stops it. */
async function timeOneStart(dataDir) {
  const started = performance.now();
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...baseEnv, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let ms = null;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`start.mjs exited early:\n${output}`);
    if (await healthy(`http://127.0.0.1:${port}/api/health`)) {
      ms = performance.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill('SIGTERM');
  await exited;
  return { ms, built: /\[start\] .*: building/.test(output) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const first = [];
const restart = [];
for (let run = 0; run < runs; run += 1) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-start-time-'));
  try {
    const fresh = await timeOneStart(dataDir);
    const again = await timeOneStart(dataDir);
    if (fresh.built || again.built) throw new Error('A front end was built during the measurement: the figures would not be a start with nothing to rebuild.');
    first.push(fresh.ms);
    restart.push(again.ms);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
const fmt = (values) => `median ${(median(values) / 1000).toFixed(2)} s (runs: ${values.map((ms) => (ms / 1000).toFixed(2)).join(', ')})`;
console.info(`npm start until /api/health answers, nothing to rebuild, ${runs} runs:`);
console.info(`  first start, fresh data directory (migrate, localities, demo seed): ${fmt(first)}`);
console.info(`  restart on the same data:                                          ${fmt(restart)}`);
