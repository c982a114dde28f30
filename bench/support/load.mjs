// HTTP load with autocannon in a process of its own (load-runner.mjs); answers a summary of the run.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * `options` are autocannon's (url, method, headers, body, connections, duration), plus `sequence` to number each
 * request's body (load-runner.mjs). Answers requests/s (mean of
 * the per-second samples), p50/p99 latency in ms, the request count, non-2xx responses and connection errors.
 */
export async function load(options) {
  const { stdout } = await run(process.execPath, [path.join(import.meta.dirname, 'load-runner.mjs'), JSON.stringify(options)], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(stdout);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)])),
  };
}
