import { Router } from 'express';
import { discountCodeValidateSchema } from '@motohaul/contracts';
import { parseBody } from '../../http/validate-body';
import { authenticatedUser, type AuthGuards } from '../accounts/accounts-context';
import type { DiscountCodesService } from './discount-codes-service';

/** POST /api/discount-codes/validate and /apply: providers check a code for a lead; the server prices it. */
export function discountCodesRouter(service: DiscountCodesService, guards: AuthGuards): Router {
  const router = Router();
  const buyers = guards.requireUser('provider', 'super_admin');

  router.post('/discount-codes/validate', buyers, async (req, res) => {
    const { code, leadId } = parseBody(discountCodeValidateSchema, req.body);
    res.json(await service.validate(code, leadId, authenticatedUser(res).id));
  });

  router.post('/discount-codes/apply', buyers, async (req, res) => {
    const { code, leadId } = parseBody(discountCodeValidateSchema, req.body);
    res.json(await service.apply(code, leadId, authenticatedUser(res).id));
  });

  return router;
}
