// CRM query bench: seeds 100,000 leads and 1,000 purchases for one provider, then times the first page of
// GET /api/leads and GET /api/my-purchased-leads over real HTTP against the app (median of several runs)
// and prints the EXPLAIN ANALYZE of the queries behind them. Runs on PGlite, and on the PostgreSQL server
// too when DATABASE_URL is set (in a fresh database of its own, dropped afterwards).
//
//   node --import tsx bench/crm-queries.mjs          (npm run bench runs it)
import { sql } from 'drizzle-orm';
import { purchasedLeadsQuery } from '../api/src/contexts/sales/lead-purchases-repository.ts';
import { availableCountQuery, availableLeadsQuery } from '../api/src/contexts/leads/leads-repository.ts';
import { seal } from '../api/src/contexts/accounts/secrets.ts';
import { SESSION_COOKIE_NAME, SESSION_IDLE_SECONDS } from '../api/src/contexts/accounts/session.ts';
import { onEachBackendInProcess } from './support/backends.mjs';
import { explain, listenApp, timeGet } from './support/in-process-app.mjs';
import { analyze, insertLeads, insertUser } from './support/seed.mjs';

const LEADS = 100_000;
const PURCHASE_EVERY = 100; // every 100th lead is sold to the bench provider: 1,000 purchases
const RUNS = 7;

async function seed(db) {
  const provider = await insertUser(db, { username: 'bench-provider', userType: 'provider', lastName: 'Provider', email: 'bench@example.com' });
  const started = performance.now();
  await insertLeads(db, { count: LEADS, soldEvery: PURCHASE_EVERY });
  await db.execute(sql`
    insert into lead_purchases (lead_id, buyer_id, buyer_name, amount_paid, original_price, discount_amount, payment_status, purchased_at)
    select id, ${provider.id}, 'Bench Provider', '25.00', '25.00', '0.00', 'completed', created_at + interval '1 minute'
    from leads where status = 'sold'`);
  await analyze(db, ['leads', 'lead_purchases']);
  return { providerId: provider.id, seedSeconds: (performance.now() - started) / 1000 };
}

async function bench(label, database) {
  await database.migrate();
  const { providerId, seedSeconds } = await seed(database.db);
  const app = await listenApp(database);
  const now = Date.now();
  const cookie = `${SESSION_COOKIE_NAME}=${await seal(
    { userId: providerId, sessionVersion: 1, issuedAt: now, renewedAt: now },
    app.env.sessionSecret,
    SESSION_IDLE_SECONDS,
  )}`;
  try {
    const leads = await timeGet(app.baseUrl, '/api/leads', { cookie }, RUNS);
    const purchased = await timeGet(app.baseUrl, '/api/my-purchased-leads', { cookie }, RUNS);
    console.log(`\n${label}: ${LEADS.toLocaleString('en-AU')} leads, ${purchased.body.length} purchases (seeded in ${seedSeconds.toFixed(1)} s)`);
    console.log(`  GET /api/leads (first page of ${leads.body.leads.length}, total ${leads.body.total}): median ${leads.ms.toFixed(1)} ms over ${RUNS} runs`);
    console.log(`  GET /api/my-purchased-leads (${purchased.body.length} rows): median ${purchased.ms.toFixed(1)} ms over ${RUNS} runs`);
    console.log('  EXPLAIN ANALYZE available leads, first page:');
    console.log(await explain(database.db, availableLeadsQuery(database.db, providerId, null, 50)));
    console.log('  EXPLAIN ANALYZE available leads, total:');
    console.log(await explain(database.db, availableCountQuery(database.db, 1000)));
    console.log('  EXPLAIN ANALYZE my purchased leads:');
    console.log(await explain(database.db, purchasedLeadsQuery(database.db, providerId, { includeArchived: false })));
  } finally {
    await app.close();
  }
}

await onEachBackendInProcess(bench);
process.exit(0);
