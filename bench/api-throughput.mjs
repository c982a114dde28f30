// API throughput (issue 8): autocannon, in a process of its own, against one API process (api/src/main.ts) for
// DURATION seconds per endpoint with CONNECTIONS connections: a trivial endpoint (GET /api/config/public, no
// database), GET /api/leads as a signed-in provider (first page of 50 of 100,000 available leads) and
// POST /api/leads (a valid quote; RATE_LIMIT_QUOTES raised for the run). Prints requests/s, p50/p99 latency and
// each as a share of the trivial endpoint's throughput; target: lead list and quote insert >= 40 % of trivial.
// Runs on PGlite and, when DATABASE_URL is set, on the PostgreSQL server (a fresh database, dropped afterwards).
//
//   node --import tsx bench/api-throughput.mjs     (DURATION=8 CONNECTIONS=20; npm run bench runs it)
import { providerCookie, quote } from './support/accounts.mjs';
import { startApi } from './support/api-process.mjs';
import { onEachBackendForProcess } from './support/backends.mjs';
import { load } from './support/load.mjs';
import { analyze, insertLeads } from './support/seed.mjs';

const LEADS = 100_000;
const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const TARGET = 0.4;

async function seed(db) {
  await insertLeads(db, { count: LEADS });
  await analyze(db, ['leads']);
}

async function bench({ label, databaseUrl, dataDir }) {
  const api = await startApi({ databaseUrl, dataDir, env: { RATE_LIMIT_QUOTES: '1000000', RATE_LIMIT_LOGINS: '1000000' } });
  try {
    const cookie = await providerCookie(api.baseUrl, 0);
    const page = await (await fetch(`${api.baseUrl}/api/leads`, { headers: { cookie } })).json();
    const endpoints = [
      { name: 'GET /api/config/public (trivial)', path: '/api/config/public' },
      { name: `GET /api/leads (provider, ${page.leads.length} of ${page.total.toLocaleString('en-AU')})`, path: '/api/leads', headers: { cookie } },
      {
        name: 'POST /api/leads (quote insert)',
        path: '/api/leads',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(quote(1)),
      },
    ];
    console.log(`\n${label}: ${CONNECTIONS} connections, ${DURATION} s per endpoint`);
    console.log(`  ${'endpoint'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  of trivial`);
    let trivial;
    for (const { name, path, method = 'GET', headers, body } of endpoints) {
      const options = { url: `${api.baseUrl}${path}`, method, headers, body, connections: CONNECTIONS };
      await load({ ...options, duration: 1 }); // warm-up
      const result = await load({ ...options, duration: DURATION });
      trivial ??= result.rps;
      const share = result.rps / trivial;
      const target = path === '/api/config/public' ? '' : `  (target >= ${TARGET * 100} %: ${share >= TARGET ? 'met' : 'MISSED'})`;
      const failures = result.non2xx + result.errors > 0 ? `  [${result.non2xx} non-2xx ${JSON.stringify(result.statusCodes)}, ${result.errors} errors]` : '';
      console.log(
        `  ${name.padEnd(44)} ${result.rps.toFixed(0).padStart(8)} ${String(result.p50).padStart(7)} ${String(result.p99).padStart(7)}  ${(share * 100).toFixed(0).padStart(4)} %${target}${failures}`,
      );
    }
  } finally {
    await api.stop();
  }
}

await onEachBackendForProcess(seed, bench);
process.exit(0);
