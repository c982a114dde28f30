// Email digest bench (issue 29 items 3 and 6, ADR 0060), not a timed test: seeds 500 available leads around
// Parramatta and PROVIDERS verified providers on the daily digest (half based in Parramatta with a 50 km area, half
// without an area: every lead), then runs the alerts job once at 08:00 in Sydney, as two API processes would (two
// runs at once), and prints the time taken, the mails written (target: one per provider) and the largest mail.
// Runs on PGlite, and on the PostgreSQL server when DATABASE_URL is set.
//
//   node --import tsx bench/email-digest.mjs        (knob: PROVIDERS, default 200)
import { sql } from 'drizzle-orm';
import { queueEmailAlerts } from '../api/src/contexts/leads/email-alerts-job.ts';
import { onEachBackendInProcess } from './support/backends.mjs';
import { openBenchJobs } from './support/jobs.mjs';
import { insertLeads } from './support/seed.mjs';

const LEADS = 500;
const PROVIDERS = Number(process.env.PROVIDERS ?? 200);
/** 08:00 in Sydney (AEST): the daily digest is due, outside the default quiet hours. */
const EIGHT_IN_SYDNEY = new Date('2026-06-01T22:00:00Z');

async function bench(label, database) {
  await database.migrate();
  const { db } = database;
  await insertLeads(db, { count: LEADS });
  await db.execute(sql`update leads set latitude = -33.815 + (id % 20) / 100.0, longitude = 151.0011 + (id % 20) / 100.0`);
  await db.execute(sql`
    insert into users (username, password, user_type, first_name, last_name, email, is_verified, service_location, service_latitude, service_longitude, service_radius)
    select 'bench-digest-' || g, 'not-a-hash', 'provider', 'Bench', 'Provider', 'bench-digest-' || g || '@example.com', true,
      case when g % 2 = 0 then 'Parramatta NSW 2150' end, case when g % 2 = 0 then -33.815 end, case when g % 2 = 0 then 151.0011 end, 50
    from generate_series(1, ${PROVIDERS}) g`);
  // Their settings rows as saved before the leads came in (the mark before the first lead).
  await db.execute(sql`insert into email_alert_settings (user_id, frequency, mailed_through_lead_id) select id, 'daily', 0 from users where user_type = 'provider'`);

  // The mails' jobs are queued with them (ADR 0074); nothing works them here.
  const queue = await openBenchJobs(database);
  const options = { publicOrigin: 'https://motohaul.example', secret: 'bench-secret-bench-secret-bench-secret!', now: EIGHT_IN_SYDNEY };
  const started = performance.now();
  const counts = await Promise.all([queueEmailAlerts(db, queue.jobs, options), queueEmailAlerts(db, queue.jobs, options)]);
  const seconds = (performance.now() - started) / 1000;
  await queue.stop();
  const [{ mails, recipients, largest }] = (
    await db.execute(sql`select count(*)::int as mails, count(distinct to_address)::int as recipients, max(length(text_body) + length(html_body))::int as largest
      from outbox where kind = 'lead_alert'`)
  ).rows;
  console.log(`\n${label}: ${LEADS} leads, ${PROVIDERS} providers on the daily digest`);
  console.log(`  one job run (two processes at once): ${seconds.toFixed(2)} s, ${(seconds * 1000 / PROVIDERS).toFixed(1)} ms per provider`);
  console.log(`  mails written: ${mails} (runs answered ${counts.join(' + ')}), to ${recipients} providers: ${mails === PROVIDERS && recipients === PROVIDERS ? 'one per provider' : 'NOT one per provider'}`);
  console.log(`  largest mail (text + html): ${(largest / 1024).toFixed(1)} KB`);
  if (mails !== PROVIDERS || recipients !== PROVIDERS) process.exitCode = 1;
}

await onEachBackendInProcess(bench);
