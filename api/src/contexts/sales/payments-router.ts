import { Router } from 'express';
import { createPaymentIntentSchema } from '@motohaul/contracts';
import { parseBody } from '../../http/validate-body';
import { authenticatedUser, type AuthGuards } from '../accounts/accounts-context';
import type { Idempotency } from '../platform/platform-context';
import type { PaymentsService } from './payments-service';

export function paymentsRouter(service: PaymentsService, guards: AuthGuards, idempotency: Idempotency): Router {
  const router = Router();

  /** Public: the publishable key is meant for browsers. */
  router.get('/config/payments', (_req, res) => {
    res.json(service.config());
  });

  router.post('/create-payment-intent', guards.requireUser('provider'), guards.requireLeadBuyer, async (req, res) => {
    const buyerId = authenticatedUser(res).id;
    const answer = await idempotency.run(req, `POST /api/create-payment-intent user:${buyerId}`, async () => ({
      status: 200,
      body: await service.createPaymentIntent(buyerId, parseBody(createPaymentIntentSchema, req.body)),
    }));
    res.status(answer.status).json(answer.body);
  });

  return router;
}
