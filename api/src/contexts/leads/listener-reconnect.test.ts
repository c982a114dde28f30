import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { loadEnv } from '../../config/env';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { startTcpProxy } from '../../test/tcp-proxy';
import { createNotificationHub, type NotificationHub } from './notification-hub';
import { createNotificationsRepository } from './notifications-repository';
import { listen, postQuote, riderQuote } from './test-support/notifications';
import { openStream } from '../../test/sse-test-client';
import { createUser } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { jobsFor } from '../../test/test-app';
import { testDatabaseUrl } from '../../test/test-database';

const serverUrl = testDatabaseUrl();

// The LISTEN connection of one hub goes through a proxy the test cuts; the rest reaches the server directly.
describe.skipIf(!serverUrl)('when the LISTEN connection drops and comes back (skipped: needs DATABASE_URL)', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let direct: DatabaseHandle;
  let proxied: DatabaseHandle;
  let hub: NotificationHub;
  let listening: Awaited<ReturnType<typeof listen>>;
  let poster: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const url = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    direct = await openDatabase({ kind: 'postgres', url: serverUrl! });
    proxied = await openDatabase({ kind: 'postgres', url: url.toString() });
    hub = createNotificationHub(createNotificationsRepository(direct.db), proxied, { log: { error: () => undefined, warn: () => undefined } });
    const env = loadEnv({ NODE_ENV: 'test', RATE_LIMIT_QUOTES: '1000' });
    listening = await listen(createApp({ env, database: direct, jobs: await jobsFor(direct), notifications: hub }));
    poster = await listen(createApp({ env, database: direct, jobs: await jobsFor(direct) }));
  });
  afterAll(async () => {
    await hub.close();
    await Promise.all([listening.close(), poster.close()]);
    await Promise.all([proxied.close(), direct.close()]);
    await proxy.close();
  });

  it('then it reconnects by itself and announces the leads whose NOTIFY it missed', async () => {
    await createUser({ database: direct }, { username: 'reconnect-provider', userType: 'provider' });
    const cookie = await signIn(listening.baseUrl, 'reconnect-provider');
    const stream = await openStream(listening.baseUrl, { cookie });
    await stream.waitFor(() => stream.events.length >= 1);
    const seen = await postQuote(poster.baseUrl, riderQuote('Aprilia', 'RS 660'));
    await stream.waitForLeads(1);

    let missedId = 0;
    // The listener logs through console (openDatabase's own listener): its failed reconnect is the event waited for.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await proxy.cut();
      const missed = await postQuote(poster.baseUrl, riderQuote('Aprilia', 'Tuono'));
      // The listener has noticed the drop and tried to come back while the server was away.
      await vi.waitFor(
        () => expect(logged.mock.calls.some(([message]) => String(message).startsWith('PostgreSQL listener reconnect failed'))).toBe(true),
        { timeout: 10_000, interval: 50 },
      );
      await proxy.restore();
      missedId = missed.id;
    } finally {
      logged.mockRestore();
    }

    const received = await stream.waitForLeads(2, 15_000);
    expect(received.map((event) => event.id)).toEqual([String(seen.id), String(missedId)]);

    const after = await postQuote(poster.baseUrl, riderQuote('Aprilia', 'Tuareg'));
    const all = await stream.waitForLeads(3, 5000);
    expect(all[2]!.id).toBe(String(after.id));
    stream.close();
  });
});
