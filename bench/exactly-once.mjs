// Exactly-once sale (issue 8): one API process on the PostgreSQL server with the no-card purchase enabled
// (ALLOW_FALLBACK_PURCHASE=true), LEADS available leads and PROVIDERS signed-in providers; for each lead every
// provider sends POST /api/leads/:id/purchase at the same moment (real HTTP, each with its own session cookie).
// Prints the 2xx answers per lead, the double sales (a lead with more than one 2xx or more than one
// lead_purchases row, read from the database), the 409s and the time taken. Target: zero double sales.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/exactly-once.mjs
//   (LEADS=200 PROVIDERS=50; skipped when DATABASE_URL is unset)
import { sql } from 'drizzle-orm';
import { openDatabase } from '../api/src/db/database.ts';
import { providerCookies } from './support/accounts.mjs';
import { startApi } from './support/api-process.mjs';
import { onEachBackendForProcess } from './support/backends.mjs';
import { analyze, insertLeads } from './support/seed.mjs';
import { SERVER_SKIPPED } from './support/server-database.mjs';

const LEADS = Number(process.env.LEADS ?? 200);
const PROVIDERS = Number(process.env.PROVIDERS ?? 50);

if (!process.env.DATABASE_URL) {
  console.log(`Exactly-once sale: ${SERVER_SKIPPED}`);
  process.exit(0);
}

async function seed(db) {
  await insertLeads(db, { count: LEADS });
  await analyze(db, ['leads']);
  return (await db.execute(sql`select id from leads order by id`)).rows.map((row) => row.id);
}

const purchaseForm = (index) => ({ buyerName: `Bench Provider ${index}`, buyerPhone: '0400 000 000', buyerEmail: `buyer${index}@example.com` });

async function bench({ label, databaseUrl, seeded: leadIds }) {
  const api = await startApi({ databaseUrl, env: { ALLOW_FALLBACK_PURCHASE: 'true', RATE_LIMIT_LOGINS: '1000000' } });
  try {
    const cookies = await providerCookies(api.baseUrl, PROVIDERS);
    const statuses = new Map();
    const okPerLead = new Map();
    const started = performance.now();
    for (const leadId of leadIds) {
      const answers = await Promise.all(
        cookies.map((cookie, index) =>
          fetch(`${api.baseUrl}/api/leads/${leadId}/purchase`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Cookie: cookie },
            body: JSON.stringify(purchaseForm(index)),
          }).then(async (response) => {
            await response.arrayBuffer();
            return response.status;
          }),
        ),
      );
      for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      okPerLead.set(leadId, answers.filter((status) => status >= 200 && status < 300).length);
    }
    const seconds = (performance.now() - started) / 1000;

    const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    let rows;
    try {
      rows = (
        await database.db.execute(sql`
          select l.id, l.status, (select count(*)::int from lead_purchases p where p.lead_id = l.id) as purchases
          from leads l order by l.id`)
      ).rows;
    } finally {
      await database.close();
    }
    const doubleSales = rows.filter((row) => row.purchases > 1 || okPerLead.get(row.id) > 1).length;
    const distribution = {};
    for (const ok of okPerLead.values()) distribution[ok] = (distribution[ok] ?? 0) + 1;
    const requests = LEADS * PROVIDERS;
    console.log(`\nExactly-once sale on ${label}: ${LEADS} leads x ${PROVIDERS} concurrent buyers (${requests.toLocaleString('en-AU')} purchase requests)`);
    console.log(`  2xx per lead        ${Object.entries(distribution).map(([ok, leads]) => `${ok} success: ${leads} leads`).join(', ')}`);
    console.log(`  leads sold (DB)     ${rows.filter((row) => row.status === 'sold').length} of ${LEADS}, purchase rows ${rows.reduce((n, row) => n + row.purchases, 0)}`);
    console.log(`  double sales        ${doubleSales}   (target 0: ${doubleSales === 0 ? 'met' : 'MISSED'})`);
    console.log(`  409 answers         ${statuses.get(409) ?? 0}`);
    console.log(`  all answers         ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    console.log(`  time                ${seconds.toFixed(1)} s (${(requests / seconds).toFixed(0)} requests/s)`);
  } finally {
    await api.stop();
  }
}

await onEachBackendForProcess(seed, bench, { only: 'postgres' });
process.exit(0);
