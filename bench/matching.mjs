// Matching bench (issue 14, ADR 0012), not a timed test: seeds 100,000 available leads spread over Australia and
// 10,000 providers with service areas, then times
//   1. matching one new lead against the 10,000 providers' areas: every provider whose radius covers the pickup
//      (GiST users_service_geo_idx), and the live-alerts hub's form (of the connected providers, who is alerted);
//   2. the first page of available leads ordered by distance from a provider's base over the 100,000 leads
//      (k-nearest-neighbour on GiST leads_available_pickup_geo_idx), 'In my area' and 'All Australia', as the
//      query and over real HTTP (GET /api/leads),
// printing medians and EXPLAIN ANALYZE. Runs on PGlite, and on the PostgreSQL server when DATABASE_URL is set.
//
//   node --import tsx bench/matching.mjs
import { sql } from 'drizzle-orm';
import { nearestAvailableQuery, unplacedAvailableQuery } from '../api/src/contexts/leads/available-by-distance.ts';
import { providersCoveringQuery, usersCoveringQuery } from '../api/src/contexts/leads/notifications-repository.ts';
import { seal } from '../api/src/contexts/accounts/secrets.ts';
import { SESSION_COOKIE_NAME, SESSION_IDLE_SECONDS } from '../api/src/contexts/accounts/session.ts';
import { onEachBackendInProcess } from './support/backends.mjs';
import { explain, listenApp } from './support/in-process-app.mjs';
import { analyze, insertLeads, insertUser } from './support/seed.mjs';
import { median } from './support/stats.mjs';

const LEADS = 100_000;
const PROVIDERS = 10_000;
const RUNS = 15;

// Deterministic points over the continent's box (-10..-43.5 latitude, 113..153.6 longitude): some fall in the
// sea, which changes nothing for the index.
const latOf = (g) => sql`-10 - (((${g})::bigint * 7919) % 3350) / 100.0`;
const lonOf = (g) => sql`113 + (((${g})::bigint * 104729) % 4060) / 100.0`;

async function seed(db) {
  const started = performance.now();
  await insertLeads(db, { count: LEADS });
  await db.execute(sql`update leads set latitude = ${latOf(sql`id`)}, longitude = ${lonOf(sql`id`)},
    dropoff_latitude = ${latOf(sql`id + 17`)}, dropoff_longitude = ${lonOf(sql`id + 17`)}`);
  await db.execute(sql`
    insert into users (username, password, user_type, first_name, last_name, service_location, service_latitude, service_longitude, service_radius)
    select 'bench-area-' || g, 'not-a-hash', 'provider', 'Bench', 'Provider', 'Somewhere', ${latOf(sql`g * 3 + 1`)}, ${lonOf(sql`g * 3 + 1`)},
      (array[5, 10, 15, 20, 25, 30, 50, 100])[1 + g % 8]
    from generate_series(1, ${PROVIDERS}) g`);
  const provider = await insertUser(db, { username: 'bench-base', userType: 'provider', lastName: 'Base' });
  // Based in Parramatta, 50 km.
  await db.execute(sql`update users set service_location = 'Parramatta NSW 2150', service_latitude = -33.815, service_longitude = 151.0011,
    service_radius = 50 where id = ${provider.id}`);
  await analyze(db, ['leads', 'users']);
  return { provider, seedSeconds: (performance.now() - started) / 1000 };
}

async function timeQuery(build, runs = RUNS) {
  const times = [];
  let rows;
  for (let run = 0; run <= runs; run += 1) {
    const started = performance.now();
    rows = await build();
    if (run > 0) times.push(performance.now() - started);
  }
  return { ms: median(times), rows };
}

/** The median of `runs` GETs of `path` after one warm-up (each list reads the database, ADR 0078), and the last body. */
async function timeGet(baseUrl, path, cookie, runs) {
  const times = [];
  let body;
  for (let run = 0; run <= runs; run += 1) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    body = await res.json();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
    if (run > 0) times.push(performance.now() - started);
  }
  return { ms: median(times), body };
}

async function bench(label, database) {
  await database.migrate();
  const { db } = database;
  const { provider, seedSeconds } = await seed(db);
  const parramatta = { latitude: -33.815, longitude: 151.0011, radiusKm: 50 };
  console.log(`\n${label}: ${LEADS.toLocaleString('en-AU')} placed leads, ${PROVIDERS.toLocaleString('en-AU')} provider areas (seeded in ${seedSeconds.toFixed(1)} s)`);

  // 1. One new lead against every provider's area.
  const perth = { latitude: -31.9523, longitude: 115.8613 };
  const covering = await timeQuery(() => providersCoveringQuery(db, perth.latitude, perth.longitude));
  console.log(`  providers whose area covers a Perth pickup (GiST): ${covering.rows.length} of ${PROVIDERS}, median ${covering.ms.toFixed(2)} ms over ${RUNS} runs`);
  const ids = (await db.execute(sql`select id from users where user_type = 'provider'`)).rows.map((row) => Number(row.id));
  const hub = await timeQuery(() => usersCoveringQuery(db, ids, perth.latitude, perth.longitude));
  console.log(`  the hub's check with all ${ids.length} providers connected: ${hub.rows.length} alerted, median ${hub.ms.toFixed(2)} ms over ${RUNS} runs`);
  console.log('  EXPLAIN ANALYZE providers covering the pickup:');
  console.log(await explain(db, providersCoveringQuery(db, perth.latitude, perth.longitude)));

  // 2. The first page nearest first.
  const mine = await timeQuery(() => nearestAvailableQuery(db, parramatta, true, null, 50));
  const all = await timeQuery(() => nearestAvailableQuery(db, parramatta, false, null, 50));
  const last = all.rows[49];
  const next = await timeQuery(() => nearestAvailableQuery(db, parramatta, false, { chord: last.chord, id: last.lead.id }, 50));
  const unplaced = await timeQuery(() => unplacedAvailableQuery(db, null, 50));
  console.log(`  first page nearest first, In my area (50 km): ${Math.min(mine.rows.length, 50)} leads, median ${mine.ms.toFixed(2)} ms`);
  console.log(`  first page nearest first, All Australia: ${Math.min(all.rows.length, 50)} leads (nearest ${all.rows[0].distanceKm} km, 50th ${last.distanceKm} km), median ${all.ms.toFixed(2)} ms`);
  console.log(`  second page (cursor on distance), All Australia: median ${next.ms.toFixed(2)} ms; unplaced leads page: median ${unplaced.ms.toFixed(2)} ms`);

  const app = await listenApp(database);
  const now = Date.now();
  const cookie = `${SESSION_COOKIE_NAME}=${await seal(
    { userId: provider.id, sessionVersion: provider.sessionVersion, issuedAt: now, renewedAt: now },
    app.env.sessionSecret,
    SESSION_IDLE_SECONDS,
  )}`;
  try {
    const httpMine = await timeGet(app.baseUrl, '/api/leads?area=mine', cookie, 10);
    const httpAll = await timeGet(app.baseUrl, '/api/leads?area=all', cookie, 10);
    console.log(`  GET /api/leads?area=mine (uncached, total ${httpMine.body.total}): median ${httpMine.ms.toFixed(1)} ms over 10 runs`);
    console.log(`  GET /api/leads?area=all (uncached, total ${httpAll.body.total}): median ${httpAll.ms.toFixed(1)} ms over 10 runs`);
  } finally {
    await app.close();
  }
  console.log('  EXPLAIN ANALYZE first page nearest first, All Australia:');
  console.log(await explain(db, nearestAvailableQuery(db, parramatta, false, null, 50)));
  console.log('  EXPLAIN ANALYZE first page nearest first, In my area:');
  console.log(await explain(db, nearestAvailableQuery(db, parramatta, true, null, 50)));
}

await onEachBackendInProcess(bench);
process.exit(0);
