import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { parseFormBody, type FormValue } from './form-body';

// A local stand-in for Stripe's REST API (the parts the API uses), speaking the protocol the stripe SDK
// speaks: form-encoded requests, JSON objects shaped like Stripe's, Stripe-style error JSON, Idempotency-Key.

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  payment_method_types: string[];
  latest_charge: string | null;
  canceled_at: number | null;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string | null;
  reason: string | null;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
}

/** One POST /v1/refunds the fake answered with a new refund: the Idempotency-Key it came with. */
export interface RefundRequest {
  refundId: string;
  paymentIntentId: string;
  idempotencyKey: string | null;
}

export interface FakeStripeOptions {
  /** Port to listen on (0 or absent: any free port). */
  port?: number;
  host?: string;
  /** Where `payment_intent.succeeded` events are POSTed when a PaymentIntent is confirmed. */
  webhookUrl?: string;
  /** The signing secret of those events (whsec_...). */
  webhookSecret?: string;
}

export interface WebhookDelivery {
  eventId: string;
  paymentIntentId: string;
  status: number;
}

export interface FakeStripe {
  /** Base URL, e.g. http://127.0.0.1:12111 (STRIPE_API_URL). */
  url: string;
  port: number;
  paymentIntents: Map<string, FakePaymentIntent>;
  refunds: FakeRefund[];
  /** Each refund created, with the Idempotency-Key of its request (a replay creates none). */
  refundRequests: RefundRequest[];
  /** While true, POST /v1/refunds answers 500 api_error (Stripe having an outage). */
  setRefundsDown(down: boolean): void;
  deliveries: WebhookDelivery[];
  /** Marks a PaymentIntent succeeded (as a card confirmation would) and sends the webhook when configured. */
  confirm(id: string): Promise<FakePaymentIntent>;
  /** Sends a signed `payment_intent.succeeded` event for a PaymentIntent (again: same event id when given). */
  sendWebhook(paymentIntentId: string, eventId?: string): Promise<WebhookDelivery>;
  close(): Promise<void>;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

const text = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': newId('req'), ...headers });
  res.end(JSON.stringify(body));
}

const missing = (param: string) => new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);
const noSuch = (kind: string, id: string, param?: string) =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);
const unexpectedState = (intent: FakePaymentIntent, action: string) =>
  new StripeApiError(
    400,
    'invalid_request_error',
    `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
    'payment_intent_unexpected_state',
  );

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const refunds: FakeRefund[] = [];
  const refundRequests: RefundRequest[] = [];
  let refundsDown = false;
  const deliveries: WebhookDelivery[] = [];
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();

  function intentOrFail(id: string, param?: string): FakePaymentIntent {
    const intent = paymentIntents.get(id);
    if (!intent) throw noSuch('payment_intent', id, param);
    return intent;
  }

  function createIntent(params: Record<string, FormValue>): FakePaymentIntent {
    const amountText = text(params.amount);
    if (amountText === undefined) throw missing('amount');
    const amount = Number(amountText);
    if (!/^\d+$/.test(amountText) || amount < 50 || amount > 99_999_999) {
      throw new StripeApiError(400, 'invalid_request_error', 'Amount must be at least 50 cents and a whole number of cents.', 'amount_too_small', 'amount');
    }
    const currency = text(params.currency);
    if (!currency) throw missing('currency');
    if (!/^[a-z]{3}$/i.test(currency)) throw new StripeApiError(400, 'invalid_request_error', `Invalid currency: ${currency}.`, 'parameter_invalid_string', 'currency');
    const metadata = params.metadata;
    if (metadata !== undefined && (typeof metadata !== 'object' || Array.isArray(metadata))) {
      throw new StripeApiError(400, 'invalid_request_error', 'Invalid object', 'parameter_invalid_object', 'metadata');
    }
    const types = Array.isArray(params.payment_method_types) ? params.payment_method_types.filter((t): t is string => typeof t === 'string') : ['card'];
    const id = newId('pi');
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: currency.toLowerCase(),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata: Object.fromEntries(Object.entries(metadata ?? {}).map(([key, value]) => [key, String(value)])),
      payment_method_types: types,
      latest_charge: null,
      canceled_at: null,
      created: now(),
      livemode: false,
    };
    paymentIntents.set(id, intent);
    return intent;
  }

  function confirmIntent(id: string): FakePaymentIntent {
    const intent = intentOrFail(id);
    if (intent.status !== 'requires_payment_method') throw unexpectedState(intent, 'confirm');
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = newId('ch');
    return intent;
  }

  function createRefund(params: Record<string, FormValue>, idempotencyKey: string | null): FakeRefund {
    if (refundsDown) throw new Error('Refunds are unavailable');
    const intentId = text(params.payment_intent);
    if (!intentId) throw missing('payment_intent');
    const intent = intentOrFail(intentId, 'payment_intent');
    if (intent.status !== 'succeeded') {
      throw new StripeApiError(400, 'invalid_request_error', `This PaymentIntent (${intentId}) does not have a successful charge to refund.`, 'charge_not_refundable');
    }
    const refunded = refunds.filter((r) => r.payment_intent === intentId).reduce((sum, r) => sum + r.amount, 0);
    const amount = text(params.amount) !== undefined ? Number(text(params.amount)) : intent.amount - refunded;
    if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > intent.amount) {
      throw new StripeApiError(400, 'invalid_request_error', `Charge ${intent.latest_charge} has already been refunded.`, 'charge_already_refunded');
    }
    const reason = text(params.reason) ?? null;
    const metadata = typeof params.metadata === 'object' && !Array.isArray(params.metadata) ? params.metadata : {};
    const refund: FakeRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      charge: intent.latest_charge,
      reason,
      metadata: Object.fromEntries(Object.entries(metadata).map(([key, value]) => [key, String(value)])),
      status: 'succeeded',
      created: now(),
    };
    refunds.push(refund);
    refundRequests.push({ refundId: refund.id, paymentIntentId: intentId, idempotencyKey });
    return refund;
  }

  async function sendWebhook(paymentIntentId: string, eventId = newId('evt')): Promise<WebhookDelivery> {
    const intent = intentOrFail(paymentIntentId);
    if (!options.webhookUrl || !options.webhookSecret) throw new Error('The fake has no webhookUrl/webhookSecret');
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      type: 'payment_intent.succeeded',
      data: { object: intent },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
      body: payload,
    });
    await response.text();
    const delivery = { eventId, paymentIntentId, status: response.status };
    deliveries.push(delivery);
    return delivery;
  }

  async function afterConfirm(intent: FakePaymentIntent) {
    if (options.webhookUrl && options.webhookSecret) await sendWebhook(intent.id);
  }

  type Route = { method: string; pattern: RegExp; handle: (params: Record<string, FormValue>, match: RegExpExecArray, idempotencyKey: string | null) => Promise<unknown> | unknown };
  const routes: Route[] = [
    { method: 'POST', pattern: /^\/v1\/payment_intents$/, handle: (params) => createIntent(params) },
    { method: 'GET', pattern: /^\/v1\/payment_intents\/([^/]+)$/, handle: (_params, m) => intentOrFail(m[1]!) },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      handle: async (_params, m) => {
        const intent = confirmIntent(m[1]!);
        await afterConfirm(intent);
        return intent;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      handle: (_params, m) => {
        const intent = intentOrFail(m[1]!);
        if (intent.status === 'succeeded' || intent.status === 'canceled') throw unexpectedState(intent, 'cancel');
        intent.status = 'canceled';
        intent.canceled_at = now();
        return intent;
      },
    },
    { method: 'POST', pattern: /^\/v1\/refunds$/, handle: (params, _m, key) => createRefund(params, key) },
  ];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const method = req.method ?? 'GET';
    try {
      if (!/^Bearer sk_(test|live)_\S+$/.test(req.headers.authorization ?? '')) {
        throw new StripeApiError(401, 'invalid_request_error', 'Invalid API Key provided.');
      }
      const route = routes.find((r) => r.method === method && r.pattern.test(path));
      if (!route) throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);

      const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const scoped = typeof key === 'string' ? `${path}|${key}` : null;
      const previous = scoped ? idempotent.get(scoped) : undefined;
      if (previous) {
        if (previous.request !== body) {
          throw new StripeApiError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          );
        }
        return send(res, previous.status, previous.body, { 'Idempotent-Replayed': 'true' });
      }
      const result = await route.handle(parseFormBody(body), route.pattern.exec(path)!, typeof key === 'string' ? key : null);
      // A snapshot: later changes to the object do not change what a replay answers (as in Stripe).
      const snapshot = JSON.parse(JSON.stringify(result)) as unknown;
      if (scoped) idempotent.set(scoped, { request: body, status: 200, body: snapshot });
      send(res, 200, snapshot);
    } catch (error) {
      if (error instanceof StripeApiError) {
        const { status, type, message, code, param } = error;
        send(res, status, { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } });
      } else {
        send(res, 500, { error: { type: 'api_error', message: error instanceof Error ? error.message : 'Internal error' } });
      }
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    paymentIntents,
    refunds,
    refundRequests,
    setRefundsDown(down) {
      refundsDown = down;
    },
    deliveries,
    async confirm(id) {
      const intent = confirmIntent(id);
      await afterConfirm(intent);
      return intent;
    },
    sendWebhook,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
