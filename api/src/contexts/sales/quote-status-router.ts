import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { AppError, found } from '../../http/app-error';
import type { QuoteStatusLookup } from './quote-status';

/** The one answer for any token that opens nothing (unknown, malformed, too long): the same 404 envelope. */
export const STATUS_LINK_NOT_FOUND = 'This status link is not valid';

/**
 * GET /api/quote-status/:token: the rider's status page's data (ADR 0033). Public (the token is the secret),
 * rate-limited per address, never stored by a cache or sent on as a referrer.
 */
export function quoteStatusRouter(lookup: QuoteStatusLookup, limits: { lookups: RequestHandler }): Router {
  const router = Router();
  router.get('/quote-status/:token', limits.lookups, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.set('Referrer-Policy', 'no-referrer');
    res.json(found(await lookup(req.params.token), STATUS_LINK_NOT_FOUND));
  });
  router.use('/quote-status', notDecodable);
  return router;
}

/** A token the router cannot decode (a malformed percent escape) opens nothing either: the same 404. */
export const notDecodable: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof URIError)) return next(error);
  res.set('Cache-Control', 'no-store');
  next(new AppError(404, STATUS_LINK_NOT_FOUND));
};
