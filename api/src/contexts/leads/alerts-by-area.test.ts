import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableLeadsPage } from '@motohaul/contracts';
import { createApp } from '../../app';
import { loadEnv } from '../../config/env';
import type { DatabaseHandle } from '../../db/database';
import { jobsFor, openTestDatabase } from '../../test/test-app';
import { createNotifications, type NotificationHub } from './notification-hub';
import { CLAIM_FORM, NEWCASTLE_AREA, PERTH_AREA, listen, postQuote, quoteFrom, sendJson, serviceArea } from './test-support/notifications';
import { openStream, type StreamClient } from '../../test/sse-test-client';
import { createUser } from '../../test/factories';
import { signIn } from '../../test/sign-in';

const PERTH_LEAD = ['Perth WA 6000', 'Fremantle WA 6160'] as const;
const NEWCASTLE_LEAD = ['Newcastle NSW 2300', 'Maitland NSW 2320'] as const;

// Two apps, each with its own hub, on ONE database (on PostgreSQL each LISTENs on its own connection).
describe('new-lead alerts by service area and lead_sold (ADR 0012)', () => {
  let database: DatabaseHandle;
  const hubs: NotificationHub[] = [];
  const servers: { baseUrl: string; close: () => Promise<void> }[] = [];
  let first: string;
  let second: string;
  const cookie: Record<'perth' | 'newcastle' | 'anywhere' | 'member' | 'admin' | 'mover', string> = {} as never;
  const streams: StreamClient[] = [];
  const open = async (baseUrl: string, who: keyof typeof cookie) => {
    const stream = await openStream(baseUrl, { cookie: cookie[who] });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor(() => stream.events.length >= 1);
    return stream;
  };
  const models = (stream: StreamClient) => stream.events.flatMap((e) => (e.event.type === 'new_lead' ? [e.event.data.vehicleModel] : []));

  beforeAll(async () => {
    database = await openTestDatabase();
    const env = loadEnv({ NODE_ENV: 'test', RATE_LIMIT_QUOTES: '1000' });
    for (let index = 0; index < 2; index += 1) {
      const hub = createNotifications(database, { heartbeatMs: 60_000 });
      hubs.push(hub);
      servers.push(await listen(createApp({ env, database, jobs: await jobsFor(database), notifications: hub })));
    }
    [first, second] = servers.map((server) => server.baseUrl) as [string, string];
    const owner = (await createUser({ database }, { username: 'area-perth', userType: 'provider' })).id;
    await createUser({ database }, { username: 'area-newcastle', userType: 'provider' });
    await createUser({ database }, { username: 'area-anywhere', userType: 'provider' });
    await createUser({ database }, { username: 'area-mover', userType: 'provider' });
    await createUser({ database }, { username: 'area-member', userType: 'team_member', teamOwnerId: owner });
    await createUser({ database }, { username: 'area-admin', userType: 'super_admin' });
    for (const who of ['perth', 'newcastle', 'anywhere', 'member', 'admin', 'mover'] as const) cookie[who] = await signIn(first, `area-${who}`);
    expect((await sendJson(first, 'PATCH', '/api/auth/update-service-area', cookie.perth, PERTH_AREA)).status).toBe(200);
    expect((await sendJson(first, 'PATCH', '/api/auth/update-service-area', cookie.newcastle, NEWCASTLE_AREA)).status).toBe(200);
    expect((await sendJson(first, 'PATCH', '/api/auth/update-service-area', cookie.mover, NEWCASTLE_AREA)).status).toBe(200);
  });

  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await Promise.all(hubs.map((hub) => hub.close()));
    await Promise.all(servers.map((server) => server.close()));
    await database.close();
  });

  it('when a Perth lead is posted, then it reaches the Perth provider (50 km), a provider with no area and the super admin, not the Newcastle provider (20 km) or a team member', async () => {
    const [perth, newcastle, anywhere, admin, member] = await Promise.all([
      open(second, 'perth'),
      open(second, 'newcastle'),
      open(first, 'anywhere'),
      open(first, 'admin'),
      open(second, 'member'),
    ]);

    const perthLead = await postQuote(first, quoteFrom(...PERTH_LEAD, 'Perth-1'));
    // Then a Newcastle lead: each stream hears of leads in NOTIFY order, so once the Newcastle provider has
    // this one, the Perth lead before it has been decided for them too.
    await postQuote(first, quoteFrom(...NEWCASTLE_LEAD, 'Newcastle-1'));

    await Promise.all([perth, anywhere, admin].map((stream) => stream.waitFor(() => models(stream).includes('Perth-1'))));
    await newcastle.waitFor(() => models(newcastle).includes('Newcastle-1'));
    await anywhere.waitFor(() => models(anywhere).includes('Newcastle-1'));
    expect(models(newcastle)).toEqual(['Newcastle-1']);
    expect(models(anywhere)).toEqual(['Perth-1', 'Newcastle-1']);
    await admin.waitFor(() => models(admin).includes('Newcastle-1'));

    // A sale reaches every stream, the Newcastle provider's and the team member's too (a rider's lead is always placed,
    // issue 27: the Perth lead is sold): by then the member has been passed over for both leads.
    expect((await sendJson(first, 'POST', `/api/leads/${perthLead.id}/purchase`, cookie.admin, CLAIM_FORM)).status).toBe(201);
    const sold = (stream: StreamClient) => stream.waitFor(() => stream.events.some((e) => e.event.type === 'lead_sold'));
    await Promise.all([member, perth, newcastle].map(sold));
    expect(member.events.map((e) => e.event.type)).toEqual(['connected', 'lead_sold']);
    expect(models(perth)).toEqual(['Perth-1']);
    expect(models(newcastle)).toEqual(['Newcastle-1']);
  });

  it('when a provider moves their service area, then the next alert follows the new area on the stream already open', async () => {
    const mover = await open(second, 'mover');
    expect((await sendJson(first, 'PATCH', '/api/auth/update-service-area', cookie.mover, PERTH_AREA)).status).toBe(200);

    await postQuote(first, quoteFrom(...NEWCASTLE_LEAD, 'Newcastle-2'));
    await postQuote(first, quoteFrom(...PERTH_LEAD, 'Perth-2'));
    await mover.waitFor(() => models(mover).includes('Perth-2'));
    expect(models(mover)).toEqual(['Perth-2']);
    await sendJson(first, 'PATCH', '/api/auth/update-service-area', cookie.mover, serviceArea('Newcastle NSW 2300', -32.9267, 151.7789, 20));
  });

  it('when a lead is sold through one app, then a provider streaming from the other gets lead_sold and its list there no longer holds the lead', async () => {
    const stream = await open(second, 'anywhere');
    const lead = await postQuote(first, quoteFrom(...PERTH_LEAD, 'Perth-3'));
    await stream.waitFor(() => models(stream).includes('Perth-3'));
    const list = async () => (await sendJsonGet(second, '/api/leads?limit=100', cookie.anywhere)) as AvailableLeadsPage;
    expect((await list()).leads.map((l) => l.id)).toContain(lead.id);

    expect((await sendJson(first, 'POST', `/api/leads/${lead.id}/purchase`, cookie.admin, CLAIM_FORM)).status).toBe(201);
    await stream.waitFor(() => stream.events.some((e) => e.event.type === 'lead_sold'));

    expect(stream.events.find((e) => e.event.type === 'lead_sold')?.event).toEqual({ type: 'lead_sold', data: { id: lead.id, reason: 'sold' } });
    // The second app's cached page (kept up to a second) was dropped when the sale reached it.
    expect((await list()).leads.map((l) => l.id)).not.toContain(lead.id);
  });

  it('when the rider cancels a request nobody bought, then every stream hears it is gone because it was cancelled, not sold', async () => {
    const stream = await open(second, 'anywhere');
    const lead = await postQuote(first, quoteFrom(...PERTH_LEAD, 'Perth-4'));
    await stream.waitFor(() => models(stream).includes('Perth-4'));
    const cancelled = await fetch(new URL(`/api/quote-status/${lead.statusToken}/cancel`, first), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: 'Sold the bike instead' }),
    });
    expect(cancelled.status).toBe(200);
    const gone = () => stream.events.find((e) => e.event.type === 'lead_sold' && e.event.data.id === lead.id)?.event;
    await stream.waitFor(() => gone() !== undefined);
    expect(gone()).toEqual({ type: 'lead_sold', data: { id: lead.id, reason: 'cancelled' } });
  });
});

async function sendJsonGet(baseUrl: string, path: string, cookie: string): Promise<unknown> {
  const response = await fetch(new URL(path, baseUrl), { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.json();
}
