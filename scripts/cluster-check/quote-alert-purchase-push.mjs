// Step 1 of `npm run cluster:check`, all through nginx: a rider's quote, the live alert on the demo provider's event
// streams (one on each machine, so the alert crosses from the machine that took the quote to the other), the
// provider's purchase ('Complete Purchase' in demo mode) with its 'Sold' on the streams, and the push of the lead and
// of its 'Sold' to a device the provider subscribed, both with the lead's tag, so the second replaces the first.
import { openStream } from '../../api/src/test/sse-test-client.ts';
import { signIn } from '../../api/src/test/sign-in.ts';
import { quote } from '../../bench/support/accounts.mjs';
import { eventually, send } from './http.mjs';

const PURCHASE_FORM = { buyerName: 'Jordan Mitchell', buyerEmail: 'demo-provider@motohaul.example', buyerPhone: '0412 345 678', buyerCompany: 'Harbour City Moto Transport' };

/** Opens the provider's event stream through nginx until one is open on each machine (nginx alternates). */
async function streamOnEachMachine(cluster, cookie, defer) {
  const streams = new Map();
  for (let attempt = 0; attempt < 8 && streams.size < cluster.machines.length; attempt += 1) {
    const stream = await openStream(cluster.origin, { cookie });
    defer(() => stream.close());
    if (stream.status !== 200) throw new Error(`The event stream answered ${stream.status}: ${stream.body()}`);
    const machine = cluster.answeredBy(stream);
    if (!machine) throw new Error('The event stream came back without X-Upstream naming a machine (deploy/nginx.conf add_header)');
    await stream.waitFor(() => stream.events.some((received) => received.event.type === 'connected'), 10_000);
    if (!streams.has(machine.name)) streams.set(machine.name, stream);
  }
  if (streams.size < cluster.machines.length) throw new Error(`nginx sent 8 event streams to machine ${[...streams.keys()].join(', ')} only`);
  return streams;
}

export async function quoteAlertPurchasePush({ cluster, receiver, defer, log }) {
  const cookie = await signIn(cluster.origin, 'demo-provider', 'provider123');
  const device = receiver.subscription('/device/phone-1');
  await send(`${cluster.origin}/api/push-subscriptions`, { method: 'POST', body: device, cookie, expect: 201 });
  const streams = await streamOnEachMachine(cluster, cookie, defer);

  const asked = performance.now();
  const quoteResponse = await send(`${cluster.origin}/api/leads`, { method: 'POST', body: quote(1), expect: 201 });
  const lead = await quoteResponse.json();
  const tookQuote = cluster.answeredBy(quoteResponse);
  log(`quote: lead ${lead.id} (${lead.jobReference}) taken by machine ${tookQuote?.name}`);

  for (const [name, stream] of streams) {
    const alert = (await stream.waitForLeads(1, 10_000).catch(() => {
      throw new Error(`The stream on machine ${name} got no alert of lead ${lead.id} within 10 s`);
    })).find((received) => received.event.data.id === lead.id);
    if (!alert) throw new Error(`The stream on machine ${name} got an alert of another lead than ${lead.id}`);
    log(`live alert: on machine ${name}'s stream ${Math.round(alert.at - asked)} ms after the quote`);
  }

  const tag = `lead-${lead.id}`;
  const pushesTo = (type) => receiver.pushes.filter((push) => push.path === '/device/phone-1' && push.type === type);
  const newLeadPush = await eventually(() => pushesTo('new_lead')[0], 30_000, `The device got no push of lead ${lead.id} within 30 s`);
  if (newLeadPush.tag !== tag) throw new Error(`The push of lead ${lead.id} has the tag ${newLeadPush.tag}, not ${tag}`);
  log(`push: the device got "${tag}" ${Math.round(newLeadPush.at - asked)} ms after the quote (TTL ${newLeadPush.ttl})`);
  // The 'Sold' push goes to the devices recorded as told of the lead: wait until the admin's list of pushes has it.
  const admin = await (await send(`${cluster.origin}/api/admin/login`, { method: 'POST', body: { username: 'admin', password: 'admin123' } })).json();
  const receiverHost = new URL(receiver.origin).host;
  await eventually(
    async () => {
      const deliveries = await (await send(`${cluster.origin}/api/admin/push-deliveries`, { headers: { Authorization: `Bearer ${admin.token}` } })).json();
      return deliveries.items.some((item) => item.type === 'new_lead' && item.endpointHost === receiverHost && item.status === 201);
    },
    30_000,
    `The admin's list of pushes did not show the device's push of lead ${lead.id} within 30 s`,
  );

  const purchase = await send(`${cluster.origin}/api/leads/${lead.id}/purchase`, { method: 'POST', body: PURCHASE_FORM, cookie, expect: 201 });
  log(`purchase: lead ${lead.id} bought through machine ${cluster.answeredBy(purchase)?.name}`);
  for (const [name, stream] of streams) {
    await stream.waitFor(() => stream.events.some((received) => received.event.type === 'lead_sold' && received.event.data.id === lead.id), 10_000).catch(() => {
      throw new Error(`The stream on machine ${name} was not told within 10 s that lead ${lead.id} was sold`);
    });
  }
  const soldPush = await eventually(() => pushesTo('lead_sold')[0], 30_000, `The device got no 'Sold' push of lead ${lead.id} within 30 s`);
  if (soldPush.tag !== tag) throw new Error(`The 'Sold' push of lead ${lead.id} has the tag ${soldPush.tag}, not ${tag}: it would not replace the first`);
  log(`'Sold': on both streams, and pushed to the device with the same tag "${tag}" (it replaces the new-lead notification)`);
  return { lead };
}
