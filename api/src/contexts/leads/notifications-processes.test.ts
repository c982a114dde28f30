import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { rateLimits } from '../../db/schema';
import { startApiProcess, type ApiProcess } from '../../test/api-process';
import { postQuote, riderQuote } from './test-support/notifications';
import { openStream, type StreamClient } from '../../test/sse-test-client';
import { createUser } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { testDatabaseUrl } from '../../test/test-database';

const databaseUrl = testDatabaseUrl();

/** A real API process (`tsx src/main.ts`) on a free port, on this run's PostgreSQL database. */
const startApi = (url: string) => startApiProcess({ DATABASE_URL: url, SEED_DEMO: 'false', RATE_LIMIT_QUOTES: '1000' });

// LISTEN/NOTIFY across processes needs a PostgreSQL server; the in-process variant
// (notifications.test.ts) covers PGlite on every run.
describe.skipIf(!databaseUrl)('live alerts across two API processes (skipped: needs DATABASE_URL, a PostgreSQL server)', () => {
  let database: DatabaseHandle;
  let first: ApiProcess;
  let second: ApiProcess;
  let providerCookie: string;
  const streams: StreamClient[] = [];

  beforeAll(async () => {
    database = await openDatabase({ kind: 'postgres', url: databaseUrl! });
    // The abuse counters live in the shared database (ADR 0027): earlier files' sign-ins from loopback must not count here.
    await database.db.delete(rateLimits);
    await createUser({ database }, { username: 'procs-provider', userType: 'provider' });
    [first, second] = await Promise.all([startApi(databaseUrl!), startApi(databaseUrl!)]);
    providerCookie = await signIn(first.url, 'procs-provider');
  }, 90_000);

  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await Promise.all([first, second].filter(Boolean).map((api) => api.stop()));
    await database?.close();
  }, 30_000);

  it('when a quote is posted to the first process, then a stream client of the second receives it', async () => {
    const stream = await openStream(second.url, { cookie: providerCookie });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor(() => stream.events.length >= 1);

    // How fast is measured by bench/sse-fanout.mjs, not asserted here (no timed assertion in a test).
    const quote = riderQuote('Triumph', 'Bonneville');
    const created = await postQuote(first.url, quote);
    const [received] = await stream.waitForLeads(1);

    expect(received!.id).toBe(String(created.id));
    expect(received!.event.data).toMatchObject({ id: created.id, customerName: 'Liam', vehicleModel: 'Bonneville' });
    // Masked: no surname, no part of the phone ('0412 nnn nnn'; a bare '558' once matched the time's milliseconds).
    const sent = JSON.stringify(received!.event);
    expect(sent).not.toMatch(/Nguyen|0412/);
    expect(sent).not.toContain(quote.customerPhone.slice(5));
    stream.close();
  });

  it('when a client disconnects, misses 3 leads and reconnects to the other process with Last-Event-ID, then it receives exactly those 3 in order', async () => {
    const before = await openStream(second.url, { cookie: providerCookie });
    streams.push(before);
    await before.waitFor(() => before.events.length >= 1);
    await postQuote(first.url, riderQuote('Suzuki', 'GSX-R750'));
    const [seen] = await before.waitForLeads(1);
    before.close();

    const missed = [];
    for (const model of ['V-Strom', 'Hayabusa', 'Katana']) missed.push(await postQuote(second.url, riderQuote('Suzuki', model)));
    const after = await openStream(first.url, { cookie: providerCookie, lastEventId: seen!.id! });
    streams.push(after);
    // Nothing else arrives with them: a marker lead posted afterwards is the very next event.
    const marker = await postQuote(second.url, riderQuote('Suzuki', 'Marker'));
    const received = await after.waitForLeads(4);

    expect(received.map((event) => event.id)).toEqual([...missed, marker].map((lead) => String(lead.id)));
    after.close();
  });

  it('when a visitor opens the stream, then it answers 401', async () => {
    const visitor = await openStream(second.url);
    streams.push(visitor);
    expect(visitor.status).toBe(401);
  });

  it('when the process gets SIGTERM with a stream open, then the stream ends and the process exits 0', async () => {
    const stream = await openStream(first.url, { cookie: providerCookie });
    streams.push(stream);
    await stream.waitFor(() => stream.events.length >= 1);

    const exited = first.stop();
    await stream.ended;
    expect(await exited).toBe(0);
  });
});
