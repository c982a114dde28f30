import Stripe from 'stripe';
import type { Env } from '../../config/env';
import { AppError } from '../../http/app-error';

/** What the purchase flow needs of a PaymentIntent. */
export interface PaymentIntentSnapshot {
  id: string;
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface PaymentIntentMetadata {
  leadId: string;
  buyerId: string;
  discountCodeId: string;
  amountCents: string;
  /** The credit balance spent before the card (ADR 0036), in cents. */
  creditCents: string;
}

/** The card payment provider as the API uses it (Stripe behind it; a local fake of Stripe in tests). */
export interface PaymentGateway {
  createPaymentIntent(input: {
    amountCents: number;
    metadata: PaymentIntentMetadata;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string; amount: number }>;
  /** The PaymentIntent, or null when Stripe does not know the id. */
  retrievePaymentIntent(id: string): Promise<PaymentIntentSnapshot | null>;
  /**
   * Refunds a PaymentIntent (idempotent per PaymentIntent by default; a claim passes its own key and amount, ADR 0036).
   * Answers Stripe's refund id.
   */
  refund(paymentIntentId: string, options?: { amountCents: number; idempotencyKey: string }): Promise<{ id: string }>;
}

const UNAVAILABLE = 'Card payments are temporarily unavailable. Please try again shortly.';

/** The Stripe SDK, pointed at STRIPE_API_URL when set (the local fake); null without STRIPE_SECRET_KEY. */
export function createStripe(config: Env['stripe']): Stripe | null {
  if (!config.secretKey) return null;
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 15_000 };
  if (config.apiUrl) {
    const url = new URL(config.apiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    options.port = Number(url.port || (protocol === 'http' ? 80 : 443));
    options.protocol = protocol;
  }
  return new Stripe(config.secretKey, options);
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'resource_missing' || error.statusCode === 404);

export function createStripeGateway(stripe: Stripe): PaymentGateway {
  /** Stripe outages and network failures are not the client's fault: 503. */
  const unavailable = (error: unknown): never => {
    console.error('Stripe request failed:', error instanceof Error ? error.message : error);
    throw new AppError(503, UNAVAILABLE, undefined, { 'Retry-After': '5' });
  };

  return {
    async createPaymentIntent({ amountCents, metadata, idempotencyKey }) {
      const intent = await stripe.paymentIntents
        .create(
          { amount: amountCents, currency: 'aud', metadata: { ...metadata } },
          { idempotencyKey },
        )
        .catch(unavailable);
      if (!intent.client_secret) return unavailable(new Error('PaymentIntent without client_secret'));
      return { id: intent.id, clientSecret: intent.client_secret, amount: intent.amount };
    },

    async retrievePaymentIntent(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        return { id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency, metadata: intent.metadata ?? {} };
      } catch (error) {
        if (isMissing(error)) return null;
        return unavailable(error);
      }
    },

    async refund(paymentIntentId, options) {
      const params: Stripe.RefundCreateParams = { payment_intent: paymentIntentId };
      if (options) params.amount = options.amountCents;
      const refund = await stripe.refunds.create(params, { idempotencyKey: options?.idempotencyKey ?? `refund-${paymentIntentId}` });
      return { id: refund.id };
    },
  };
}
