// The API app listening in this process on a database handle, and median timings of GET requests against it.
import { sql } from 'drizzle-orm';
import { createApp } from '../../api/src/app.ts';
import { loadEnv } from '../../api/src/config/env.ts';
import { openBenchJobs } from './jobs.mjs';
import { median } from './stats.mjs';

/** Listens on a free port; answers { env, baseUrl, close }. */
export async function listenApp(database) {
  const env = loadEnv({ NODE_ENV: 'test' });
  const queue = await openBenchJobs(database, { env, work: true });
  const app = createApp({ env, database, jobs: queue.jobs });
  const server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    env,
    baseUrl: `http://127.0.0.1:${server.address().port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await queue.stop();
    },
  };
}

/** The median time of `runs` GETs of `path` (after one warm-up) and the last body; throws on a non-2xx. */
export async function timeGet(baseUrl, path, headers, runs) {
  const times = [];
  let body;
  for (let run = 0; run <= runs; run += 1) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, { headers });
    body = await res.json();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
    if (run > 0) times.push(performance.now() - started); // run 0 warms up
  }
  return { ms: median(times), body };
}

/** EXPLAIN ANALYZE of a drizzle query, indented for the report. */
export async function explain(db, query) {
  const result = await db.execute(sql`explain analyze ${query.getSQL()}`);
  return result.rows.map((row) => `      ${row['QUERY PLAN']}`).join('\n');
}
