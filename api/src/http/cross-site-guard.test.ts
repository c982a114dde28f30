import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

const quote = {
  customerName: 'Sam Rider',
  customerPhone: '0412345678',
  motorcycleMake: 'Honda',
  motorcycleModel: 'CB500X',
  pickupLocation: 'Parramatta NSW 2150',
  dropoffLocation: 'Newcastle NSW 2300',
};

describe('cross-site request guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_ORIGIN: 'https://motohaul.example' });
  });
  afterAll(() => t.close());

  const storedLeads = async () => (await t.database.db.select({ id: leads.id }).from(leads)).length;

  it('when a browser marks a POST as cross-site, then it answers 403 and stores nothing', async () => {
    const before = await storedLeads();
    const res = await t.agent.post('/api/leads').set('Sec-Fetch-Site', 'cross-site').send(quote).expect(403);
    expect(res.body).toEqual({ message: 'Cross-site requests are not allowed' });
    expect(await storedLeads()).toBe(before);
  });

  it('when a POST comes from another origin, then it answers 403', async () => {
    await t.agent.post('/api/leads').set('Origin', 'https://evil.example').send(quote).expect(403);
  });

  it('when an HTML form or text/plain body is posted, then it answers 415 and stores nothing', async () => {
    const before = await storedLeads();
    await t.agent
      .post('/api/leads')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify(quote))
      .expect(415, { message: 'Content-Type must be application/json' });
    await t.agent
      .post('/api/leads')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('customerName=Sam')
      .expect(415);
    expect(await storedLeads()).toBe(before);
  });

  it('when the request comes from the product origin, from the same site or from a server, then it passes', async () => {
    await t.agent.post('/api/leads').set('Origin', 'https://motohaul.example').set('Sec-Fetch-Site', 'same-origin').send(quote).expect(201);
    await t.agent.post('/api/leads').send(quote).expect(201);
  });

  it('when a safe method is used, then the guard does not apply', async () => {
    await t.agent.get('/api/health').set('Origin', 'https://evil.example').set('Sec-Fetch-Site', 'cross-site').expect(200);
  });

  it('when the origin is a localhost dev server, then it is refused in production and allowed otherwise', async () => {
    await t.agent.post('/api/leads').set('Origin', 'http://localhost:3002').send(quote).expect(201);
    const production = await createTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars!!' });
    try {
      await production.agent.post('/api/leads').set('Origin', 'http://localhost:3002').send(quote).expect(403);
    } finally {
      await production.close();
    }
  });
});
