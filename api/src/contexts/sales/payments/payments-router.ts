import { Router } from 'express';
import { createPaymentIntentSchema } from '@motohaul/contracts';
import { parseBody } from '../../../http/validate-body';
import { authenticatedUser, type AuthGuards } from '../../accounts/auth/guards';
import type { PaymentsService } from './payments-service';

export function paymentsRouter(service: PaymentsService, guards: AuthGuards): Router {
  const router = Router();

  /** Public: the publishable key is meant for browsers. */
  router.get('/config/payments', (_req, res) => {
    res.json(service.config());
  });

  router.post('/create-payment-intent', guards.requireUser('provider'), async (req, res) => {
    const input = parseBody(createPaymentIntentSchema, req.body);
    res.json(await service.createPaymentIntent(authenticatedUser(res).id, input));
  });

  return router;
}
