import { Router, type RequestHandler } from 'express';
import { manualLeadSchema, pipelineQuerySchema, purchaseFormSchema, salesStageUpdateSchema, type PipelinePage } from '@motohaul/contracts';
import { AppError } from '../../http/app-error';
import { addressKey } from '../../http/address-key';
import { pathId } from '../../http/path-id';
import { parseBody } from '../../http/validate-body';
import { authenticatedUser, leadOwnerId, type AuthGuards } from '../accounts/accounts-context';
import type { Idempotency } from '../platform/platform-context';
import type { LeadPurchasesRepository } from './lead-purchases-repository';
import { pipelineRange } from './pipeline-queries';
import type { PurchaseService } from './purchase-service';

const NOT_FOUND = 'Purchase not found';

/** The stage the old client calls 'accepted_lead' is 'purchased' (spec §4). */
const normaliseStage = (body: unknown) =>
  body && typeof body === 'object' && (body as { salesStage?: unknown }).salesStage === 'accepted_lead'
    ? { ...body, salesStage: 'purchased' }
    : body;

/**
 * The pipeline: a provider's (or, for a team member, their owner's) purchases. Ownership is part of
 * every query (buyer_id = the lead owner), so another provider's purchase is simply not found (404).
 */
export function leadPurchasesRouter(
  repository: LeadPurchasesRepository,
  purchaseService: PurchaseService,
  guards: AuthGuards,
  idempotency: Idempotency,
): Router {
  const router = Router();
  const crmUsers = guards.requireUser('provider', 'team_member', 'super_admin');
  const owners = guards.requireUser('provider', 'super_admin');

  router.post('/leads/:leadId/purchase', owners, guards.requireLeadBuyer, async (req, res) => {
    const leadId = pathId(req.params.leadId, 'Lead not found');
    const user = authenticatedUser(res);
    // A retry with the same Idempotency-Key gets the first answer; the key is the buyer's own (ADR 0031).
    const answer = await idempotency.run(req, `POST /api/leads/${leadId}/purchase user:${user.id}`, async () => ({
      status: 201,
      body: await purchaseService.purchase(user, leadId, parseBody(purchaseFormSchema, req.body), addressKey(req.ip)),
    }));
    res.status(answer.status).json(answer.body);
  });

  /** A lead the caller entered by hand, bought by them for 0.00 at once: it lands in Purchased. */
  router.post('/leads/manual', owners, async (req, res) => {
    res.status(201).json(await repository.recordManual(authenticatedUser(res), parseBody(manualLeadSchema, req.body)));
  });

  const list: RequestHandler = async (req, res) => {
    const includeArchived = req.query.includeArchived === 'true';
    res.json(await repository.list(leadOwnerId(authenticatedUser(res)), { includeArchived }));
  };
  router.get('/my-purchased-leads', crmUsers, list);
  router.get('/lead-purchases', crmUsers, list);

  /** The count of every pipeline tab (ADR 0069): the stage tabs and Archived in the from/to range. */
  router.get('/my-purchased-leads/summary', crmUsers, async (req, res) => {
    const range = pipelineRange(parseBody(pipelineQuerySchema, req.query));
    res.json(await repository.pipelineSummary(leadOwnerId(authenticatedUser(res)), range));
  });

  /** One page of a pipeline tab; `leadId` or `jobRef` instead a page with the purchase of that lead, whatever its tab. */
  router.get('/my-purchased-leads/page', crmUsers, async (req, res) => {
    const { tab, sort, direction, page, pageSize, leadId, jobRef, ...days } = parseBody(pipelineQuerySchema, req.query);
    const ownerId = leadOwnerId(authenticatedUser(res));
    if (leadId !== undefined || jobRef) {
      const found = await repository.lookup(ownerId, { leadId, jobRef: jobRef || undefined });
      res.json({ items: found ? [found] : [], total: found ? 1 : 0, page: 1, pageSize } satisfies PipelinePage);
    } else {
      res.json(await repository.pipelinePage(ownerId, { tab, range: pipelineRange(days), sort, direction }, { page, pageSize }));
    }
  });

  router.patch('/lead-purchases/:purchaseId/sales-stage', crmUsers, async (req, res) => {
    const purchaseId = pathId(req.params.purchaseId, NOT_FOUND);
    const update = parseBody(salesStageUpdateSchema, normaliseStage(req.body));
    const ownerId = leadOwnerId(authenticatedUser(res));
    const updated = await repository.updateStage(ownerId, purchaseId, {
      salesStage: update.salesStage,
      salesNotes: update.salesNotes,
      customerPaymentAmount: update.customerPaymentAmount === '' ? null : update.customerPaymentAmount,
    });
    if (!updated) throw new AppError(404, NOT_FOUND);
    res.json(await repository.find(ownerId, purchaseId));
  });

  const setArchived = async (ownerId: number, purchaseId: number, archived: boolean) => {
    if (!(await repository.setArchived(ownerId, purchaseId, archived))) throw new AppError(404, NOT_FOUND);
  };

  // Back from the archive (unarchive), the purchase returns to its stage tab, as it was.
  for (const [action, archived] of [['archive', true], ['unarchive', false]] as const) {
    router.post(`/lead-purchases/:purchaseId/${action}`, owners, async (req, res) => {
      const purchaseId = pathId(req.params.purchaseId, NOT_FOUND);
      const ownerId = authenticatedUser(res).id;
      await setArchived(ownerId, purchaseId, archived);
      res.json(await repository.find(ownerId, purchaseId));
    });
  }

  /** Soft delete: the purchase is archived (hidden, data kept for the export and the admin figures). */
  router.delete('/lead-purchases/:purchaseId', owners, async (req, res) => {
    await setArchived(authenticatedUser(res).id, pathId(req.params.purchaseId, NOT_FOUND), true);
    res.status(204).end();
  });

  return router;
}
