// Step 3 of `npm run cluster:check`: a release of mf-public made with machine A's environment (`npm run release`),
// served by machine B: B's `/` is drawn by the release's server code (its markup carries the release), and B serves
// the release's browser code; then `npm run rollback` and B draws the release before. How soon, against the 1 s target,
// is printed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eventually } from './http.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** How soon every machine should serve a release or a rollback (issue 44 item 5): a figure the check prints. */
const SWITCH_TARGET_MS = 1000;
/**
 * How long the check waits before it calls machine B stuck. On these shared machines the switch's time is a figure to
 * print, not a timed assertion: B copies the release's hundred-odd files from s3rver first, 0.7-1.1 s here.
 */
const SWITCH_LIMIT_MS = 10_000;

/** `ms` and whether it is within the target. */
const againstTarget = (ms) => `${Math.round(ms)} ms later (target ${SWITCH_TARGET_MS} ms: ${ms <= SWITCH_TARGET_MS ? 'met' : 'NOT MET'})`;
/** Text of the home page's server-rendered markup (mf-public's hero). */
const HOME_TEXT = 'Get My Free Quote';

/** The releases of mf-public in the server markup of a machine's `/` (as e2e/tests/independent-release.spec.ts reads it). */
async function servedRelease(machine) {
  const response = await fetch(`${machine.url}/`, { headers: { Accept: 'text/html' } });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`Machine ${machine.name}'s / answered ${response.status}`);
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<template id="root-end">'));
  const releases = [...root.matchAll(/data-remote="mf_public" data-release="([^"]+)"/g)].map((match) => match[1]);
  return { release: releases.length === 1 ? releases[0] : null, drawn: root.includes(HOME_TEXT) };
}

/**
 * `npm run <script> -- mf-public ...args` with machine A's environment; fails with its output. Not spawnSync: s3rver
 * runs in this process and must answer the release's uploads meanwhile.
 */
function npmRun(script, args, env, timeoutMs = 300_000) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', 'mf-public', ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // npm passes SIGTERM on to the script it runs (and that to its build).
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`npm run ${script} -- mf-public ${args.join(' ')} failed (${signal ?? code}${signal === 'SIGTERM' ? `, stopped after ${timeoutMs / 1000} s` : ''}):\n${output}`));
    });
  });
}

export async function releaseAcrossMachines({ cluster, log }) {
  const missing = ['shell/dist', 'mf-public/dist'].filter((folder) => !existsSync(path.join(REPO_ROOT, folder)));
  if (missing.length > 0) throw new Error(`${missing.join(' and ')} missing: a release needs the front-end builds; run npm run build first`);
  const [a, b] = cluster.machines;
  const before = await servedRelease(b);
  if (!before.release || !before.drawn) throw new Error(`Machine B's / is not drawn by mf-public's server code (release ${before.release})`);

  const version = `cluster-${randomBytes(4).toString('hex')}`;
  let started = performance.now();
  const output = await npmRun('release', [version], a.env);
  const built = performance.now();
  let seen = before;
  const serves = (release) => servedRelease(b).then((served) => ((seen = served), served.release === release && served.drawn));
  await eventually(
    () => serves(version),
    SWITCH_LIMIT_MS,
    () => `Machine B did not draw / with release ${version} within ${SWITCH_LIMIT_MS} ms of npm run release on machine A (it drew ${JSON.stringify(seen)}); the release said:\n${output}`,
  );
  log(`release ${version} made with machine A's environment in ${((built - started) / 1000).toFixed(1)} s; machine B drew / with it ${againstTarget(performance.now() - built)}`);

  const remotes = await (await fetch(`${b.url}/remotes.json`)).json();
  const entry = String(remotes.mf_public ?? '');
  if (!entry.includes(version)) throw new Error(`Machine B's /remotes.json names ${entry} for mf_public, not release ${version}`);
  const code = await fetch(new URL(entry, b.url));
  if (code.status !== 200) throw new Error(`Machine B answered ${code.status} for the release's ${entry}`);
  log(`machine B serves the release's browser code (${entry})`);

  started = performance.now();
  await npmRun('rollback', [], a.env);
  const rolledBack = performance.now();
  await eventually(
    () => serves(before.release),
    SWITCH_LIMIT_MS,
    () => `Machine B did not draw / with release ${before.release} again within ${SWITCH_LIMIT_MS} ms of npm run rollback on machine A (it drew ${JSON.stringify(seen)})`,
  );
  log(`rollback in ${((rolledBack - started) / 1000).toFixed(1)} s; machine B drew / with ${before.release} again ${againstTarget(performance.now() - rolledBack)}`);
}
