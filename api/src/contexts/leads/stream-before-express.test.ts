import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadEnv } from '../../config/env';
import type { DatabaseHandle } from '../../db/database';
import { securityHeaders } from '../../http/security-headers';
import { openTestDatabase } from '../../test/test-app';
import { openStream, streamTracker } from '../../test/sse-test-client';
import { createUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createAuthGuards } from '../accounts/guards';
import { createAuthRepository } from '../accounts/auth-repository';
import { createNotifications, type NotificationHub } from './notifications';
import { listen } from './notifications-test-support';
import { streamBeforeExpress } from './stream-before-express';

const DAY_MS = 24 * 60 * 60 * 1000;

// The stream served from the plain request (ADR 0038) on a plain node:http server whose `next` answers 418: what it
// serves is a 200 event stream, what it hands over reaches the 418.
describe('GET /api/notifications/stream before Express', () => {
  const env = loadEnv({ NODE_ENV: 'test' });
  let database: DatabaseHandle;
  let hub: NotificationHub;
  let server: http.Server;
  let baseUrl: string;
  let handedOver = 0;
  let provider: string;
  let customer: string;
  const { open, closeAll } = streamTracker();

  beforeAll(async () => {
    database = await openTestDatabase();
    hub = createNotifications(database);
    const sessionConfig = { secret: env.sessionSecret, previousSecret: env.sessionSecretPrevious, secure: false, now: () => new Date() };
    const serve = streamBeforeExpress({
      hub,
      guards: createAuthGuards(createAuthRepository(database.db), sessionConfig),
      securityHeaders: securityHeaders({ remotesFile: null, upgradeInsecureRequests: false, googleMaps: false, reportingApi: false }),
      trustProxy: () => false,
    });
    server = http.createServer((req, res) =>
      serve(req, res, () => {
        handedOver += 1;
        res.writeHead(418).end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    provider = await cookieFor({ env }, await createUser({ database }, { username: 'early-provider', userType: 'provider' }));
    customer = await cookieFor({ env }, await createUser({ database }, { username: 'early-rider', userType: 'customer' }));
  });

  afterAll(async () => {
    closeAll();
    await hub.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  it("when a provider opens the stream, then it is served here: an event stream with the security headers, 'connected', no hand-over", async () => {
    const before = handedOver;
    const stream = await open(baseUrl, { cookie: provider });

    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['content-security-policy']).toContain("default-src 'self'");
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.headers['content-encoding']).toBeUndefined();
    await stream.waitFor(() => stream.events.some((event) => event.event.type === 'connected'));
    expect(stream.retry).toBe(5000);
    expect(handedOver).toBe(before);
  });

  it('when the request is not one it serves (visitor, rider, bad Last-Event-ID, another path or method), then it is handed over untouched', async () => {
    const cases: Parameters<typeof openStream>[1][] = [
      {},
      { cookie: customer },
      { cookie: provider, lastEventId: 'abc' },
      { cookie: provider, path: '/api/notifications/stream/' },
      { cookie: provider, path: '/api/notifications/streams' },
    ];
    for (const options of cases) {
      const before = handedOver;
      const stream = await open(baseUrl, options);
      expect(stream.status, JSON.stringify(options)).toBe(418);
      expect(handedOver).toBe(before + 1);
    }
    const post = await fetch(`${baseUrl}/api/notifications/stream`, { method: 'POST', headers: { Cookie: provider } });
    expect(post.status).toBe(418);
  });

  it('when a client leaves while its session is read, then the hub does not keep its stream', async () => {
    const user = await createUser({ database }, { username: 'early-leaver', userType: 'provider' });
    const before = hub.connectionCount();
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
    expect(hub.connectionCount()).toBe(before);
  });

  it('when the user already holds 5 streams, then the 6th is handed over (the Express route answers 429)', async () => {
    const user = await createUser({ database }, { username: 'early-five', userType: 'provider' });
    const cookie = await cookieFor({ env }, user);
    for (let index = 0; index < 5; index += 1) expect((await open(baseUrl, { cookie })).status).toBe(200);
    expect((await open(baseUrl, { cookie })).status).toBe(418);
  });
});

describe('GET /api/notifications/stream with a session due for renewal (through the app)', () => {
  it('then the Express route serves it and renews the cookie on the stream', async () => {
    const env = loadEnv({ NODE_ENV: 'test' });
    const database = await openTestDatabase();
    const hub = createNotifications(database);
    // The app's clock runs two days ahead of the cookie's: past the daily renewal, inside the idle lifetime.
    const server = await listen(createApp({ env, database, notifications: hub, clock: () => new Date(Date.now() + 2 * DAY_MS) }));
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
