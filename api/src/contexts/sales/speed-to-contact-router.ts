import { Router } from 'express';
import { speedToContactQuerySchema } from '@motohaul/contracts';
import { parseBody } from '../../http/validate-body';
import { authenticatedUser, leadOwnerId, type AuthGuards } from '../accounts/accounts-context';
import type { SpeedToContactRepository } from './speed-to-contact-repository';

/**
 * GET /api/lead-purchases/speed-to-contact?from=&to= : the median time to first call over the owner's purchases
 * bought in the range (ADR 0034). A team member gets their owner's figure, as with the rest of the CRM.
 */
export function speedToContactRouter(repository: SpeedToContactRepository, guards: AuthGuards): Router {
  const router = Router();
  router.get('/lead-purchases/speed-to-contact', guards.requireUser('provider', 'team_member', 'super_admin'), async (req, res) => {
    const range = parseBody(speedToContactQuerySchema, req.query);
    res.json(await repository.forOwner(leadOwnerId(authenticatedUser(res)), range));
  });
  return router;
}
