import { Router } from 'express';
import { tripPositionSchema } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { pathId } from '../../http/path-id';
import { parseBody } from '../../http/validate-body';
import { authenticatedUser, leadOwnerId, type AuthGuards } from '../accounts/accounts-context';
import { TRIP_NOT_FOUND, recordPosition, startTrip, stopTrip, tripState } from './trips-repository';

/**
 * The trip page's API (issue 47 item 2, ADR 0084): the purchase's owner and their team members only (the owner id is
 * in every query; anyone else, an admin included, gets 404). Positions are limited per trip (TRIP_MIN_GAP_SECONDS).
 */
export function tripsRouter(db: Database, guards: AuthGuards): Router {
  const router = Router();
  const crmUsers = guards.requireUser('provider', 'team_member', 'super_admin');
  const owner = (res: Parameters<typeof authenticatedUser>[0]) => leadOwnerId(authenticatedUser(res));

  router.get('/lead-purchases/:purchaseId/trip', crmUsers, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await tripState(db, owner(res), pathId(req.params.purchaseId, TRIP_NOT_FOUND)));
  });
  router.post('/lead-purchases/:purchaseId/trip', crmUsers, async (req, res) => {
    res.status(201).json(await startTrip(db, owner(res), pathId(req.params.purchaseId, TRIP_NOT_FOUND)));
  });
  router.post('/lead-purchases/:purchaseId/trip/positions', crmUsers, async (req, res) => {
    const purchaseId = pathId(req.params.purchaseId, TRIP_NOT_FOUND);
    const position = parseBody(tripPositionSchema, req.body);
    res.status(201).json(await recordPosition(db, owner(res), purchaseId, position));
  });
  router.post('/lead-purchases/:purchaseId/trip/stop', crmUsers, async (req, res) => {
    res.json(await stopTrip(db, owner(res), pathId(req.params.purchaseId, TRIP_NOT_FOUND)));
  });
  return router;
}
