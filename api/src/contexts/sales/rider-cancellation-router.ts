import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { riderCancellationSchema, type QuoteStatusResponse } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { tooManyRequests, type KeyedLimiter } from '../../http/rate-limit';
import { parseBody } from '../../http/validate-body';
import type { Jobs } from '../platform/platform-context';
import type { QuoteStatusLookup } from './quote-status';
import { STATUS_LINK_NOT_FOUND } from './quote-status-router';
import { AppError, found } from '../../http/app-error';
import { cancelRequest } from './rider-cancellation';

/** Cancellation attempts one status token may make an hour (a rider needs one; a mistyped reason, a few). */
export const CANCELLATIONS_PER_TOKEN_PER_HOUR = 5;

/**
 * POST /api/quote-status/:token/cancel (issue 47 item 3): the rider says they no longer need transport, with a
 * reason. The token is the only authority (no session counts); it is limited per address and per token, never
 * stored by a cache or sent on as a referrer. Answers the request's status as the page shows it: 'cancelled'.
 */
export function riderCancellationRouter(
  { db, jobs, lookup, publicOrigin }: { db: Database; jobs: Jobs; lookup: QuoteStatusLookup; publicOrigin: string },
  limits: { writes: RequestHandler; perToken: KeyedLimiter },
): Router {
  const router = Router();
  router.post('/quote-status/:token/cancel', limits.writes, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.set('Referrer-Policy', 'no-referrer');
    const token = String(req.params.token);
    const wait = await limits.perToken.hit(token.slice(0, 64));
    if (wait > 0) throw tooManyRequests(wait);
    const { reason } = parseBody(riderCancellationSchema, req.body);
    await cancelRequest(db, jobs, token, reason, { publicOrigin });
    res.json(found(await lookup(token), STATUS_LINK_NOT_FOUND) satisfies QuoteStatusResponse);
  });
  // A token the router cannot decode (a malformed percent escape) opens nothing: the status link's 404.
  router.use('/quote-status', ((error, _req, _res, next) => next(error instanceof URIError ? new AppError(404, STATUS_LINK_NOT_FOUND) : error)) as ErrorRequestHandler);
  return router;
}
