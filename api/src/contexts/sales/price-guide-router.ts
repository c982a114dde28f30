import { Router, type RequestHandler } from 'express';
import { priceGuideQuerySchema, type PriceGuide } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { found } from '../../http/app-error';
import { parseBody } from '../../http/validate-body';
import { priceGuideEnabled, priceGuideFor } from './price-guide';
import { tripBetween } from './price-guide-trip';
import { openStatusToken } from './quote-status';
import { notDecodable, STATUS_LINK_NOT_FOUND } from './quote-status-router';

const HIDDEN: PriceGuide = { shown: false };

/** The guide for a trip between two places' texts: hidden when the admin turned it off or a place is not found. */
async function guideBetween(db: Database, pickup: string | null, dropoff: string | null): Promise<PriceGuide> {
  if (!(await priceGuideEnabled(db))) return HIDDEN;
  const trip = await tripBetween(db, pickup, dropoff);
  return trip ? priceGuideFor(db, trip) : HIDDEN;
}

/**
 * The rider's price guide (issue 47 item 1), public and limited per address:
 * GET /api/price-guide?pickup=&dropoff= for the wizard's last step, and GET /api/quote-status/:token/price-guide for
 * the success and status pages (the trip of the request the token opens; 404 like the status link for any other).
 */
export function priceGuideRouter(db: Database, limits: { guides: RequestHandler; lookups: RequestHandler }): Router {
  const router = Router();

  router.get('/price-guide', limits.guides, async (req, res) => {
    const { pickup, dropoff } = parseBody(priceGuideQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json(await guideBetween(db, pickup, dropoff));
  });

  router.get('/quote-status/:token/price-guide', limits.lookups, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.set('Referrer-Policy', 'no-referrer');
    const opened = found(await openStatusToken(db, req.params.token), STATUS_LINK_NOT_FOUND);
    res.json(await guideBetween(db, opened.request.pickupLocation, opened.request.dropoffLocation));
  });
  router.use('/quote-status', notDecodable);

  return router;
}
