import { Router, type RequestHandler } from 'express';
import { spendCapSchema } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { parseBody } from '../../http/validate-body';
import { authenticatedUser, leadOwnerId, type AuthGuards } from '../accounts/accounts-context';
import { setSpendCap, spendCapStatus } from './spend-caps';

/**
 * GET /api/spend-cap: the cap and this week's spend of the caller's company (a team member reads their owner's).
 * PUT /api/spend-cap { weeklyCap }: the owner sets or clears it; a team member is refused (403), and the writes are
 * limited per address.
 */
export function spendCapRouter(db: Database, guards: AuthGuards, { writes }: { writes: RequestHandler }): Router {
  const router = Router();
  const crmUsers = guards.requireUser('provider', 'team_member', 'super_admin');
  const owners = guards.requireUser('provider', 'super_admin');

  router.get('/spend-cap', crmUsers, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await spendCapStatus(db, leadOwnerId(authenticatedUser(res))));
  });

  router.put('/spend-cap', owners, writes, async (req, res) => {
    const { weeklyCap } = parseBody(spendCapSchema, req.body);
    const ownerId = authenticatedUser(res).id;
    await setSpendCap(db, ownerId, weeklyCap);
    res.set('Cache-Control', 'no-store').json(await spendCapStatus(db, ownerId));
  });

  return router;
}
