import { randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Request, RequestHandler } from 'express';
import type { RenderTask } from './render-worker';

/**
 * A word this process makes up as it starts and hands its own render threads only (ADR 0086): a request bearing it
 * is a render's, asking for a page request's data, and the client address it names is that request's (the status
 * lookups' rate limit counts per client address, not per server). Not a secret of the API: it opens nothing else.
 */
const RENDER_NONCE = randomBytes(16).toString('hex');
const NONCE_HEADER = 'x-motohaul-render';
const CLIENT_HEADER = 'x-motohaul-client';

/** Where a render for `req` sends its pages' API requests: this server, as `req` (its cookie, its client address). */
export function renderApi(req: Request): RenderTask['api'] {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const cookie = req.get('cookie');
  return {
    origin: `http://${isIPv6(address) ? `[${address}]` : address}:${req.socket.localPort}`,
    headers: { [NONCE_HEADER]: RENDER_NONCE, [CLIENT_HEADER]: req.ip ?? '', ...(cookie ? { cookie } : {}) },
  };
}

/** A render's request counts as the client's whose page it renders. */
export const renderClientAddress: RequestHandler = (req, _res, next) => {
  const client = req.get(CLIENT_HEADER);
  if (client && req.get(NONCE_HEADER) === RENDER_NONCE) Object.defineProperty(req, 'ip', { value: client });
  next();
};
