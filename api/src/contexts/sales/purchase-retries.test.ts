import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPurchases } from '../../db/schema';
import { createLead, createProvider, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const form = { buyerName: 'Casey Provider', buyerEmail: 'casey@example.com', buyerPhone: '0400 111 222', buyerCompany: 'Casey Moto' };

describe('POST /api/leads/:leadId/purchase with an Idempotency-Key (safe retries, ADR 0031)', () => {
  let t: TestApp;
  let provider: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ LEAD_PRICE: '25.00' });
    provider = await createProvider(t);
  });
  afterAll(() => t.close());

  const purchase = async (user: TestUser, leadId: number, key: string, body: object = form) =>
    t.agent.post(`/api/leads/${leadId}/purchase`).set('Cookie', await cookieFor(t, user)).set('Idempotency-Key', key).send(body);
  const purchasesOf = async (leadId: number) => t.database.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, leadId));

  it('when a purchase is retried with its key, then the first answer (201, the purchase) comes back and nothing new is recorded', async () => {
    const lead = await createLead(t);
    const first = await purchase(provider, lead.id, 'buy-1');
    const retry = await purchase(provider, lead.id, 'buy-1');

    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await purchasesOf(lead.id)).toHaveLength(1);
  });

  it('when 5 purchases with one key arrive at once, then one purchase is recorded and none is refused as sold', async () => {
    const lead = await createLead(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => purchase(provider, lead.id, 'buy-concurrent')));

    expect(await purchasesOf(lead.id)).toHaveLength(1);
    for (const r of results) expect([201, 409]).toContain(r.status);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.body.message).toBe('A request with this Idempotency-Key is still in progress');
    }
  });

  it('when the key comes back with other buyer details, then 422', async () => {
    const lead = await createLead(t);
    expect((await purchase(provider, lead.id, 'buy-changed')).status).toBe(201);
    const res = await purchase(provider, lead.id, 'buy-changed', { ...form, buyerName: 'Someone Else' });

    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'This Idempotency-Key was already used with a different request body' });
  });

  it("when another provider sends the same key, then it is theirs alone: they are told the lead is sold, not given the first buyer's answer", async () => {
    const lead = await createLead(t);
    expect((await purchase(provider, lead.id, 'shared-key')).status).toBe(201);
    const other = await createProvider(t);
    const res = await purchase(other, lead.id, 'shared-key');

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'This lead has already been purchased by another provider.' });
  });

  it('when the same key is used for another lead, then it is a new request (the route is part of the scope)', async () => {
    const [a, b] = [await createLead(t), await createLead(t)];
    expect((await purchase(provider, a.id, 'per-route')).status).toBe(201);
    expect((await purchase(provider, b.id, 'per-route')).status).toBe(201);
    expect(await purchasesOf(b.id)).toHaveLength(1);
  });
});
