import { Router } from 'express';
import {
  adminClaimApproveSchema,
  adminClaimRejectSchema,
  adminClaimsQuerySchema,
  leadClaimSchema,
  type AdminClaimsResponse,
  type CreditBalance,
} from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { pathId } from '../../http/path-id';
import { parseBody } from '../../http/validate-body';
import { authenticatedUser, type AuthGuards, type AuthenticatedUser } from '../accounts/accounts-context';
import { fromCents } from './money';
import type { LeadPurchasesRepository } from './lead-purchases-repository';
import { creditBalanceCents } from './credit-ledger';
import { CLAIM_NOT_FOUND, type LeadClaimsRepository } from './lead-claims-repository';
import type { LeadClaimsService } from './lead-claims-service';

const decider = (user: AuthenticatedUser) => ({ id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.username });

/**
 * Claims for bad leads (ADR 0036). The buyer (the owner who paid; not a team member) claims on a purchase and reads
 * the credit balance; the admin panel (admin token) lists claims with their evidence and decides them.
 */
export function leadClaimsRouter({
  db,
  claims,
  service,
  purchases,
  guards,
}: {
  db: Database;
  claims: LeadClaimsRepository;
  service: LeadClaimsService;
  purchases: LeadPurchasesRepository;
  guards: AuthGuards;
}): Router {
  const router = Router();
  const buyers = guards.requireUser('provider');
  const { requireAdmin } = guards;

  router.post('/lead-purchases/:purchaseId/claim', buyers, async (req, res) => {
    const purchaseId = pathId(req.params.purchaseId, 'Purchase not found');
    const ownerId = authenticatedUser(res).id;
    const input = parseBody(leadClaimSchema, req.body);
    await claims.file(ownerId, purchaseId, input);
    res.status(201).json(await purchases.find(ownerId, purchaseId));
  });

  router.get('/provider-credits', guards.requireUser('provider', 'super_admin'), async (_req, res) => {
    res.json({ balance: fromCents(await creditBalanceCents(db, authenticatedUser(res).id)) } satisfies CreditBalance);
  });

  router.get('/admin/claims', requireAdmin, async (req, res) => {
    res.json((await claims.page(parseBody(adminClaimsQuerySchema, req.query))) satisfies AdminClaimsResponse);
  });

  router.post('/admin/claims/:id/approve', requireAdmin, async (req, res) => {
    const claimId = pathId(req.params.id, CLAIM_NOT_FOUND);
    const { reason } = parseBody(adminClaimApproveSchema, req.body ?? {});
    res.json(await service.approve(claimId, decider(authenticatedUser(res)), reason));
  });

  router.post('/admin/claims/:id/reject', requireAdmin, async (req, res) => {
    const claimId = pathId(req.params.id, CLAIM_NOT_FOUND);
    const { reason } = parseBody(adminClaimRejectSchema, req.body ?? {});
    res.json(await service.reject(claimId, decider(authenticatedUser(res)), reason));
  });

  return router;
}

