// Admin analytics bench: seeds 100,000 leads (5 % of them providers' manual leads) and 10,000 purchases spread
// over 50 providers, two years and every sales stage (some archived, some pending), then times
// GET /api/admin/analytics -- and the first pages of /api/admin/providers and /api/admin/leads -- over real HTTP
// (median of several runs) and prints the EXPLAIN ANALYZE of the aggregate query. Runs on PGlite, and on the
// PostgreSQL server too when DATABASE_URL is set (in a fresh database of its own, dropped afterwards).
//
//   node --import tsx bench/admin-analytics.mjs          (npm run bench runs it)
import { sql } from 'drizzle-orm';
import { purchasesByMonthQuery } from '../api/src/contexts/admin/admin-analytics-repository.ts';
import { issueAdminToken } from '../api/src/contexts/accounts/admin-token.ts';
import { onEachBackendInProcess } from './support/backends.mjs';
import { explain, listenApp, timeGet } from './support/in-process-app.mjs';
import { analyze, insertUser } from './support/seed.mjs';

const LEADS = 100_000;
const PURCHASE_EVERY = 10; // every 10th lead is sold: 10,000 purchases
const PROVIDERS = 50;
const RUNS = 7;

async function seed(db) {
  const started = performance.now();
  const admin = await insertUser(db, { username: 'bench-admin', userType: 'super_admin', lastName: 'Admin' });
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
  await analyze(db, ['users', 'leads', 'lead_purchases']);
  const [{ leads, purchases }] = (
    await db.execute(sql`select (select count(*)::int from leads) as leads, (select count(*)::int from lead_purchases) as purchases`)
  ).rows;
  return { admin, leads, purchases, seedSeconds: (performance.now() - started) / 1000 };
}

async function bench(label, database) {
  await database.migrate();
  const { admin, leads, purchases, seedSeconds } = await seed(database.db);
  const app = await listenApp(database);
  const { baseUrl } = app;
  const headers = { authorization: `Bearer ${await issueAdminToken(admin, app.env.sessionSecret)}` };
  try {
    const analytics = await timeGet(baseUrl, '/api/admin/analytics', headers, RUNS);
    const providers = await timeGet(baseUrl, '/api/admin/providers?q=bench&pageSize=20', headers, RUNS);
    const leadsPage = await timeGet(baseUrl, '/api/admin/leads?status=sold&pageSize=20', headers, RUNS);
    const a = analytics.body;
    console.log(`\n${label}: ${leads.toLocaleString('en-AU')} leads, ${purchases.toLocaleString('en-AU')} purchases (seeded in ${seedSeconds.toFixed(1)} s)`);
    console.log(`  GET /api/admin/analytics: median ${analytics.ms.toFixed(1)} ms over ${RUNS} runs`);
    console.log(
      `    totalPurchases ${a.totalPurchases}, totalRevenue ${a.totalRevenue}, inboundLeads ${a.inboundLeads}, ` +
        `conversion ${a.conversionRate.toFixed(1)} %, months ${Object.keys(a.purchasesByMonth).length}, pipeline ${JSON.stringify(a.salesStages)}`,
    );
    console.log(`  GET /api/admin/providers?q=bench (page of ${providers.body.items.length}, total ${providers.body.total}): median ${providers.ms.toFixed(1)} ms`);
    console.log(`  GET /api/admin/leads?status=sold (page of ${leadsPage.body.items.length}, total ${leadsPage.body.total}): median ${leadsPage.ms.toFixed(1)} ms`);
    console.log('  EXPLAIN ANALYZE of the purchases by month:');
    console.log(await explain(database.db, purchasesByMonthQuery(database.db)));
  } finally {
    await app.close();
  }
}

await onEachBackendInProcess(bench);
process.exit(0);
