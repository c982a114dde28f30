import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { rateLimits } from '../../db/schema';
import { startApiProcess, type ApiProcess } from '../../test/api-process';
import { CLAIM_FORM, NEWCASTLE_AREA, PERTH_AREA, postQuote, quoteFrom, sendJson } from './test-support/notifications';
import { openStream, type StreamClient } from '../../test/sse-test-client';
import { createUser } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { testDatabaseUrl } from '../../test/test-database';

const databaseUrl = testDatabaseUrl();

/** A real API process (`tsx src/main.ts`) on a free port, on this run's PostgreSQL database. */
const startApi = (url: string) => startApiProcess({ DATABASE_URL: url, SEED_DEMO: 'false', RATE_LIMIT_QUOTES: '1000' });

// Two API processes on one PostgreSQL server (ADR 0012): alerts by area and lead_sold through LISTEN/NOTIFY.
describe.skipIf(!databaseUrl)('matching across two API processes (skipped: needs DATABASE_URL, a PostgreSQL server)', () => {
  let database: DatabaseHandle;
  let a: ApiProcess;
  let b: ApiProcess;
  const cookie = { perth: '', newcastle: '', admin: '' };
  const streams: StreamClient[] = [];
  const open = async (url: string, who: keyof typeof cookie) => {
    const stream = await openStream(url, { cookie: cookie[who] });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor(() => stream.events.length >= 1);
    return stream;
  };
  const models = (stream: StreamClient) => stream.events.flatMap((e) => (e.event.type === 'new_lead' ? [e.event.data.vehicleModel] : []));

  beforeAll(async () => {
    database = await openDatabase({ kind: 'postgres', url: databaseUrl! });
    // The abuse counters live in the shared database (ADR 0027): earlier files' sign-ins from loopback must not count here.
    await database.db.delete(rateLimits);
    await createUser({ database }, { username: 'procs-area-perth', userType: 'provider' });
    await createUser({ database }, { username: 'procs-area-newcastle', userType: 'provider' });
    await createUser({ database }, { username: 'procs-area-admin', userType: 'super_admin' });
    [a, b] = await Promise.all([startApi(databaseUrl!), startApi(databaseUrl!)]);
    cookie.perth = await signIn(a.url, 'procs-area-perth');
    cookie.newcastle = await signIn(b.url, 'procs-area-newcastle');
    cookie.admin = await signIn(b.url, 'procs-area-admin');
    expect((await sendJson(b.url, 'PATCH', '/api/auth/update-service-area', cookie.perth, PERTH_AREA)).status).toBe(200);
    expect((await sendJson(a.url, 'PATCH', '/api/auth/update-service-area', cookie.newcastle, NEWCASTLE_AREA)).status).toBe(200);
  }, 90_000);

  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await Promise.all([a, b].filter(Boolean).map((api) => api.stop()));
    await database?.close();
  }, 30_000);

  it('when a Perth lead is posted to process B, then a provider based in Perth (50 km) streaming from A gets it and one based in Newcastle (20 km) does not', async () => {
    const [perth, newcastle] = await Promise.all([open(a.url, 'perth'), open(a.url, 'newcastle')]);

    await postQuote(b.url, quoteFrom('Perth WA 6000', 'Fremantle WA 6160', 'Perth-A'));
    // A Newcastle lead after it: the Newcastle provider hears of leads in order, so the Perth one was passed over.
    await postQuote(b.url, quoteFrom('Newcastle NSW 2300', 'Maitland NSW 2320', 'Newcastle-A'));

    await perth.waitFor(() => models(perth).includes('Perth-A'));
    await newcastle.waitFor(() => models(newcastle).includes('Newcastle-A'));
    expect(models(newcastle)).toEqual(['Newcastle-A']);
    expect(models(perth)).toEqual(['Perth-A']);
  });

  it('when a lead is sold on process B, then a provider streaming from process A gets lead_sold for it and A lists it no more', async () => {
    const perth = await open(a.url, 'perth');
    const lead = await postQuote(a.url, quoteFrom('Joondalup WA 6027', 'Perth WA 6000', 'Sold-A'));
    await perth.waitFor(() => models(perth).includes('Sold-A'));
    const listed = async () => {
      const response = await fetch(new URL('/api/leads?area=all&limit=100', a.url), { headers: { Cookie: cookie.perth } });
      return ((await response.json()) as { leads: { id: number }[] }).leads.map((l) => l.id);
    };
    expect(await listed()).toContain(lead.id);

    expect((await sendJson(b.url, 'POST', `/api/leads/${lead.id}/purchase`, cookie.admin, CLAIM_FORM)).status).toBe(201);

    await perth.waitFor(() => perth.events.some((e) => e.event.type === 'lead_sold'));
    expect(perth.events.find((e) => e.event.type === 'lead_sold')?.event).toEqual({ type: 'lead_sold', data: { id: lead.id, reason: 'sold' } });
    expect(await listed()).not.toContain(lead.id);
  });
});
