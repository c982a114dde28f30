// A hundred times the data (issue 30 item 5): seeds 1,000,000 leads, 10,000 providers, 200,000 purchases, 5,000
// claims, 100,000 audit rows and the price guide's samples of the ~85,000 delivered purchases (issue 47 item 1) on
// the PostgreSQL server of DATABASE_URL (a database of its own, created here and
// dropped afterwards; INSERT ... SELECT generate_series), then times every provider and admin read through the real
// HTTP API of the app listening in this process (signed-in session cookies, an admin token), one request at a time:
// p50, p95 and max of RUNS requests after a warm-up, against the target p95 <= 50 ms. The times are round trips on
// loopback, so they hold the server time and a little more. Then the CSV exports of a provider with 1,000 and of one
// with 100,000 purchases, each read as it arrives while this process's live heap is sampled (collected every 100 ms;
// RSS every 10 ms without --expose-gc): streamed, both grow the heap alike, whatever the number of rows.
//
// The data: every 5th lead sold, every 10th (of the rest) archived, the other 700,000 available, pickups on a grid
// of 1,000 points around each of 5 cities; purchases to 'big' (100,000: the export), 'bench' (1,000: the provider
// whose reads are timed, in Melbourne with a 100 km radius) and 9,998 other providers, in every stage (Paid and
// Finalised with their invoice date), every 13th archived.
//
// Every read whose p95 misses is followed by EXPLAIN (ANALYZE, BUFFERS) of each statement it sent (EXPLAIN=0: none);
// ONLY=overview,claims times only the reads whose names hold one of those words; EXPORT=0 skips the export.
//
//   DATABASE_URL=postgres://... node --expose-gc --import tsx bench/scale-reads.mjs   (RUNS=40; KEEP=1 keeps the database and
//   prints its URL; SCALE_URL=<that URL> times an already seeded one)
import { sql } from 'drizzle-orm';
import { openDatabase } from '../api/src/db/database.ts';
import { issueAdminToken } from '../api/src/contexts/accounts/admin-token.ts';
import { loadLocalities } from '../api/src/contexts/leads/load-localities.ts';
import { seal } from '../api/src/contexts/accounts/secrets.ts';
import { SESSION_COOKIE_NAME, SESSION_IDLE_SECONDS } from '../api/src/contexts/accounts/session.ts';
import { listenApp } from './support/in-process-app.mjs';
import { serverVersion } from './support/seed.mjs';
import { createServerDatabase, SERVER_SKIPPED } from './support/server-database.mjs';
import { percentile } from './support/stats.mjs';
import os from 'node:os';

const LEADS = 1_000_000;
const PROVIDERS = 10_000;
const RUNS = Number(process.env.RUNS ?? 40);
const TARGET_MS = 50;
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

/** Sydney, Melbourne, Brisbane, Perth, Adelaide. */
const CITIES = sql`(values (0, -33.87, 151.21), (1, -37.81, 144.96), (2, -27.47, 153.03), (3, -31.95, 115.86), (4, -34.93, 138.60))`;

async function seed(db) {
  const step = async (name, query) => {
    const started = performance.now();
    await db.execute(query);
    console.log(`  seeded ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await step(
    'admin and 10,000 providers',
    sql`
    insert into users (username, password, user_type, first_name, last_name, email, company_name, is_active, is_verified,
      service_location, service_latitude, service_longitude, service_radius, created_at)
    select case g when 0 then 'bench-admin' when 1 then 'bench-provider' when 2 then 'big-provider' else 'provider-' || g end,
      'not-a-hash', case g when 0 then 'super_admin' else 'provider' end, 'Provider', 'Number ' || g, 'provider' || g || '@example.com',
      'Transport ' || g, g % 50 <> 7, g % 3 <> 0, 'City ' || (g % 5), c.lat + (g % 17) * 0.01, c.lng + (g % 13) * 0.01, 100,
      now() - make_interval(days => g % 1500)
    from generate_series(0, ${PROVIDERS}) g join ${CITIES} as c(n, lat, lng) on c.n = g % 5
    order by g`,
  );
  await step(
    '1,000,000 leads',
    sql`
    insert into leads (customer_name, customer_phone, customer_email, customer_address, motorcycle_make, motorcycle_model,
      motorcycle_year, pickup_location, dropoff_location, timeframe, special_requests, status, price, lead_score, is_archived,
      latitude, longitude, dropoff_latitude, dropoff_longitude, created_at)
    select 'Rider' || g || ' Surname', '04' || lpad(g::text, 8, '0'), 'rider' || g || '@example.com', g || ' George Street',
      (array['Honda','Yamaha','Kawasaki','Ducati','BMW','Suzuki','Triumph','KTM'])[1 + g % 8], 'Model ' || (g % 50), 2000 + g % 25,
      'Suburb ' || ((g / 5) % 1000) || ' ' || (array['NSW','VIC','QLD','WA','SA'])[1 + (g / 5) % 5] || ' ' || (2000 + (g / 5) % 1000),
      'Suburb ' || (g % 777) || ' NSW 2300', 'this_week', 'Bench lead ' || g,
      case when g % 5 = 0 then 'sold' else 'available' end, '25.00', g % 11, g % 5 <> 0 and g % 10 = 3,
      c.lat + (((g / 5) % 1000) % 40 - 20) * 0.02, c.lng + (((g / 5) % 1000) / 40 - 12) * 0.02, -32.93, 151.78,
      now() - make_interval(secs => g * 60)
    from generate_series(1, ${LEADS}) g join ${CITIES} as c(n, lat, lng) on c.n = (g / 5) % 5`,
  );
  await step(
    '200,000 purchases',
    sql`
    insert into lead_purchases (lead_id, buyer_id, buyer_name, amount_paid, original_price, discount_amount, payment_status,
      sales_stage, sales_notes, called_at, invoice_paid_at, is_archived, archived_at, purchased_at)
    select l.id, b.id, 'Buyer ' || b.id, (array[25.00, 20.00, 0.00, 22.50]::numeric[])[1 + k % 4], '25.00', '0.00',
      case when k % 50 = 0 then 'pending' else 'completed' end,
      (array['purchased','called','booked_in','delivered','invoice_paid','declined','finalised'])[1 + k % 7], 'Note ' || k,
      case when k % 3 = 0 then l.created_at + interval '2 hours' end,
      case when k % 7 in (4, 6) then l.created_at + interval '3 days' end,
      k % 13 = 0, case when k % 13 = 0 then l.created_at + interval '20 days' end, l.created_at + interval '1 hour'
    from (select id, created_at, row_number() over (order by id) as k from leads where status = 'sold') l
    join users b on b.username = case when l.k % 2 = 0 then 'big-provider' when l.k % 200 = 1 then 'bench-provider'
      else 'provider-' || (3 + l.k % ${PROVIDERS - 2}) end`,
  );
  await step(
    '5,000 claims',
    sql`
    insert into lead_claims (purchase_id, lead_id, buyer_id, reason, note, status, created_at)
    select id, lead_id, buyer_id, (array['unreachable','duplicate','fake_details','outside_area'])[1 + id % 4], 'No answer',
      case when id % 120 = 0 then 'pending' when id % 2 = 0 then 'approved' else 'rejected' end, purchased_at + interval '1 day'
    from lead_purchases where id % 40 = 0`,
  );
  await step(
    '100,000 audit rows',
    sql`
    insert into admin_audit_log (admin_user_id, action, target_type, target_id, details, created_at)
    select (select id from users where username = 'bench-admin'),
      (array['provider.activate','provider.deactivate','provider.approve','provider.password_reset_link'])[1 + g % 4],
      'provider', 1 + g % ${PROVIDERS}, '{}'::jsonb, now() - make_interval(mins => g * 10)
    from generate_series(1, 100000) g`,
  );
  await step(
    'price guide samples of the delivered purchases',
    sql`
    insert into price_guide_samples (purchase_id, provider_id, distance_km, pickup_state, dropoff_state, amount, delivered_at)
    select id, buyer_id, 5 + (id * 37) % 3000, (array['NSW','VIC','QLD','WA','SA'])[1 + id % 5],
      (array['NSW','VIC','QLD','WA','SA'])[1 + (id / 5) % 5], 150 + (id * 13) % 900, purchased_at + interval '3 days'
    from lead_purchases where sales_stage in ('delivered', 'invoice_paid', 'finalised')`,
  );
  // The price guide places a rider's trip with the localities (ADR 0011), as npm start loads them.
  await loadLocalities(db);
  const started = performance.now();
  await db.execute(sql`vacuum analyze`);
  console.log(`  vacuum analyze in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** p50, p95 and max of RUNS GETs after one warm-up; the last answer's status and length. */
async function time(baseUrl, path, headers) {
  const times = [];
  let last;
  for (let run = 0; run <= RUNS; run += 1) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, { headers });
    const text = await res.text();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`);
    if (run > 0) times.push(performance.now() - started);
    last = text;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1), bytes: last.length, body: last };
}

/** Reads the CSV export as it arrives, sampling this process's live heap (or RSS): rows, bytes, growth. */
async function exportMemory(baseUrl, path, headers) {
  const gc = globalThis.gc;
  const sample = () => {
    if (!gc) return process.memoryUsage().rss;
    gc();
    return process.memoryUsage().heapUsed;
  };
  const before = sample();
  let peak = before;
  // With --expose-gc: the live heap, collected every 100 ms (RSS keeps garbage V8 has not yet collected).
  const sampler = setInterval(() => {
    peak = Math.max(peak, sample());
  }, gc ? 100 : 10);
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, { headers });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) newlines += 1;
  }
  clearInterval(sampler);
  peak = Math.max(peak, sample());
  return {
    rows: newlines - 1,
    bytes,
    seconds: (performance.now() - started) / 1000,
    measure: gc ? 'live heap' : 'RSS (run with --expose-gc for the live heap)',
    growthMb: (peak - before) / 2 ** 20,
    beforeMb: before / 2 ** 20,
  };
}

/**
 * Records the statements the app sends through the pool of `database` while `during()` runs (the bench's own
 * instrument: the pool's query method is wrapped here, not in the app), then answers EXPLAIN (ANALYZE, BUFFERS) of
 * each: what a read that missed spent its time on. Only GETs are recorded, so running them again changes nothing.
 */
async function explainStatements(database, during) {
  const pool = database.db.$client;
  const original = pool.query;
  const statements = [];
  pool.query = function (config, values, ...rest) {
    const text = typeof config === 'string' ? config : config.text;
    statements.push({ text, values: Array.isArray(values) ? values : (config.values ?? []) });
    return original.call(this, config, values, ...rest);
  };
  try {
    await during();
  } finally {
    pool.query = original;
  }
  const plans = [];
  for (const { text, values } of statements) {
    if (!/^\s*(select|with)\b/i.test(text)) continue;
    const result = await original.call(pool, `explain (analyze, buffers) ${text}`, values);
    plans.push(`    ${text.replace(/\s+/g, ' ').slice(0, 220)}${text.length > 220 ? ' ...' : ''}\n${result.rows.map((row) => `      ${row['QUERY PLAN']}`).join('\n')}`);
  }
  return plans.join('\n');
}

const cookieOf = async (env, userId) => {
  const now = Date.now();
  return `${SESSION_COOKIE_NAME}=${await seal({ userId, sessionVersion: 1, issuedAt: now, renewedAt: now }, env.sessionSecret, SESSION_IDLE_SECONDS)}`;
};

async function bench(database) {
  const [{ leads, purchases, claims, audit }] = (
    await database.db.execute(sql`select (select count(*)::int from leads) as leads, (select count(*)::int from lead_purchases) as purchases,
      (select count(*)::int from lead_claims) as claims, (select count(*)::int from admin_audit_log) as audit`)
  ).rows;
  const ids = Object.fromEntries(
    (await database.db.execute(sql`select username, id from users where username in ('bench-admin', 'bench-provider', 'big-provider')`)).rows.map(
      (row) => [row.username, row.id],
    ),
  );
  const app = await listenApp(database);
  try {
    const provider = { cookie: await cookieOf(app.env, ids['bench-provider']) };
    const big = { cookie: await cookieOf(app.env, ids['big-provider']) };
    const admin = { authorization: `Bearer ${await issueAdminToken({ id: ids['bench-admin'], sessionVersion: 1 }, app.env.sessionSecret)}` };
    const firstPage = JSON.parse((await time(app.baseUrl, '/api/leads?area=mine', provider)).body);
    // The Sales Pipeline a page at a time (ADR 0069): the last 30 Sydney days, and a job reference of the provider's.
    const [{ from30, today, jobRef }] = (
      await database.db.execute(sql`select ((now() at time zone 'Australia/Sydney')::date - 29)::text as "from30",
        (now() at time zone 'Australia/Sydney')::date::text as today,
        (select l.job_reference from lead_purchases p join leads l on l.id = p.lead_id where p.buyer_id = ${ids['bench-provider']}
          order by p.purchased_at limit 1 offset 500) as "jobRef"`)
    ).rows;
    const pipelinePage = (query) => `/api/my-purchased-leads/page?${query}`;
    const reads = [
      // Every list reads the database (ADR 0078): no read is answered from a cache.
      ['provider', 'available leads, in area (first page)', '/api/leads?area=mine', provider],
      ['provider', 'available leads, in area (second page)', `/api/leads?area=mine&cursor=${encodeURIComponent(firstPage.nextCursor ?? '')}`, provider],
      ['provider', 'available leads, all areas (first page)', '/api/leads?area=all', provider],
      ['provider', 'pipeline, full list (spec §7, 1,000 purchases)', '/api/my-purchased-leads?includeArchived=true', provider],
      ['provider', 'pipeline summary, all time', '/api/my-purchased-leads/summary', provider],
      ['provider', 'pipeline summary, last 30 days', `/api/my-purchased-leads/summary?from=${from30}&to=${today}`, provider],
      ['provider', 'pipeline page, Called (first page)', pipelinePage('tab=called'), provider],
      ['provider', 'pipeline page, Paid (first page)', pipelinePage('tab=paid'), provider],
      ['provider', 'pipeline page, Archived (first page)', pipelinePage('tab=archived'), provider],
      ['provider', 'pipeline page, history by purchase date', pipelinePage('tab=history'), provider],
      ['provider', 'pipeline page, history by customer name', pipelinePage('tab=history&sort=customerName&direction=asc'), provider],
      ['provider', 'pipeline page, history page 10', pipelinePage('tab=history&page=10'), provider],
      ['provider', 'pipeline page, job reference lookup', pipelinePage(`jobRef=${encodeURIComponent(jobRef.toLowerCase())}`), provider],
      ['provider', 'speed to contact', '/api/lead-purchases/speed-to-contact', provider],
      ['provider', 'Performance view, all time', '/api/performance', provider],
      ['provider', 'Performance view, one year', '/api/performance?from=2026-01-01&to=2026-11-26', provider],
      ['provider', 'credit balance', '/api/provider-credits', provider],
      // The rider's price guide (issue 47 item 1): one index-only range scan of price_guide_samples_distance_idx.
      ['rider', 'price guide, Sydney to Brisbane', `/api/price-guide?pickup=${encodeURIComponent('Sydney NSW 2000')}&dropoff=${encodeURIComponent('Brisbane City QLD 4000')}`, {}],
      ['admin', 'overview (analytics)', '/api/admin/analytics', admin],
      ['admin', 'overview, demand by state (30 days)', '/api/admin/demand-by-region?days=30', admin],
      ['admin', 'overview, demand by state (365 days)', '/api/admin/demand-by-region?days=365', admin],
      ['admin', 'providers, first page', '/api/admin/providers', admin],
      ['admin', 'providers, search "transport 77"', '/api/admin/providers?q=transport%2077', admin],
      ['admin', 'all leads, first page', '/api/admin/leads', admin],
      ['admin', 'all leads, sold', '/api/admin/leads?status=sold', admin],
      ['admin', 'all leads, search "ducati"', '/api/admin/leads?q=ducati', admin],
      ['admin', 'all leads, search "suburb 417"', '/api/admin/leads?q=suburb%20417', admin],
      ['admin', 'all leads, search "MT-999999"', '/api/admin/leads?q=MT-999999', admin],
      ['admin', 'claims, pending', '/api/admin/claims', admin],
      ['admin', 'claims, all', '/api/admin/claims?status=all', admin],
      ['admin', 'audit log, first page', '/api/admin/audit-log', admin],
      ['admin', 'audit log, one action and month', '/api/admin/audit-log?action=provider.approve&from=2026-10-01&to=2026-10-31', admin],
    ];
    console.log(`\n${leads.toLocaleString('en-AU')} leads, ${purchases.toLocaleString('en-AU')} purchases, ${claims.toLocaleString('en-AU')} claims, ${audit.toLocaleString('en-AU')} audit rows`);
    console.log(`HTTP round trips on loopback, one at a time, ${RUNS} runs each after a warm-up; load ${load()}`);
    console.log(`  ${'read'.padEnd(62)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)} ${'bytes'.padStart(9)}`);
    const missed = [];
    const only = process.env.ONLY?.split(',');
    for (const [who, name, path, headers] of reads.filter(([, name]) => !only || only.some((part) => name.includes(part)))) {
      const t = await time(app.baseUrl, path, headers);
      const verdict = t.p95 <= TARGET_MS ? 'met' : 'MISSED';
      if (verdict === 'MISSED') missed.push(name);
      console.log(`  ${`${who}: ${name}`.padEnd(62)} ${t.p50.toFixed(1).padStart(7)} ${t.p95.toFixed(1).padStart(7)} ${t.max.toFixed(1).padStart(7)} ${String(t.bytes).padStart(9)}  ${verdict}`);
    }
    console.log(`  p95 target <= ${TARGET_MS} ms: ${missed.length === 0 ? 'met by every read' : `MISSED by ${missed.join('; ')}`}; load ${load()}`);
    if (process.env.EXPLAIN !== '0') {
      for (const [who, name, path, headers] of reads.filter(([, name]) => missed.includes(name))) {
        console.log(`\n  EXPLAIN (ANALYZE, BUFFERS) of ${who}: ${name} (${path}); load ${load()}`);
        console.log(await explainStatements(database, () => fetch(`${app.baseUrl}${path}`, { headers }).then((res) => res.arrayBuffer())));
      }
    }
    if (process.env.EXPORT === '0') return;
    // The same export of 1,000 and of 100,000 purchases: memory that streams is the same for both.
    for (const owner of [provider, big]) {
      const csv = await exportMemory(app.baseUrl, '/api/lead-purchases/export.csv', owner);
      console.log(
        `  CSV export of ${csv.rows.toLocaleString('en-AU')} purchases: ${(csv.bytes / 2 ** 20).toFixed(1)} MB in ${csv.seconds.toFixed(1)} s, ` +
          `${csv.measure} ${csv.beforeMb.toFixed(0)} MB before, growth ${csv.growthMb.toFixed(1)} MB at most; load ${load()}`,
      );
    }
  } finally {
    await app.close();
  }
}

if (process.env.SCALE_URL) {
  const database = await openDatabase({ kind: 'postgres', url: process.env.SCALE_URL });
  try {
    await database.migrate();
    await bench(database);
  } finally {
    await database.close();
  }
} else if (!process.env.DATABASE_URL) {
  console.log(SERVER_SKIPPED);
} else {
  const created = await createServerDatabase();
  const database = await openDatabase({ kind: 'postgres', url: created.url });
  try {
    console.log(`${await serverVersion(database.db)}; load ${load()}`);
    await database.migrate();
    const started = performance.now();
    await seed(database.db);
    console.log(`  seeded in ${((performance.now() - started) / 60_000).toFixed(1)} min; load ${load()}`);
    await bench(database);
  } finally {
    await database.close();
    if (process.env.KEEP) console.log(`kept: SCALE_URL=${created.url}`);
    else await created.drop();
  }
}
process.exit(0);
