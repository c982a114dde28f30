import { Router } from 'express';
import {
  adminActiveFlagSchema,
  adminAuditLogQuerySchema,
  adminDemandQuerySchema,
  adminLeadEditSchema,
  adminLeadsQuerySchema,
  adminProvidersQuerySchema,
  discountCodeCreateSchema,
  type AdminResetLinkResponse,
} from '@motohaul/contracts';
import { AppError, found } from '../../http/app-error';
import { pathId } from '../../http/path-id';
import { parseBody } from '../../http/validate-body';
import { authenticatedUser, type AccountsContext, type AuthGuards } from '../accounts/accounts-context';
import type { LeadsContext } from '../leads/leads-context';
import type { SalesContext } from '../sales/sales-context';
import type { AdminAnalyticsRepository } from './admin-analytics-repository';
import { adminAnalytics } from './admin-analytics-service';
import type { AdminAuditLogRepository } from './admin-audit-log-repository';
import type { AdminDemandRepository } from './admin-demand-repository';
import type { AdminLeadsRepository } from './admin-leads-repository';

/** The admin panel's own reads, and the other contexts' services its changes go through (each audited on admin.changed). */
export interface AdminRepositories {
  analytics: AdminAnalyticsRepository;
  demand: AdminDemandRepository;
  leads: AdminLeadsRepository;
  auditLog: AdminAuditLogRepository;
  providers: AccountsContext['providers'];
  leadEdits: LeadsContext['adminEdits'];
  discountCodes: SalesContext['discountCodesAdmin'];
}

/** The admin panel's data and changes (issue 7). Every route needs a valid admin token (requireAdmin). */
export function adminRouter(repositories: AdminRepositories, guards: Pick<AuthGuards, 'requireAdmin'>): Router {
  const router = Router();
  const { requireAdmin } = guards;

  router.get('/admin/analytics', requireAdmin, async (_req, res) => {
    res.json(await adminAnalytics(repositories.analytics));
  });

  /** The Overview's demand map (ADR 0061): rider leads per state in the last `days` days, sold, and providers based there. */
  router.get('/admin/demand-by-region', requireAdmin, async (req, res) => {
    const { days } = parseBody(adminDemandQuerySchema, req.query);
    res.json(await repositories.demand.byRegion(days));
  });

  router.get('/admin/providers', requireAdmin, async (req, res) => {
    res.json(await repositories.providers.list(parseBody(adminProvidersQuerySchema, req.query)));
  });

  router.patch('/admin/providers/:id/status', requireAdmin, async (req, res) => {
    const providerId = pathId(req.params.id, 'Provider not found');
    const { isActive } = parseBody(adminActiveFlagSchema, req.body);
    res.json(found(await repositories.providers.setActive(providerId, isActive, authenticatedUser(res).id), 'Provider not found'));
  });

  /** Lists a provider in the public directory without their email being verified (ADR 0030); audited. */
  router.post('/admin/providers/:id/approve', requireAdmin, async (req, res) => {
    const providerId = pathId(req.params.id, 'Provider not found');
    res.json(found(await repositories.providers.approve(providerId, authenticatedUser(res).id), 'Provider not found'));
  });

  /**
   * A one-time password reset link for a provider, answered once for the admin to pass on by phone or message (ADR 0032):
   * the way back into an account without an email. Audited without the token; never cached.
   */
  router.post('/admin/providers/:id/password-reset-link', requireAdmin, async (req, res) => {
    const providerId = pathId(req.params.id, 'Provider not found');
    const link = found(await repositories.providers.createResetLink(providerId, authenticatedUser(res).id), 'Provider not found');
    res.set('Cache-Control', 'no-store');
    res.status(201).json({ resetUrl: link.url, expiresAt: link.expiresAt.toISOString() } satisfies AdminResetLinkResponse);
  });

  router.get('/admin/leads', requireAdmin, async (req, res) => {
    res.json(await repositories.leads.list(parseBody(adminLeadsQuerySchema, req.query)));
  });

  router.get('/admin/leads/:id', requireAdmin, async (req, res) => {
    res.json(found(await repositories.leadEdits.find(pathId(req.params.id, 'Lead not found')), 'Lead not found'));
  });

  /** Only the fields sent change; a new pickup or drop-off is placed again by its locality. */
  router.patch('/admin/leads/:id', requireAdmin, async (req, res) => {
    const leadId = pathId(req.params.id, 'Lead not found');
    const edit = parseBody(adminLeadEditSchema, req.body);
    res.json(found(await repositories.leadEdits.edit(leadId, edit, authenticatedUser(res).id), 'Lead not found'));
  });

  router.get('/admin/audit-log', requireAdmin, async (req, res) => {
    res.json(await repositories.auditLog.list(parseBody(adminAuditLogQuerySchema, req.query)));
  });

  router.get('/admin/discount-codes', requireAdmin, async (_req, res) => {
    res.json(await repositories.discountCodes.list());
  });

  router.post('/admin/discount-codes', requireAdmin, async (req, res) => {
    const created = await repositories.discountCodes.create(parseBody(discountCodeCreateSchema, req.body), authenticatedUser(res).id);
    if (!created) throw new AppError(409, 'A discount code with this code already exists', { code: ['This code already exists'] });
    res.status(201).json(created);
  });

  router.patch('/admin/discount-codes/:id', requireAdmin, async (req, res) => {
    const codeId = pathId(req.params.id, 'Discount code not found');
    const { isActive } = parseBody(adminActiveFlagSchema, req.body);
    res.json(found(await repositories.discountCodes.setActive(codeId, isActive, authenticatedUser(res).id), 'Discount code not found'));
  });

  return router;
}
