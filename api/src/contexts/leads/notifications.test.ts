import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadEnv } from '../../config/env';
import type { DatabaseHandle } from '../../db/database';
import { jobsFor, openTestDatabase } from '../../test/test-app';
import { createNotifications, type NotificationHub } from './notification-hub';
import { CLAIM_FORM, listen, postQuote, quoteFrom, riderQuote, sendJson } from './test-support/notifications';
import { openStream, streamTracker } from '../../test/sse-test-client';
import { createUser } from '../../test/factories';
import { cookieFor, signIn } from '../../test/sign-in';

const DAY_MS = 24 * 60 * 60 * 1000;

// Two apps, each with its own hub, on ONE database: on PGlite the NOTIFY is delivered in-process,
// with DATABASE_URL each hub LISTENs on its own connection, as two API processes would.
describe('GET /api/notifications/stream (two apps on one database)', () => {
  let database: DatabaseHandle;
  const hubs: NotificationHub[] = [];
  const servers: { baseUrl: string; close: () => Promise<void> }[] = [];
  let first: string;
  let second: string;
  let providerCookie: string;
  let adminCookie: string;
  let customerCookie: string;
  const { open, closeAll } = streamTracker();

  beforeAll(async () => {
    database = await openTestDatabase();
    const env = loadEnv({ NODE_ENV: 'test', RATE_LIMIT_QUOTES: '1000' });
    for (let index = 0; index < 2; index += 1) {
      const hub = createNotifications(database, { heartbeatMs: 200 });
      hubs.push(hub);
      servers.push(await listen(createApp({ env, database, jobs: await jobsFor(database), notifications: hub })));
    }
    [first, second] = servers.map((server) => server.baseUrl) as [string, string];
    const providerId = (await createUser({ database }, { username: 'live-provider', userType: 'provider' })).id;
    await createUser({ database }, { username: 'live-member', userType: 'team_member', teamOwnerId: providerId });
    await createUser({ database }, { username: 'live-admin', userType: 'super_admin' });
    await createUser({ database }, { username: 'live-rider', userType: 'customer' });
    [providerCookie, adminCookie, customerCookie] = await Promise.all([
      signIn(first, 'live-provider'),
      signIn(first, 'live-admin'),
      signIn(first, 'live-rider'),
    ]);
  });

  afterAll(async () => {
    closeAll();
    await Promise.all(hubs.map((hub) => hub.close()));
    await Promise.all(servers.map((server) => server.close()));
    await database.close();
  });

  it('when a provider opens the stream, then it is an unbuffered, uncompressed event stream with the security headers that says connected and retry 5000', async () => {
    const stream = await open(second, { cookie: providerCookie });

    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-security-policy']).toContain("default-src 'self'");
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.headers['content-encoding']).toBeUndefined();
    await stream.waitFor(() => stream.events.length >= 1);
    expect(stream.events[0]?.event).toEqual({ type: 'connected', data: { userId: expect.any(Number) } });
    expect(stream.retry).toBe(5000);
    stream.close();
  });

  it('when a quote is posted to the first app, then a stream client of the second receives it', async () => {
    const stream = await open(second, { cookie: adminCookie });
    await stream.waitFor(() => stream.events.length >= 1);

    // How fast is measured by bench/sse-fanout.mjs, not asserted here (ADR 0019: no timed assertion in a test).
    const created = await postQuote(first, riderQuote('Ducati', 'Monster'));
    const [received] = await stream.waitForLeads(1);

    expect(received!.id).toBe(String(created.id));
    expect(received!.event).toEqual({
      type: 'new_lead',
      data: expect.objectContaining({ id: created.id, jobReference: created.jobReference, vehicleMake: 'Ducati', vehicleModel: 'Monster' }),
    });
    stream.close();
  });

  it("when a provider receives a new lead, then it has the first name and suburbs only; the super admin's is full", async () => {
    const provider = await open(second, { cookie: providerCookie });
    const admin = await open(first, { cookie: adminCookie });
    await provider.waitFor(() => provider.events.length >= 1);
    await admin.waitFor(() => admin.events.length >= 1);

    await postQuote(first, riderQuote('Honda', 'CBR650R'));
    const [forProvider] = await provider.waitForLeads(1);
    const [forAdmin] = await admin.waitForLeads(1);

    expect(forProvider!.event.data).toMatchObject({
      customerName: 'Liam',
      pickupLocation: 'Parramatta NSW 2150',
      dropoffLocation: 'Newcastle NSW 2300',
    });
    const providerJson = JSON.stringify(forProvider!.event);
    for (const secret of ['Nguyen', '0412', '558 301', '558301', 'George', 'Hunter']) expect(providerJson).not.toContain(secret);
    expect(forAdmin!.event.data).toMatchObject({
      customerName: 'Liam Nguyen',
      pickupLocation: '12 George Street, Parramatta NSW 2150',
    });
    provider.close();
    admin.close();
  });

  it('when a client disconnects, misses 3 leads and reconnects with Last-Event-ID, then it receives exactly those 3 in order', async () => {
    const before = await open(second, { cookie: providerCookie });
    await before.waitFor(() => before.events.length >= 1);
    await postQuote(first, riderQuote('Yamaha', 'MT-07'));
    const [seen] = await before.waitForLeads(1);
    before.close();
    await before.ended;

    const missed = [];
    for (const model of ['R1', 'R6', 'XSR900']) missed.push(await postQuote(first, riderQuote('Yamaha', model)));
    const after = await open(second, { cookie: providerCookie, lastEventId: seen!.id! });
    // Nothing else arrives with them: a marker lead posted afterwards is the very next event.
    const marker = await postQuote(first, riderQuote('Yamaha', 'Marker'));
    const received = await after.waitForLeads(4);
    const replayed = received.slice(0, 3);

    expect(received.map((event) => event.id)).toEqual([...missed, marker].map((lead) => String(lead.id)));
    expect(replayed.map((received) => (received.event.type === 'new_lead' ? received.event.data.vehicleModel : ''))).toEqual([
      'R1',
      'R6',
      'XSR900',
    ]);
    after.close();
  });

  it('when a new EventSource resumes with ?lastEventId, then it is replayed the same way', async () => {
    const lead = await postQuote(first, riderQuote('KTM', 'Duke'));
    const stream = await open(second, { cookie: providerCookie, path: `/api/notifications/stream?lastEventId=${lead.id - 1}` });
    const [replayed] = await stream.waitForLeads(1);
    expect(replayed!.id).toBe(String(lead.id));
    stream.close();
  });

  it('when a visitor opens the stream, then it answers 401; a customer 403; a bad Last-Event-ID 400', async () => {
    const visitor = await open(second);
    expect(visitor.status).toBe(401);
    const customer = await open(second, { cookie: customerCookie });
    expect(customer.status).toBe(403);
    const bad = await open(second, { cookie: providerCookie, lastEventId: 'abc' });
    expect(bad.status).toBe(400);
    await bad.ended;
    expect(JSON.parse(bad.body())).toEqual({ message: 'Last-Event-ID must be a lead id' });
    // More than a lead id can be (the table's integer): refused here, not by the database.
    const huge = await open(second, { cookie: providerCookie, lastEventId: '999999999999999' });
    expect(huge.status).toBe(400);
    await huge.ended;
  });

  it('when a team member opens the stream, then it gets no new-lead alerts (ADR 0012), only sales', async () => {
    const cookie = await signIn(first, 'live-member');
    const stream = await open(first, { cookie });
    const admin = await open(first, { cookie: adminCookie });
    await Promise.all([stream, admin].map((client) => client.waitFor(() => client.events.length >= 1)));
    const lead = await postQuote(second, quoteFrom('Parramatta NSW 2150', 'Penrith NSW 2750', 'R1250GS'));
    await admin.waitForLeads(1);
    expect((await sendJson(second, 'POST', `/api/leads/${lead.id}/purchase`, adminCookie, CLAIM_FORM)).status).toBe(201);
    // Sales follow new leads in one queue: once the sale is in, the lead before it was passed over.
    await stream.waitFor(() => stream.events.some((received) => received.event.type === 'lead_sold'));
    expect(stream.events.map((received) => received.event)).toEqual([
      { type: 'connected', data: { userId: expect.any(Number) } },
      { type: 'lead_sold', data: { id: lead.id, reason: 'sold' } },
    ]);
    stream.close();
    admin.close();
  });

  it('when a user holds 5 streams on one process, then the 6th answers 429; closing one frees a place', async () => {
    const held = [];
    for (let index = 0; index < 5; index += 1) held.push(await open(first, { cookie: providerCookie }));
    expect(held.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);

    const sixth = await open(first, { cookie: providerCookie });
    expect(sixth.status).toBe(429);
    await sixth.ended;
    expect(JSON.parse(sixth.body())).toEqual({ message: 'Too many open notification streams' });

    held[0]!.close();
    await held[0]!.ended;
    await expect.poll(() => hubs[0]!.connectionCount()).toBe(4);
    const again = await open(first, { cookie: providerCookie });
    expect(again.status).toBe(200);
    [...held, again].forEach((stream) => stream.close());
  });

  it('when a client leaves while its session is read, then the hub does not keep its stream', async () => {
    const user = await createUser({ database }, { username: 'live-leaver', userType: 'provider' });
    const hub = createNotifications(database);
    const attached = new Promise<void>((resolve, reject) => {
      const leaving = http.createServer((req, res) => {
        // The client is gone before attach runs, as when it closes during the guard's await.
        res.once('close', () => hub.attach(req, res, user, null).then(resolve, reject));
        req.socket.destroy();
      });
      leaving.listen(0, '127.0.0.1', () => {
        http.get(`http://127.0.0.1:${(leaving.address() as AddressInfo).port}/`).on('error', () => leaving.close());
      });
    });
    await attached;
    expect(hub.connectionCount()).toBe(0);
    await hub.close();
  });

  it('when the stream stays open, then heartbeat comments keep arriving', async () => {
    const stream = await open(second, { cookie: providerCookie });
    await stream.waitFor(() => stream.comments.length >= 2, 2000);
    expect(stream.comments).toContain('heartbeat');
    stream.close();
  });

  it('when the hub closes (shutdown), then every open stream ends and new ones answer 503', async () => {
    const hub = createNotifications(database);
    const env = loadEnv({ NODE_ENV: 'test' });
    const server = await listen(createApp({ env, database, jobs: await jobsFor(database), notifications: hub }));
    try {
      const cookie = await signIn(server.baseUrl, 'live-provider');
      const a = await open(server.baseUrl, { cookie });
      const b = await open(server.baseUrl, { cookie: adminCookie });
      await a.waitFor(() => a.events.length >= 1);

      await hub.close();
      await Promise.all([a.ended, b.ended]);
      expect(hub.connectionCount()).toBe(0);
      const late = await open(server.baseUrl, { cookie });
      expect(late.status).toBe(503);
    } finally {
      await server.close();
    }
  });
});

describe('GET /api/notifications/stream with a session due for renewal', () => {
  it('then the stream is served and renews the cookie', async () => {
    const env = loadEnv({ NODE_ENV: 'test' });
    const database = await openTestDatabase();
    const hub = createNotifications(database);
    // The app's clock runs two days ahead of the cookie's: past the daily renewal, inside the idle lifetime.
    const server = await listen(createApp({ env, database, jobs: await jobsFor(database), notifications: hub, clock: () => new Date(Date.now() + 2 * DAY_MS) }));
    const cookie = await cookieFor({ env }, await createUser({ database }, { username: 'renewing-provider', userType: 'provider' }));
    const stream = await openStream(server.baseUrl, { cookie });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(String(stream.headers['set-cookie'])).toMatch(/^motohaul_session=/);
      await stream.waitFor(() => stream.events.some((event) => event.event.type === 'connected'));
    } finally {
      stream.close();
      await hub.close();
      await server.close();
      await database.close();
    }
  });
});
