import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadEnv } from '../../config/env';
import type { DatabaseHandle } from '../../db/database';
import { leadPurchases, leads } from '../../db/schema';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe/fake-stripe';
import { createLead, createPurchase, createProvider, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { jobsFor, openTestDatabase } from '../../test/test-app';

const WEBHOOK_SECRET = 'whsec_motohaul_test_secret';

describe('POST /api/stripe/webhook', () => {
  let server: Server;
  let fake: FakeStripe;
  let database: DatabaseHandle;
  let agent: ReturnType<typeof request>;
  let env: ReturnType<typeof loadEnv>;
  let provider: TestUser;

  beforeAll(async () => {
    // The fake POSTs webhooks to the API over HTTP, so the API listens on a real port.
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook`, webhookSecret: WEBHOOK_SECRET });
    env = loadEnv({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_motohaul', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url });
    database = await openTestDatabase();
    const app = createApp({ env, database, jobs: await jobsFor(database) });
    server.on('request', app);
    agent = request(server);
    provider = await createProvider({ database }, { firstName: 'Webhook', lastName: 'Buyer', companyName: 'Hook Haulage' });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await fake.close();
    await database.close();
  });

  const purchasesOf = (leadId: number) => database.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, leadId));
  const createIntent = async (user: TestUser, leadId: number) =>
    (await agent.post('/api/create-payment-intent').set('Cookie', await cookieFor({ env }, user)).send({ leadId }).expect(200)).body as {
      paymentIntentId: string;
    };

  it('when a payment succeeds, then the webhook records the purchase once, and a repeated event records nothing new', async () => {
    const lead = await createLead({ database });
    const { paymentIntentId } = await createIntent(provider, lead.id);

    await fake.confirm(paymentIntentId);
    const [delivery] = fake.deliveries.filter((d) => d.paymentIntentId === paymentIntentId);
    expect(delivery?.status).toBe(200);
    const [recorded] = await purchasesOf(lead.id);
    expect(recorded).toMatchObject({ buyerId: provider.id, amountPaid: '25.00', paymentIntentId, buyerName: 'Webhook Buyer', buyerCompany: 'Hook Haulage' });

    expect((await fake.sendWebhook(paymentIntentId, delivery!.eventId)).status).toBe(200);
    expect((await fake.sendWebhook(paymentIntentId)).status).toBe(200);
    expect(await purchasesOf(lead.id)).toHaveLength(1);
    expect(fake.refunds.some((r) => r.payment_intent === paymentIntentId)).toBe(false);

    // The browser's purchase call after the webhook answers with the same purchase, with the form's details.
    const res = await agent
      .post(`/api/leads/${lead.id}/purchase`)
      .set('Cookie', await cookieFor({ env }, provider))
      .send({ buyerName: 'Form Name', buyerPhone: '0400 999 888', paymentIntentId })
      .expect(201);
    expect(res.body.purchase).toMatchObject({ id: recorded!.id, buyerName: 'Form Name' });
  });

  it('when the signature is bad or missing, then it answers 400 and records nothing', async () => {
    const lead = await createLead({ database });
    const { paymentIntentId } = await createIntent(provider, lead.id);
    const intent = fake.paymentIntents.get(paymentIntentId)!;
    intent.status = 'succeeded';
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'payment_intent.succeeded', data: { object: intent } });

    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    await agent.post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', forged).send(payload).expect(400);
    await agent.post('/api/stripe/webhook').set('Content-Type', 'application/json').send(payload).expect(400);
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = payload.replace('"amount":2500', '"amount":1');
    await agent.post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signed).send(tampered).expect(400);
    expect(await purchasesOf(lead.id)).toHaveLength(0);
  });

  it('when the lead was sold to someone else before the payment succeeded, then the payment is refunded', async () => {
    const lead = await createLead({ database });
    const { paymentIntentId } = await createIntent(provider, lead.id);
    const rival = await createProvider({ database });
    await database.db.update(leads).set({ status: 'sold' }).where(eq(leads.id, lead.id));
    await createPurchase({ database }, { lead, buyer: rival });

    await fake.confirm(paymentIntentId);
    expect(fake.deliveries.find((d) => d.paymentIntentId === paymentIntentId)?.status).toBe(200);
    expect(fake.refunds.filter((r) => r.payment_intent === paymentIntentId)).toHaveLength(1);
    expect(await purchasesOf(lead.id)).toEqual([expect.objectContaining({ buyerId: rival.id })]);
  });

  it('when an event is of another type or for a payment this API did not make, then it is acknowledged and ignored', async () => {
    const before = (await database.db.select().from(leadPurchases)).length;
    const payload = JSON.stringify({ id: 'evt_other', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1' } } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    await agent.post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload).expect(200);

    const stripe = new Stripe('sk_test_other', { host: '127.0.0.1', port: fake.port, protocol: 'http' });
    const foreign = await stripe.paymentIntents.create({ amount: 900, currency: 'aud', metadata: { order: '42' } });
    await fake.confirm(foreign.id);
    expect(fake.deliveries.find((d) => d.paymentIntentId === foreign.id)?.status).toBe(200);
    expect((await database.db.select().from(leadPurchases)).length).toBe(before);
    expect(fake.refunds.some((r) => r.payment_intent === foreign.id)).toBe(false);
  });
});
