import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadEnv } from '../config/env';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { startTcpProxy } from '../test/tcp-proxy';
import { jobsFor } from '../test/test-app';
import { testDatabaseUrl } from '../test/test-database';

const serverUrl = testDatabaseUrl();

const quote = {
  customerName: 'Outage Rider',
  customerPhone: '0412345678',
  motorcycleMake: 'Yamaha',
  motorcycleModel: 'MT-07',
  pickupLocation: 'Penrith NSW 2750',
  dropoffLocation: 'Bondi NSW 2026',
};

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

// Needs a PostgreSQL server (CI sets DATABASE_URL); PGlite runs in-process and cannot go away.
describe.skipIf(!serverUrl)('when the PostgreSQL server goes away and comes back', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: DatabaseHandle;
  let agent: ReturnType<typeof request>;

  beforeAll(async () => {
    const url = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    agent = request(createApp({ env: loadEnv({ NODE_ENV: 'test' }), database, jobs: await jobsFor(database) }));
  });
  afterAll(async () => {
    await database.close();
    await proxy.close();
  });

  it('then health fails and requests answer 503 JSON, and the API recovers by itself', async () => {
    await agent.get('/api/health').expect(200);
    await agent.post('/api/leads').send(quote).expect(201);

    await proxy.cut();
    const health = await agent.get('/api/health').expect(503);
    expect(health.body).toEqual({ message: 'Database unavailable' });
    const write = await agent.post('/api/leads').send(quote).expect(503);
    expect(write.headers['content-type']).toMatch(/application\/json/);
    expect(write.headers['retry-after']).toBe('5');
    expect(write.body.message).toMatch(/temporarily unavailable/);

    await proxy.restore();
    expect(await eventually(async () => (await agent.get('/api/health')).status === 200)).toBe(true);
    await agent.post('/api/leads').send(quote).expect(201);
  });
});
