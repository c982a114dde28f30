import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

// The fake is checked with the real stripe SDK: if the SDK can talk to it, the API can.

describe('the fake Stripe API', () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  let receiver: Server;
  const received: { signature: string; body: string }[] = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ signature: String(req.headers['stripe-signature']), body });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    fake = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${port}/hook`, webhookSecret: 'whsec_fake' });
    stripe = new Stripe('sk_test_fake', { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await fake.close();
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('when a PaymentIntent is created, retrieved, confirmed and refunded through the SDK, then each answer is Stripe-shaped', async () => {
    const created = await stripe.paymentIntents.create({ amount: 2500, currency: 'aud', metadata: { leadId: '7', buyerId: '3' } });
    expect(created).toMatchObject({
      object: 'payment_intent',
      amount: 2500,
      currency: 'aud',
      status: 'requires_payment_method',
      client_secret: expect.stringMatching(new RegExp(`^${created.id}_secret_`)),
      metadata: { leadId: '7', buyerId: '3' },
    });
    expect((await stripe.paymentIntents.retrieve(created.id)).status).toBe('requires_payment_method');

    const confirmed = await stripe.paymentIntents.confirm(created.id);
    expect(confirmed).toMatchObject({ status: 'succeeded', amount_received: 2500 });
    const refund = await stripe.refunds.create({ payment_intent: created.id });
    expect(refund).toMatchObject({ object: 'refund', amount: 2500, payment_intent: created.id, status: 'succeeded' });
    expect(fake.refunds).toContainEqual(expect.objectContaining({ id: refund.id }));
    await expect(stripe.refunds.create({ payment_intent: created.id })).rejects.toMatchObject({ code: 'charge_already_refunded', statusCode: 400 });
  });

  it('when a PaymentIntent is confirmed, then a payment_intent.succeeded event signed with the secret is sent', async () => {
    const created = await stripe.paymentIntents.create({ amount: 900, currency: 'aud' });
    await fake.confirm(created.id);
    const last = received[received.length - 1]!;
    const event = stripe.webhooks.constructEvent(last.body, last.signature, 'whsec_fake');
    expect(event.type).toBe('payment_intent.succeeded');
    expect(event.data.object).toMatchObject({ id: created.id, status: 'succeeded' });
    expect(() => stripe.webhooks.constructEvent(last.body, last.signature, 'whsec_other')).toThrow();
  });

  it('when a refund is created with an amount and an Idempotency-Key (a claim, ADR 0036), then a retry replays it and refunds once', async () => {
    const created = await stripe.paymentIntents.create({ amount: 2500, currency: 'aud' });
    await stripe.paymentIntents.confirm(created.id);
    const first = await stripe.refunds.create({ payment_intent: created.id, amount: 2500 }, { idempotencyKey: 'claim-1-refund' });
    expect(first).toMatchObject({ object: 'refund', amount: 2500, payment_intent: created.id, charge: expect.stringMatching(/^ch_/), status: 'succeeded' });
    const retry = await stripe.refunds.create({ payment_intent: created.id, amount: 2500 }, { idempotencyKey: 'claim-1-refund' });
    expect(retry.id).toBe(first.id);
    expect(fake.refundRequests.filter((r) => r.paymentIntentId === created.id)).toEqual([
      { refundId: first.id, paymentIntentId: created.id, idempotencyKey: 'claim-1-refund' },
    ]);
  });

  it('when refunds are down, then Stripe answers an api_error and nothing is refunded', async () => {
    const created = await stripe.paymentIntents.create({ amount: 1500, currency: 'aud' });
    await stripe.paymentIntents.confirm(created.id);
    fake.setRefundsDown(true);
    await expect(stripe.refunds.create({ payment_intent: created.id })).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    fake.setRefundsDown(false);
    expect(fake.refunds.filter((r) => r.payment_intent === created.id)).toEqual([]);
  });

  it('when the same Idempotency-Key is reused, then the first answer is replayed, and with other parameters refused', async () => {
    const first = await stripe.paymentIntents.create({ amount: 1000, currency: 'aud' }, { idempotencyKey: 'key-1' });
    const again = await stripe.paymentIntents.create({ amount: 1000, currency: 'aud' }, { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    await expect(stripe.paymentIntents.create({ amount: 2000, currency: 'aud' }, { idempotencyKey: 'key-1' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('when input is bad, an id unknown or the key missing, then the SDK raises Stripe’s own errors', async () => {
    await expect(stripe.paymentIntents.create({ amount: 10, currency: 'aud' })).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'amount' });
    await expect(stripe.paymentIntents.retrieve('pi_missing')).rejects.toMatchObject({ code: 'resource_missing', statusCode: 404 });
    const cancelled = await stripe.paymentIntents.cancel((await stripe.paymentIntents.create({ amount: 500, currency: 'aud' })).id);
    expect(cancelled.status).toBe('canceled');
    await expect(stripe.paymentIntents.confirm(cancelled.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    const anonymous = new Stripe('rk_nope', { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(anonymous.paymentIntents.retrieve('pi_x')).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});
