// Performance query bench (issue 15 item 3, ADR 0035): seeds 10,000 purchases for one provider over three years
// (every stage, some archived, some partly paid by credit, some manual leads, 300 approved claims) plus 10,000 of
// five other providers, then times the one Performance query (the repository's report(), median and p95 of RUNS
// runs after a warm-up) for the whole history and for the last 12 months, checks the totals against a plain sum,
// and prints a summary of its EXPLAIN ANALYZE. Runs on PGlite, and on the PostgreSQL server too when DATABASE_URL
// is set (in a fresh database of its own, dropped afterwards). Not part of npm test.
//
//   node --import tsx bench/performance-query.mjs
import { sql } from 'drizzle-orm';
import { createPerformanceRepository, performanceQuery } from '../api/src/contexts/sales/performance-repository.ts';
import { onEachBackendInProcess } from './support/backends.mjs';
import { analyze, insertUser } from './support/seed.mjs';
import { median, percentile } from './support/stats.mjs';

const OWN = 10_000;
const NOISE = 10_000;
const OTHERS = 5;
const RUNS = 21;

async function seed(db) {
  const started = performance.now();
  const owner = await insertUser(db, { username: 'bench-owner', userType: 'provider', lastName: 'Owner' });
  for (let n = 1; n <= OTHERS; n += 1) await insertUser(db, { username: `bench-other-${n}`, userType: 'provider', lastName: `Other ${n}` });
  const total = OWN + NOISE;
  // Leads: every 50th of the owner's is a manual lead of its own (left out of the report).
  await db.execute(sql`
    insert into leads (customer_name, customer_phone, motorcycle_make, motorcycle_model, pickup_location, dropoff_location,
      timeframe, status, price, created_by_id, created_at)
    select 'Rider ' || g, '04' || lpad(g::text, 8, '0'), 'Honda', 'Model ' || (g % 50), 'Parramatta NSW 2150', 'Newcastle NSW 2300',
      'this_week', 'sold', '25.00', case when g <= ${OWN} and g % 50 = 0 then ${owner.id}::int end,
      now() - make_interval(mins => g * 150)
    from generate_series(1, ${total}) g`);
  // Purchases: the owner's first OWN leads (one every 2.5 hours back over about 3 years), the rest spread over the others.
  await db.execute(sql`
    with numbered as (select id, created_at, row_number() over (order by id) as g from leads)
    insert into lead_purchases (lead_id, buyer_id, buyer_name, amount_paid, original_price, discount_amount, credit_applied,
      payment_status, sales_stage, purchased_at, called_at, booked_in_at, safety_check_passed_at, invoice_paid_at, finalised_at,
      customer_payment_amount, is_archived)
    select n.id,
      case when n.g <= ${OWN} then ${owner.id}::int else (select id from users where username = 'bench-other-' || (1 + n.g % ${OTHERS})) end,
      'Bench Buyer', (array[25.00, 20.00, 0.00, 22.50]::numeric[])[1 + n.g % 4], '25.00', '0.00',
      case when n.g % 9 = 0 then 2.50 end, 'completed',
      (array['purchased','called','booked_in','delivered','invoice_paid','finalised','declined'])[1 + n.g % 7],
      n.created_at + interval '1 hour',
      case when n.g % 7 >= 1 then n.created_at + interval '5 hours' end,
      case when n.g % 7 >= 2 then n.created_at + interval '1 day' end,
      case when n.g % 7 >= 3 then n.created_at + interval '3 days' end,
      case when n.g % 7 in (4, 5) then n.created_at + interval '5 days' end,
      case when n.g % 7 = 5 then n.created_at + interval '6 days' end,
      case when n.g % 7 in (4, 5) then 350.00 + (n.g % 100) end,
      n.g % 13 = 0
    from numbered n`);
  // 300 approved claims of the owner's and 300 of the others', each decided 2 days after its purchase.
  await db.execute(sql`
    insert into lead_claims (purchase_id, lead_id, buyer_id, reason, note, status, credited_amount, credit_kind, decided_at)
    select p.id, p.lead_id, p.buyer_id, 'unreachable', 'Bench claim', 'approved', p.amount_paid, 'credit', p.purchased_at + interval '2 days'
    from lead_purchases p where p.id % 33 = 0 and p.amount_paid > 0`);
  await analyze(db, ['users', 'leads', 'lead_purchases', 'lead_claims']);
  const [counts] = (
    await db.execute(sql`select (select count(*)::int from lead_purchases where buyer_id = ${owner.id}) as own,
      (select count(*)::int from lead_purchases) as purchases, (select count(*)::int from lead_claims) as claims`)
  ).rows;
  return { ownerId: owner.id, ...counts, seedSeconds: (performance.now() - started) / 1000 };
}

async function time(work) {
  await work(); // warm-up
  const times = [];
  let last;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    last = await work();
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { median: median(times), p95: percentile(sorted, 95), last };
}

/** The EXPLAIN ANALYZE lines that say where the time goes: scans, the plan's top, planning and execution time. */
async function explainSummary(db, query) {
  const plan = (await db.execute(sql`explain analyze ${query}`)).rows.map((row) => row['QUERY PLAN']);
  return plan.filter((line, index) => index === 0 || /Scan|Execution Time|Planning Time/.test(line)).map((line) => `      ${line.trim()}`);
}

async function bench(label, database) {
  await database.migrate();
  const { ownerId, own, purchases, claims, seedSeconds } = await seed(database.db);
  const repository = createPerformanceRepository(database.db);
  const today = new Date();
  const yearAgo = new Date(today.getTime() - 365 * 86_400_000);
  const day = (date) => date.toISOString().slice(0, 10);
  const ranges = [
    ['all time (no range)', { from: null, to: null }],
    [`last 12 months (${day(yearAgo)} to ${day(today)})`, { from: day(yearAgo), to: day(today) }],
  ];
  console.log(`\n${label}: ${own.toLocaleString('en-AU')} purchases of the owner, ${purchases.toLocaleString('en-AU')} in all, ${claims} approved claims (seeded in ${seedSeconds.toFixed(1)} s)`);
  for (const [name, range] of ranges) {
    const { median: ms, p95, last } = await time(() => repository.report(ownerId, range));
    console.log(`  report, ${name}: median ${ms.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${RUNS} runs; ${last.months.length} months`);
    console.log(
      `    totals: bought ${last.totals.bought}, booked ${last.totals.booked}, paid ${last.totals.paid}, finalised ${last.totals.finalised}, ` +
        `spend ${last.totals.spend}, credits ${last.totals.credits}, revenue ${last.totals.revenue}, cost per booked ${last.totals.costPerBooked}`,
    );
    console.log('    EXPLAIN ANALYZE summary:');
    console.log((await explainSummary(database.db, performanceQuery(ownerId, range))).join('\n'));
  }
  // The totals against a plain sum of the owner's non-manual purchases (all time).
  const [check] = (
    await database.db.execute(sql`
      select count(*)::int as bought, sum(p.amount_paid + coalesce(p.credit_applied, 0))::numeric(14, 2)::text as spend
      from lead_purchases p join leads l on l.id = p.lead_id where p.buyer_id = ${ownerId} and l.created_by_id is null`)
  ).rows;
  const all = await repository.report(ownerId, { from: null, to: null });
  const agrees = all.totals.bought === check.bought && all.totals.spend === check.spend;
  console.log(`  check: plain sum bought ${check.bought}, spend ${check.spend}: ${agrees ? 'the report agrees' : 'MISMATCH'}`);
  if (!agrees) process.exitCode = 1;
}

await onEachBackendInProcess(bench);
process.exit(process.exitCode ?? 0);
