// CRM query bench: seeds 100,000 leads and 1,000 purchases for one provider, then times the first page of
// GET /api/leads and GET /api/my-purchased-leads over real HTTP against the app (median of several runs)
// and prints the EXPLAIN ANALYZE of the queries behind them. Runs on PGlite, and on the PostgreSQL server
// too when DATABASE_URL is set (in a fresh database of its own, dropped afterwards).
//
//   node --import tsx bench/crm-queries.mjs          (npm run bench runs it after js-bytes)
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../api/src/app.ts';
import { loadEnv } from '../api/src/config/env.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { purchasedLeadsQuery } from '../api/src/modules/lead-purchases/lead-purchases-repository.ts';
import { availableCountQuery, availableLeadsQuery } from '../api/src/modules/leads/leads-repository.ts';
import { seal } from '../api/src/modules/auth/secrets.ts';
import { SESSION_COOKIE_NAME, SESSION_IDLE_SECONDS } from '../api/src/modules/auth/session.ts';

const LEADS = 100_000;
const PURCHASE_EVERY = 100; // every 100th lead is sold to the bench provider: 1,000 purchases
const RUNS = 7;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function seed(db) {
  const [provider] = (
    await db.execute(sql`insert into users (username, password, user_type, first_name, last_name, email)
      values ('bench-provider', 'not-a-hash', 'provider', 'Bench', 'Provider', 'bench@example.com') returning id`)
  ).rows;
  const started = performance.now();
  await db.execute(sql`
    insert into leads (customer_name, customer_phone, customer_email, customer_address, motorcycle_make, motorcycle_model,
      motorcycle_year, pickup_location, dropoff_location, timeframe, special_requests, status, price, created_at)
    select 'Rider' || g || ' Surname', '04' || lpad(g::text, 8, '0'), 'rider' || g || '@example.com',
      g || ' George Street, Parramatta NSW 2150', (array['Honda','Yamaha','Kawasaki','Ducati','BMW'])[1 + g % 5],
      'Model ' || (g % 50), 2000 + g % 25, g || ' George Street, Parramatta NSW 2150', (g % 300) || ' Hunter Street, Newcastle NSW 2300',
      'this_week', 'Bench lead ' || g, case when g % ${PURCHASE_EVERY} = 0 then 'sold' else 'available' end, '25.00',
      now() - make_interval(secs => g)
    from generate_series(1, ${LEADS}) g`);
  await db.execute(sql`
    insert into lead_purchases (lead_id, buyer_id, buyer_name, amount_paid, original_price, discount_amount, payment_status, purchased_at)
    select id, ${provider.id}, 'Bench Provider', '25.00', '25.00', '0.00', 'completed', created_at + interval '1 minute'
    from leads where status = 'sold'`);
  await db.execute(sql`vacuum analyze leads`);
  await db.execute(sql`vacuum analyze lead_purchases`);
  return { providerId: provider.id, seedSeconds: (performance.now() - started) / 1000 };
}

async function timeGet(baseUrl, path, cookie) {
  const times = [];
  let body;
  for (let run = 0; run <= RUNS; run += 1) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    body = await res.json();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
    if (run > 0) times.push(performance.now() - started); // run 0 warms up
  }
  return { ms: median(times), body };
}

async function explain(db, query) {
  const result = await db.execute(sql`explain analyze ${query.getSQL()}`);
  return result.rows.map((row) => `      ${row['QUERY PLAN']}`).join('\n');
}

async function bench(label, database) {
  await database.migrate();
  const { providerId, seedSeconds } = await seed(database.db);
  const env = loadEnv({ NODE_ENV: 'test' });
  const app = createApp({ env, database });
  const server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const baseUrl = `http://127.0.0.1:${server.address().port}`;
  const now = Date.now();
  const cookie = `${SESSION_COOKIE_NAME}=${await seal(
    { userId: providerId, sessionVersion: 1, issuedAt: now, renewedAt: now },
    env.sessionSecret,
    SESSION_IDLE_SECONDS,
  )}`;
  try {
    const leads = await timeGet(baseUrl, '/api/leads', cookie);
    const purchased = await timeGet(baseUrl, '/api/my-purchased-leads', cookie);
    console.log(`\n${label}: ${LEADS.toLocaleString('en-AU')} leads, ${purchased.body.length} purchases (seeded in ${seedSeconds.toFixed(1)} s)`);
    console.log(`  GET /api/leads (first page of ${leads.body.leads.length}, total ${leads.body.total}): median ${leads.ms.toFixed(1)} ms over ${RUNS} runs`);
    console.log(`  GET /api/my-purchased-leads (${purchased.body.length} rows): median ${purchased.ms.toFixed(1)} ms over ${RUNS} runs`);
    console.log('  EXPLAIN ANALYZE available leads, first page:');
    console.log(await explain(database.db, availableLeadsQuery(database.db, providerId, null, 50)));
    console.log('  EXPLAIN ANALYZE available leads, total:');
    console.log(await explain(database.db, availableCountQuery(database.db)));
    console.log('  EXPLAIN ANALYZE my purchased leads:');
    console.log(await explain(database.db, purchasedLeadsQuery(database.db, providerId, { includeArchived: false })));
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const pglite = await openDatabase({ kind: 'pglite-memory' });
try {
  await bench('PGlite (in memory)', pglite);
} finally {
  await pglite.close();
}

if (process.env.DATABASE_URL) {
  const name = `motohaul_bench_${randomBytes(4).toString('hex')}`;
  const onServer = async (statement) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database "${name}"`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const server = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    const [{ version }] = (await server.db.execute(sql`select version()`)).rows;
    await bench(`PostgreSQL server (${version.split(' ').slice(0, 2).join(' ')})`, server);
  } finally {
    await server.close();
    await onServer(`drop database if exists "${name}" with (force)`);
  }
} else {
  console.log('\nDATABASE_URL is unset: the PostgreSQL server run is skipped.');
}
process.exit(0);
