// API throughput (issues 8, 17 and 44): autocannon, in a process of its own, for DURATION seconds per endpoint with
// CONNECTIONS connections, against a bare Express 5 JSON endpoint in a process of its own (the baseline: the
// framework and nothing else, support/bare-express.mjs) and one API process (api/src/main.ts): GET /api/config/public
// (the app's middleware, no database), GET /api/leads as a signed-in provider (first page of 50 of 100,000 available
// leads) and POST /api/leads (a valid quote, each request from a rider of its own; RATE_LIMIT_QUOTES raised). The
// baseline is measured first and last, and their mean is the 100 %. Prints requests/s, p50/p99 latency and each
// endpoint as a share of the baseline (for context only). Two floors are measured too, once the API stopped, on the
// same database, in a process of their own (support/bare-database-server.mjs): Express 5 and one indexed SELECT of
// the 50 newest available leads per request, what no lead list can beat, and Express 5 and one INSERT into leads per
// request, what no quote can beat. The share of its floor says how much of the gap is the API's own work; issue 44's
// targets: the lead list at least 50 % of its floor, the quote at least 60 %, each printed with its p99 beside the
// floor's. Runs on PGlite and, when DATABASE_URL is set, on the PostgreSQL server (a fresh database, dropped
// afterwards).
//
//   node --import tsx bench/api-throughput.mjs     (DURATION=8 CONNECTIONS=20; npm run bench runs it)
import { providerCookie, quote } from './support/accounts.mjs';
import { startApi } from './support/api-process.mjs';
import { startBareDatabase, startBareExpress } from './support/bare-express.mjs';
import { onEachBackendForProcess } from './support/backends.mjs';
import { load } from './support/load.mjs';
import { analyze, insertLeads } from './support/seed.mjs';

const LEADS = 100_000;
const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
/** The shares of their floors the lead list and a quote are to reach, on both databases (issue 44 items 2 and 3). */
const LIST_OF_FLOOR_TARGET = 0.5;
const QUOTE_OF_FLOOR_TARGET = 0.6;

async function seed(db) {
  await insertLeads(db, { count: LEADS });
  await analyze(db, ['leads']);
}

async function measure({ url, method = 'GET', headers, body, sequence }) {
  const options = { url, method, headers, body, sequence, connections: CONNECTIONS };
  await load({ ...options, duration: 1 }); // warm-up
  return load({ ...options, duration: DURATION });
}

const row = (name, result, share, note = '') => {
  const failures = result.non2xx + result.errors > 0 ? `  [${result.non2xx} non-2xx ${JSON.stringify(result.statusCodes)}, ${result.errors} errors]` : '';
  const shareText = share === null ? '' : `${(share * 100).toFixed(0).padStart(4)} %`;
  return `  ${name.padEnd(44)} ${result.rps.toFixed(0).padStart(8)} ${String(result.p50).padStart(7)} ${String(result.p99).padStart(7)}  ${shareText}${note}${failures}`;
};

async function bench({ label, databaseUrl, dataDir }) {
  const bare = await startBareExpress();
  const api = await startApi({ databaseUrl, dataDir, env: { RATE_LIMIT_QUOTES: '1000000', RATE_LIMIT_LOGINS: '1000000' } });
  try {
    const cookie = await providerCookie(api.baseUrl, 0);
    const page = await (await fetch(`${api.baseUrl}/api/leads`, { headers: { cookie } })).json();
    const endpoints = [
      { name: 'GET /api/config/public (app middleware)', url: `${api.baseUrl}/api/config/public` },
      {
        name: `GET /api/leads (provider, ${page.leads.length} of ${page.total.toLocaleString('en-AU')}${page.totalIsCapped ? '+' : ''})`,
        url: `${api.baseUrl}/api/leads`,
        headers: { cookie },
      },
      {
        name: 'POST /api/leads (quote insert)',
        url: `${api.baseUrl}/api/leads`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Each request a new rider (its own mobile): one phone repeated would be merged into one lead (ADR 0013).
        // (0412: an allocated mobile range; not every 04xx prefix is a valid number.)
        body: JSON.stringify({ ...quote(1), customerPhone: '0412{rider}' }),
        sequence: { placeholder: '{rider}', start: Math.floor(Math.random() * 900_000), digits: 6 },
      },
    ];
    console.log(`\n${label}: ${CONNECTIONS} connections, ${DURATION} s per endpoint`);
    console.log(`  ${'endpoint'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  of bare Express`);
    const bareFirst = await measure({ url: `${bare.baseUrl}${bare.path}` });
    const results = [];
    for (const endpoint of endpoints) results.push(await measure(endpoint));
    await api.stop();
    // The list's floor first, on the table the API listed (the floor's inserts then add leads).
    const floor = await startBareDatabase({ databaseUrl, dataDir });
    let listFloor;
    let quoteFloor;
    try {
      listFloor = await measure({ url: `${floor.baseUrl}${floor.listPath}` });
      quoteFloor = await measure({ ...endpoints[2], url: `${floor.baseUrl}${floor.insertPath}` });
    } finally {
      await floor.stop();
    }
    const bareLast = await measure({ url: `${bare.baseUrl}${bare.path}` });
    const baseline = (bareFirst.rps + bareLast.rps) / 2;
    console.log(row('bare Express 5 JSON (first)', bareFirst, null));
    console.log(row('bare Express 5 JSON (last)', bareLast, null));
    endpoints.forEach((endpoint, index) => console.log(row(endpoint.name, results[index], results[index].rps / baseline)));
    const ofFloor = (what, result, floorResult, target) => {
      const share = result.rps / floorResult.rps;
      const verdict = share >= target ? 'met' : 'MISSED';
      return `  (${what} reaches ${(share * 100).toFixed(0)} % of it, p99 ${result.p99} ms beside its ${floorResult.p99} ms; target >= ${target * 100} %: ${verdict})`;
    };
    console.log(row('floor: bare Express 5 + one SELECT of 50 leads', listFloor, listFloor.rps / baseline, ofFloor('the list', results[1], listFloor, LIST_OF_FLOOR_TARGET)));
    console.log(row('floor: bare Express 5 + one INSERT into leads', quoteFloor, quoteFloor.rps / baseline, ofFloor('the quote', results[2], quoteFloor, QUOTE_OF_FLOOR_TARGET)));
  } finally {
    await api.stop();
    await bare.stop();
  }
}

await onEachBackendForProcess(seed, bench);
process.exit(0);
