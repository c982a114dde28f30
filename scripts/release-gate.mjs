// The release gate (ADR 0088): before `npm run release` switches anything, a process of its own
// (scripts/release-gate-child.mjs, no secrets in its environment) draws every page of the new build's server routes
// with the shell's server bundle and the other remotes as released, and loads its browser entry and exposed modules.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** A bound for a render that never ends (a loop in a page): the check is stopped and the release refused. */
export const GATE_TIME_LIMIT_MS = 60_000;

/**
 * What fails when the build in `folder` of the remote `name` (mf_public) is drawn with the shell's server bundle
 * `shellFile` and `others` (remote name -> its released build folder): one line per route or file with its error;
 * none: it passed.
 */
export function gateFailures({ name, folder, shellFile, others, timeLimitMs = GATE_TIME_LIMIT_MS }) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'release-gate-child.mjs'), JSON.stringify({ name, folder, shellFile, others })], {
    cwd: path.dirname(here),
    // React's development build: the error of a page React left to the browser is in the markup (release-gate-child.mjs).
    env: { NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: timeLimitMs,
    maxBuffer: 16 * 1024 * 1024,
  });
  const lines = (child.output[3] ?? '').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  const failures = [...new Set(lines.filter((line) => line.failed).map((line) => `${line.failed}: ${line.error}`))];
  if (child.error?.code === 'ETIMEDOUT') failures.push(`${lines.findLast((line) => line.checking)?.checking ?? 'the check, before its first step'}: ran past ${timeLimitMs / 1000} s`);
  else if (child.status !== 0) failures.push(`the check stopped: ${child.error ?? child.stderr.trim().split('\n').slice(-3).join(' ')}`);
  return failures;
}
