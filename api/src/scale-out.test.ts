import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/database';
import { leads } from './db/schema';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { startHttpProxy } from './test/http-proxy';
import { openStream } from './test/sse-test-client';
import { testDatabaseUrl } from './test/test-database';

const databaseUrl = testDatabaseUrl();

// Each quote is a rider of its own: one rider's repeat of the same trip is merged into the first lead (ADR 0013).
let riders = 0;
const quote = (marker: string) => ({
  customerName: marker,
  customerPhone: `0412 ${345_000 + (riders += 1)}`,
  motorcycleMake: 'Kawasaki',
  motorcycleModel: 'Ninja 400',
  pickupLocation: 'Parramatta NSW 2150',
  dropoffLocation: 'Wollongong NSW 2500',
});

// Several API processes on one PostgreSQL server behind a load balancer (docs/deploy.md). PGlite is one
// process only, so this runs where DATABASE_URL is set (CI).
/** Resolves once `check` holds, looking every 20 ms (a wait on a state, not a sleep that hopes for one). */
async function waitUntil(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('waitUntil: the state was not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!databaseUrl)('two API processes behind a load balancer', () => {
  let database: DatabaseHandle;
  let first: ApiProcess;
  let second: ApiProcess;
  let proxy: Awaited<ReturnType<typeof startHttpProxy>>;

  beforeAll(async () => {
    const env = {
      DATABASE_URL: databaseUrl!,
      SESSION_SECRET: `scale-out-${randomBytes(16).toString('hex')}`,
      SEED_DEMO: 'false',
      RATE_LIMIT_QUOTES: '1000000',
      // As long as the test balancer may take to see the failed health check on 2 busy cores (its checks time out
      // after 1 s): it then sends nothing more to the draining process before the process closes its listener.
      SHUTDOWN_DRAIN_MS: '3000',
      // Both processes start at once with the same admin account: the start-up upsert must not race.
      ADMIN_USERNAME: 'scale-admin',
      ADMIN_PASSWORD: 'scale-admin-password',
    };
    [first, second] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    proxy = await startHttpProxy([first.url, second.url]);
    database = await openDatabase({ kind: 'postgres', url: databaseUrl! });
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
  });

  it('when both serve, then requests reach both processes and a quote taken by either is stored once', async () => {
    const marker = `Balanced ${randomBytes(4).toString('hex')}`;
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${proxy.url}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(quote(marker)),
        }).then((res) => res.status),
      ),
    );
    expect(statuses).toEqual(Array(10).fill(201));
    const stored = await database.db.select({ count: sql<number>`count(*)::int` }).from(leads).where(eq(leads.customerName, marker));
    expect(stored[0]!.count).toBe(10);
  });

  it('when a rider, a provider and the admin go through the balancer, then their journeys work on either process', async () => {
    const call = async (method: string, path: string, body?: object, headers: Record<string, string> = {}) => {
      const res = await fetch(`${proxy.url}${path}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    };
    const suffix = randomBytes(3).toString('hex');

    // A provider signs up and signs in; the sealed cookie works on both processes (every call alternates).
    const username = `balanced-${suffix}`;
    const signup = await call('POST', '/api/auth/provider/signup', {
      username,
      password: 'balanced-pass-1',
      firstName: 'Bal',
      lastName: 'Anced',
      email: `${username}@example.com`,
      phone: '0400 123 456',
      companyName: 'Balanced Moto',
    });
    expect(signup.status).toBe(201);
    const login = await fetch(`${proxy.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'balanced-pass-1' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
    for (let i = 0; i < 4; i++) expect((await call('GET', '/api/auth/me', undefined, { cookie })).body).toMatchObject({ username });

    // Live alerts: the stream is held by one process; two quotes land one on each process and both arrive.
    const stream = await openStream(proxy.url, { cookie });
    try {
      expect(stream.status).toBe(200);
      const marker = `Journey ${suffix}`;
      const quotes = [quote(marker), quote(marker)];
      const posted = [await call('POST', '/api/leads', quotes[0]), await call('POST', '/api/leads', quotes[1])];
      // Stored E.164: 0412 345 001 -> +61412345001.
      const storedPhone = `+61${quotes[0]!.customerPhone.replace(/\D/g, '').slice(1)}`;
      expect(posted.map((res) => res.status)).toEqual([201, 201]);
      const alerts = await stream.waitForLeads(2, 5000);
      const ids = posted.map((res) => res.body.id as number);
      expect(alerts.map((alert) => (alert.event as { data?: { id?: number } }).data?.id).sort()).toEqual([...ids].sort());

      // The lead list is masked before purchase; the purchase reveals the contact details.
      const list = await call('GET', '/api/leads?limit=50', undefined, { cookie });
      expect(list.status).toBe(200);
      const raw = JSON.stringify(list.body);
      expect(raw).toContain(String(ids[0]));
      expect(raw).not.toContain(storedPhone);
      expect(raw).not.toContain(quotes[0]!.customerPhone);
      const bought = await call('POST', `/api/leads/${ids[0]}/purchase`, { buyerName: 'Bal Anced', buyerEmail: `${username}@example.com`, buyerPhone: '0400 123 456' }, { cookie });
      expect(bought.status).toBe(201);
      const purchase = bought.body.purchase as { id: number; customerPhone: string };
      expect(purchase.customerPhone).toBe(storedPhone);
      const again = await call('POST', `/api/leads/${ids[0]}/purchase`, { buyerName: 'Bal Anced', buyerEmail: `${username}@example.com`, buyerPhone: '0400 123 456' }, { cookie });
      expect(again.status).toBe(409);
      expect((await call('PATCH', `/api/lead-purchases/${purchase.id}/sales-stage`, { salesStage: 'called' }, { cookie })).status).toBe(200);
      const mine = await call('GET', '/api/my-purchased-leads', undefined, { cookie });
      expect(JSON.stringify(mine.body)).toContain('"salesStage":"called"');
    } finally {
      stream.close();
    }

    // The admin signs in on one process and reads the figures on the other.
    const admin = await call('POST', '/api/admin/login', { username: 'scale-admin', password: 'scale-admin-password' });
    expect(admin.status).toBe(200);
    const authorization = `Bearer ${admin.body.token as string}`;
    for (let i = 0; i < 2; i++) {
      const analytics = await call('GET', '/api/admin/analytics', undefined, { authorization });
      expect(analytics.status).toBe(200);
      expect(analytics.body.totalPurchases).toBeGreaterThanOrEqual(1);
    }
  }, 60_000);

  it('when one process gets SIGTERM under load, then it drains, exits 0, and no request fails', async () => {
    const marker = `Drain ${randomBytes(4).toString('hex')}`;
    let running = true;
    const outcomes: Array<number | string> = [];
    const worker = async () => {
      while (running) {
        try {
          const res = await fetch(`${proxy.url}/api/leads`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(quote(marker)),
          });
          await res.arrayBuffer();
          outcomes.push(res.status);
        } catch (error) {
          outcomes.push(String(error));
        }
      }
    };
    const workers = Array.from({ length: 12 }, worker);

    // Load runs until some quotes went through, the first process drains, and load goes on until more did.
    await waitUntil(() => outcomes.length >= 20);
    const sentBeforeStop = outcomes.length;
    const exitCode = await first.stop('SIGTERM');
    const sentAtStop = outcomes.length;
    await waitUntil(() => outcomes.length >= sentAtStop + 20);
    running = false;
    await Promise.all(workers);

    expect(exitCode).toBe(0);
    expect(first.output()).toContain('SIGTERM received, shutting down');
    expect(sentBeforeStop).toBeGreaterThan(0);
    expect(outcomes.length).toBeGreaterThan(sentBeforeStop);
    const failures = outcomes.filter((outcome) => outcome !== 201);
    expect(failures).toEqual([]);
    const stored = await database.db.select({ count: sql<number>`count(*)::int` }).from(leads).where(eq(leads.customerName, marker));
    expect(stored[0]!.count).toBe(outcomes.length);
  }, 60_000);
});
