import { Router, type RequestHandler } from 'express';
import { priceGuideSettingSchema, type PriceGuideSetting } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { parseBody } from '../../http/validate-body';
import { authenticatedUser, type AuthGuards } from '../accounts/accounts-context';
import { auditedTransaction, writeSetting, type DomainEvents } from '../platform/platform-context';
import { PRICE_GUIDE_SETTING, priceGuideEnabled } from '../sales/sales-context';

/** Turns the rider's price guide on or off, audited as every admin change is (admin.changed). */
export async function setPriceGuideEnabled(db: Database, events: DomainEvents, enabled: boolean, adminUserId: number): Promise<void> {
  await auditedTransaction(db, events, async (tx, note) => {
    await writeSetting(tx, PRICE_GUIDE_SETTING, enabled, adminUserId);
    note({ adminUserId, action: enabled ? 'price_guide.enable' : 'price_guide.disable', targetType: 'setting', targetId: null, details: { enabled } });
  });
}

/**
 * GET and PUT /api/admin/settings/price-guide (issue 47 item 1): whether riders see the price guide. Super admin only;
 * the changes are limited per address.
 */
export function adminSettingsRouter(db: Database, events: DomainEvents, guards: Pick<AuthGuards, 'requireAdmin'>, { writes }: { writes: RequestHandler }): Router {
  const router = Router();
  router.get('/admin/settings/price-guide', guards.requireAdmin, async (_req, res) => {
    res.json({ enabled: await priceGuideEnabled(db) } satisfies PriceGuideSetting);
  });
  router.put('/admin/settings/price-guide', guards.requireAdmin, writes, async (req, res) => {
    const { enabled } = parseBody(priceGuideSettingSchema, req.body);
    await setPriceGuideEnabled(db, events, enabled, authenticatedUser(res).id);
    res.json({ enabled } satisfies PriceGuideSetting);
  });
  return router;
}
