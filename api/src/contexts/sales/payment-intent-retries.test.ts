import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe/fake-stripe';
import { createLead, createProvider, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('POST /api/create-payment-intent with an Idempotency-Key (safe retries, ADR 0031)', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let provider: TestUser;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      LEAD_PRICE: '25.00',
      STRIPE_SECRET_KEY: 'sk_test_motohaul',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_motohaul',
      STRIPE_API_URL: fake.url,
    });
    provider = await createProvider(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const createIntent = async (body: object, key: string) =>
    t.agent.post('/api/create-payment-intent').set('Cookie', await cookieFor(t, provider)).set('Idempotency-Key', key).send(body);

  it('when the request is retried with its key, then the first answer comes back; with another body, 422', async () => {
    const lead = await createLead(t);
    const first = await createIntent({ leadId: lead.id, amount: 2500 }, 'intent-1');
    const retry = await createIntent({ leadId: lead.id, amount: 2500 }, 'intent-1');

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ paymentIntentId: expect.any(String), amount: 2500 });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);

    const changed = await createIntent({ leadId: lead.id }, 'intent-1');
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({ message: 'This Idempotency-Key was already used with a different request body' });
  });
});
