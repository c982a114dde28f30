import express, { Router } from 'express';
import Stripe from 'stripe';
import { AppError } from '../../http/app-error';
import type { PurchaseService } from './purchase-service';

export interface StripeWebhookOptions {
  /** STRIPE_WEBHOOK_SECRET; without it the route does not exist (404). */
  webhookSecret: string | null;
  purchases: Pick<PurchaseService, 'recordFromWebhook'>;
}

/**
 * POST /api/stripe/webhook. Mounted before the JSON parser: the signature covers the raw bytes, so the
 * body is read raw and verified with `constructEvent`; a bad signature is 400 and records nothing.
 */
export function stripeWebhookRouter({ webhookSecret, purchases }: StripeWebhookOptions): Router {
  const router = Router();

  router.post('/stripe/webhook', express.raw({ type: 'application/json', limit: '1mb' }), async (req, res) => {
    if (!webhookSecret) throw new AppError(404, 'Not found');
    const signature = req.get('stripe-signature');
    if (!signature || !Buffer.isBuffer(req.body)) throw new AppError(400, 'Missing Stripe signature');

    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(req.body, signature, webhookSecret);
    } catch {
      throw new AppError(400, 'Invalid Stripe signature');
    }

    if (event.type === 'payment_intent.succeeded') {
      const intent = event.data.object;
      await purchases.recordFromWebhook({
        id: intent.id,
        status: intent.status,
        amount: intent.amount,
        currency: intent.currency,
        metadata: intent.metadata ?? {},
      });
    }
    res.json({ received: true });
  });

  return router;
}
