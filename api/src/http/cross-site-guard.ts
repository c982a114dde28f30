import type { RequestHandler } from 'express';
import { AppError } from './app-error';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export interface CrossSiteGuardOptions {
  /** The origin the product is served from (PUBLIC_ORIGIN). */
  publicOrigin: string;
  /** Outside production the dev servers on other localhost ports proxy to the API. */
  allowLoopbackOrigins: boolean;
}

/**
 * Refuses state-changing requests another site could make a browser send (DESIGN §4, issue 8):
 * `Sec-Fetch-Site: cross-site`, an `Origin` other than this product's, and bodies that are not JSON
 * (an HTML form or `text/plain` POST needs no CORS preflight, so it is the classic cross-site forgery).
 * Server-to-server calls (the Stripe webhook) send no Origin and no Sec-Fetch-Site and pass.
 */
export function crossSiteGuard({ publicOrigin, allowLoopbackOrigins }: CrossSiteGuardOptions): RequestHandler {
  return (req, _res, next) => {
    if (!UNSAFE_METHODS.has(req.method)) return next();

    if (req.get('sec-fetch-site') === 'cross-site') throw new AppError(403, 'Cross-site requests are not allowed');

    const origin = req.get('origin');
    if (origin !== undefined) {
      const ownOrigin = `${req.protocol}://${req.get('host') ?? ''}`;
      const allowed = origin === publicOrigin || origin === ownOrigin || (allowLoopbackOrigins && LOOPBACK.test(origin));
      if (!allowed) throw new AppError(403, 'Cross-site requests are not allowed');
    }

    const hasBody = req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? '0') > 0;
    // A file sent as application/octet-stream (an insurance certificate) is no CORS-safelisted type either: another
    // site's page cannot send it without a preflight this API never answers.
    if (hasBody && !req.is('application/json') && !req.is('application/octet-stream')) {
      throw new AppError(415, 'Content-Type must be application/json');
    }
    next();
  };
}
