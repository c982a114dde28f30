// Step 4 of `npm run cluster:check`: 500 devices subscribed for the demo provider, a rider's quote through nginx, and
// a kill -9 of the API process sending the lead's pushes once about 100 devices got theirs. The lead's push job is
// durable (pg-boss): the other process takes it over after its heartbeat lapses, and every device gets the push within
// 90 s. A device pushed twice gets the same lead with the same tag, so its second notification replaces the first.
import pg from 'pg';
import { quote } from '../../bench/support/accounts.mjs';
import { eventually, send, withTimeout } from './http.mjs';
import { ownersOfConnectionsTo } from './senders.mjs';

const DEVICES = 500;
const KILL_AFTER = 100;
const EVERY_DEVICE_WITHIN_MS = 90_000;
const DEVICE_PATH = /^\/d\/(\d+)$/;

/** Subscribes `count` devices for the demo provider, straight in the database (as many browsers would have). */
async function subscribeDevices(databaseUrl, receiver, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth, device_label)
       select u.id, $1 || n, $2, $3, 'cluster check device ' || n
       from users u, generate_series(1, $4::int) n where u.username = 'demo-provider'
       returning id`,
      [`${receiver.origin}/d/`, receiver.keys.p256dh, receiver.keys.auth, count],
    );
    if (rows.length !== count) throw new Error(`Subscribed ${rows.length} devices, not ${count} (no demo-provider?)`);
  } finally {
    await client.end();
  }
}

/** The machine whose process sends the pushes in flight to the receiver now (ss: client port -> pid). */
function sendingMachine(cluster, receiver) {
  const owners = ownersOfConnectionsTo(receiver.port);
  const counts = new Map();
  for (const port of receiver.inFlight()) {
    const pid = owners.get(port);
    if (pid !== undefined) counts.set(pid, (counts.get(pid) ?? 0) + 1);
  }
  const [pid] = [...counts.entries()].sort((x, y) => y[1] - x[1])[0] ?? [];
  if (pid === undefined) throw new Error(`No process has a push in flight to the receiver (connections: ${JSON.stringify([...owners])})`);
  const machine = cluster.machines.find((candidate) => candidate.pid === pid);
  if (!machine) throw new Error(`The process sending the pushes (pid ${pid}) is not one of the check's API processes`);
  return { machine, inFlight: counts };
}

export async function killDuringFanOut({ cluster, receiver, log }) {
  await subscribeDevices(cluster.databaseUrl, receiver, DEVICES);
  log(`${DEVICES} devices subscribed for demo-provider at ${receiver.origin}/d/1..${DEVICES}`);

  const devicePushes = () => receiver.pushes.filter((push) => DEVICE_PATH.test(push.path));
  const devicesPushed = () => new Set(devicePushes().map((push) => push.path)).size;
  const kill = new Promise((resolve, reject) => {
    const stop = receiver.onPush(() => {
      if (devicesPushed() < KILL_AFTER) return;
      stop();
      try {
        const { machine, inFlight } = sendingMachine(cluster, receiver);
        machine.api.child.kill('SIGKILL');
        resolve({ machine, devices: devicesPushed(), at: performance.now(), inFlight });
      } catch (error) {
        reject(error);
      }
    });
  });
  // Awaited after the quote's answer: a failure to find the sender before then must not end the run unhandled.
  kill.catch(() => {});

  const asked = performance.now();
  const response = await send(`${cluster.origin}/api/leads`, { method: 'POST', body: quote(2), expect: 201 });
  const lead = await response.json();
  const tookQuote = cluster.answeredBy(response);
  log(`quote: lead ${lead.id} taken by machine ${tookQuote?.name} (process ${tookQuote?.pid})`);

  const { machine, devices, at, inFlight } = await withTimeout(
    kill,
    60_000,
    () => `The fan-out of lead ${lead.id} did not reach ${KILL_AFTER} devices within 60 s (${devicesPushed()} so far)`,
  );
  log(
    `kill -9 of machine ${machine.name} (process ${machine.pid}), which was sending (${[...inFlight.values()].join('+')} pushes in flight), ` +
      `${Math.round(at - asked)} ms after the quote, when ${devices} of ${DEVICES} devices had the push`,
  );

  let reported = performance.now();
  await eventually(
    () => {
      const count = devicesPushed();
      if (performance.now() - reported > 10_000) {
        reported = performance.now();
        log(`... ${count} of ${DEVICES} devices so far, ${Math.round((reported - at) / 1000)} s after the kill`);
      }
      return count === DEVICES;
    },
    EVERY_DEVICE_WITHIN_MS,
    () => `Only ${devicesPushed()} of ${DEVICES} devices got the push of lead ${lead.id} within ${EVERY_DEVICE_WITHIN_MS / 1000} s of the kill`,
  );
  log(`every one of the ${DEVICES} devices got the push, the last ${((performance.now() - at) / 1000).toFixed(1)} s after the kill`);

  const tag = `lead-${lead.id}`;
  const strays = devicePushes().filter((push) => push.type !== 'new_lead' || push.tag !== tag);
  if (strays.length > 0) throw new Error(`${strays.length} pushes to the devices were not the new lead with tag ${tag}: ${JSON.stringify(strays[0])}`);
  const perDevice = new Map();
  devicePushes().forEach((push) => perDevice.set(push.path, (perDevice.get(push.path) ?? 0) + 1));
  const repeated = [...perDevice.values()].filter((count) => count > 1).length;
  const keys = new Set(receiver.pushes.map((push) => push.vapidKey));
  if (keys.size !== 1) throw new Error(`The pushes were signed with ${keys.size} VAPID keys: every machine must share one`);
  log(`${repeated} devices got the lead twice, each time lead ${lead.id} with tag "${tag}" (the second replaces the first); one VAPID key across machines`);

  for (let i = 0; i < 3; i += 1) {
    const health = await send(`${cluster.origin}/api/health`);
    if (cluster.answeredBy(health) === machine) throw new Error(`nginx answered /api/health from the killed machine ${machine.name}`);
  }
  log(`nginx sends to machine ${cluster.machines.find((other) => other !== machine).name} alone (/api/health through nginx: 200)`);
  return { tookQuote, killed: machine };
}
