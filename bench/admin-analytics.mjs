// Admin analytics bench: seeds 100,000 leads (5 % of them providers' manual leads) and 10,000 purchases spread
// over 50 providers, two years and every sales stage (some archived, some pending), then times
// GET /api/admin/analytics -- and the first pages of /api/admin/providers and /api/admin/leads -- over real HTTP
// (median of several runs) and prints the EXPLAIN ANALYZE of the aggregate query. Runs on PGlite, and on the
// PostgreSQL server too when DATABASE_URL is set (in a fresh database of its own, dropped afterwards).
//
//   node --import tsx bench/admin-analytics.mjs          (npm run bench runs it)
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../api/src/app.ts';
import { loadEnv } from '../api/src/config/env.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { analyticsTotalsQuery } from '../api/src/modules/admin/admin-analytics-repository.ts';
import { issueAdminToken } from '../api/src/modules/auth/admin-token.ts';

const LEADS = 100_000;
const PURCHASE_EVERY = 10; // every 10th lead is sold: 10,000 purchases
const PROVIDERS = 50;
const RUNS = 7;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function seed(db) {
  const started = performance.now();
  const [admin] = (
    await db.execute(sql`insert into users (username, password, user_type, first_name, last_name)
      values ('bench-admin', 'not-a-hash', 'super_admin', 'Bench', 'Admin') returning id, session_version`)
  ).rows;
  await db.execute(sql`
    insert into users (username, password, user_type, first_name, last_name, email, company_name, is_active, created_at)
    select 'bench-provider-' || g, 'not-a-hash', 'provider', 'Provider', 'Number ' || g, 'provider' || g || '@example.com',
      case when g % 3 = 0 then null else 'Bench Transport ' || g end, g % 10 <> 0, now() - make_interval(days => g)
    from generate_series(1, ${PROVIDERS}) g`);
  await db.execute(sql`
    insert into leads (customer_name, customer_phone, motorcycle_make, motorcycle_model, pickup_location, dropoff_location,
      timeframe, status, price, lead_score, is_archived, created_by_id, created_at)
    select 'Rider ' || g, '04' || lpad(g::text, 8, '0'), (array['Honda','Yamaha','Kawasaki','Ducati','BMW'])[1 + g % 5],
      'Model ' || (g % 50), 'Parramatta NSW 2150', 'Newcastle NSW 2300', 'this_week',
      case when g % ${PURCHASE_EVERY} = 0 then 'sold' else 'available' end, '25.00', g % 11, g % 97 = 0,
      case when g % 20 = 7 then (select min(id) from users where user_type = 'provider') end,
      now() - make_interval(mins => g * 10)
    from generate_series(1, ${LEADS}) g`);
  await db.execute(sql`
    insert into lead_purchases (lead_id, buyer_id, buyer_name, amount_paid, payment_status, sales_stage,
      safety_check_passed_at, is_archived, purchased_at)
    select l.id, p.id, 'Bench Buyer', (array[25.00, 20.00, 0.00, 22.50]::numeric[])[1 + (l.id / 10) % 4],
      case when (l.id / 10) % 50 = 0 then 'pending' else 'completed' end,
      (array['purchased','called','booked_in','delivered','invoice_paid','declined','finalised'])[1 + (l.id / 10) % 7],
      case when (l.id / 10) % 3 = 0 then l.created_at + interval '2 days' end, (l.id / 10) % 13 = 0, l.created_at + interval '1 hour'
    from leads l
    join (select id, row_number() over (order by id) - 1 as n from users where user_type = 'provider') p on p.n = (l.id / 10) % ${PROVIDERS}
    where l.status = 'sold'`);
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze leads`);
  await db.execute(sql`vacuum analyze lead_purchases`);
  const [{ leads, purchases }] = (
    await db.execute(sql`select (select count(*)::int from leads) as leads, (select count(*)::int from lead_purchases) as purchases`)
  ).rows;
  return { admin: { id: admin.id, sessionVersion: admin.session_version }, leads, purchases, seedSeconds: (performance.now() - started) / 1000 };
}

async function timeGet(baseUrl, path, authorization) {
  const times = [];
  let body;
  for (let run = 0; run <= RUNS; run += 1) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, { headers: { authorization } });
    body = await res.json();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
    if (run > 0) times.push(performance.now() - started); // run 0 warms up
  }
  return { ms: median(times), body };
}

async function explainTotals(db) {
  const result = await db.execute(sql`explain analyze ${analyticsTotalsQuery(db).getSQL()}`);
  return result.rows.map((row) => `      ${row['QUERY PLAN']}`).join('\n');
}

async function bench(label, database) {
  await database.migrate();
  const { admin, leads, purchases, seedSeconds } = await seed(database.db);
  const env = loadEnv({ NODE_ENV: 'test' });
  const app = createApp({ env, database });
  const server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const baseUrl = `http://127.0.0.1:${server.address().port}`;
  const authorization = `Bearer ${await issueAdminToken(admin, env.sessionSecret)}`;
  try {
    const analytics = await timeGet(baseUrl, '/api/admin/analytics', authorization);
    const providers = await timeGet(baseUrl, '/api/admin/providers?q=bench&pageSize=20', authorization);
    const leadsPage = await timeGet(baseUrl, '/api/admin/leads?status=sold&pageSize=20', authorization);
    const a = analytics.body;
    console.log(`\n${label}: ${leads.toLocaleString('en-AU')} leads, ${purchases.toLocaleString('en-AU')} purchases (seeded in ${seedSeconds.toFixed(1)} s)`);
    console.log(`  GET /api/admin/analytics: median ${analytics.ms.toFixed(1)} ms over ${RUNS} runs`);
    console.log(
      `    totalPurchases ${a.totalPurchases}, totalRevenue ${a.totalRevenue}, inboundLeads ${a.inboundLeads}, ` +
        `conversion ${a.conversionRate.toFixed(1)} %, months ${Object.keys(a.purchasesByMonth).length}, pipeline ${JSON.stringify(a.salesStages)}`,
    );
    console.log(`  GET /api/admin/providers?q=bench (page of ${providers.body.items.length}, total ${providers.body.total}): median ${providers.ms.toFixed(1)} ms`);
    console.log(`  GET /api/admin/leads?status=sold (page of ${leadsPage.body.items.length}, total ${leadsPage.body.total}): median ${leadsPage.ms.toFixed(1)} ms`);
    console.log('  EXPLAIN ANALYZE of the totals aggregate:');
    console.log(await explainTotals(database.db));
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
