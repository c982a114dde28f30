// Web Push fan-out bench (issue 29, ADR 0058): 1,000 providers whose service areas cover Parramatta, each with one
// device subscribed to a local push service in a child process (leads/test-support/push-service.ts: it checks VAPID and decrypts every
// push, the real protocol). A rider's quote picked up in Parramatta; the time from its 201 to each push arriving
// decrypted, as p50/p99/max, and the machine's load. Runs on PGlite, and on the PostgreSQL server too when
// DATABASE_URL is set. The push service shares the machine's cores with the API.
//
//   node --import tsx bench/push-fanout.mjs
import { fork } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { loadLocalities } from '../api/src/contexts/leads/load-localities.ts';
import { pushSubscriptions } from '../api/src/db/schema/index.ts';
import { onEachBackendInProcess } from './support/backends.mjs';
import { listenApp } from './support/in-process-app.mjs';
import { analyze } from './support/seed.mjs';
import { percentile, sleep } from './support/stats.mjs';

const PROVIDERS = 1_000;
const PARRAMATTA = { latitude: -33.815, longitude: 151.0011 };

async function bench(label, database) {
  await database.migrate();
  await loadLocalities(database.db); // the quote's pickup is placed from them
  const child = fork(new URL('./support/push-service-process.mjs', import.meta.url), [String(PROVIDERS)], { execArgv: ['--import', 'tsx'] });
  const [{ subscriptions }] = await once(child, 'message');
  const report = async () => {
    child.send('report');
    return (await once(child, 'message'))[0];
  };
  await database.db.execute(sql`
    insert into users (username, password, user_type, first_name, last_name, email, is_active, service_location,
      service_latitude, service_longitude, service_radius)
    select 'push-provider-' || g, 'not-a-hash', 'provider', 'Provider', 'Number ' || g, 'push' || g || '@example.com', true,
      'Parramatta NSW 2150', ${PARRAMATTA.latitude}::float8 + (g % 10) * 0.01, ${PARRAMATTA.longitude}::float8 + (g % 7) * 0.01, 50
    from generate_series(1, ${PROVIDERS}) g`);
  const providers = (await database.db.execute(sql`select id from users where username like 'push-provider-%' order by id`)).rows;
  await database.db.insert(pushSubscriptions).values(
    providers.map((row, index) => ({ userId: Number(row.id), endpoint: subscriptions[index].endpoint, ...subscriptions[index].keys, deviceLabel: 'bench' })),
  );
  await analyze(database.db, ['users', 'push_subscriptions']);
  const app = await listenApp(database);
  try {
    const load = os.loadavg();
    const cpu = process.cpuUsage();
    const sent = performance.now();
    const response = await fetch(`${app.baseUrl}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customerName: 'Bench Rider',
        customerPhone: '0412 345 678',
        motorcycleMake: 'Honda',
        motorcycleModel: 'CBR650R',
        canRollAndSteer: true,
        pickupLocation: 'Parramatta NSW 2150',
        dropoffLocation: 'Penrith NSW 2750',
        timeframe: 'this_week',
        isFlexibleDates: true,
      }),
    });
    if (response.status !== 201) throw new Error(`POST /api/leads answered ${response.status}: ${await response.text()}`);
    const created = Date.now();
    const quoteMs = performance.now() - sent;
    const deadline = Date.now() + 60_000;
    let seen = await report();
    while (seen.received.length < PROVIDERS && Date.now() < deadline) {
      await sleep(100);
      seen = await report();
    }
    const cpuUsed = process.cpuUsage(cpu);
    const latencies = seen.received.map((at) => Math.max(0, at - created)).sort((a, b) => a - b);
    console.log(`\n${label}: ${PROVIDERS.toLocaleString('en-AU')} providers in area, one device each`);
    console.log(`  quote answered 201 in ${quoteMs.toFixed(0)} ms`);
    console.log(`  pushes received decrypted: ${latencies.length} of ${PROVIDERS}; bad pushes: ${seen.errors.length}`);
    if (latencies.length > 0) {
      console.log(`  from the 201 to each push: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms`);
    }
    console.log(
      `  machine: ${os.cpus().length} cores, load average ${load.map((value) => value.toFixed(2)).join(' / ')} (1/5/15 min) before; ` +
        `the API's process used ${((cpuUsed.user + cpuUsed.system) / 1000).toFixed(0)} ms CPU`,
    );
  } finally {
    await app.close();
    child.send('stop');
    await once(child, 'exit');
  }
}

await onEachBackendInProcess(bench);
