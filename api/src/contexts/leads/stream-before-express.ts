import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { AuthGuards } from '../accounts/accounts-context';
import type { NotificationHub } from './notification-hub';
import { lastEventIdOf, STREAM_PATH, STREAM_ROLES } from './notifications-router';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface StreamBeforeExpressOptions {
  hub: NotificationHub;
  guards: Pick<AuthGuards, 'userWithoutRenewal'>;
  /** The security headers every answer carries (CSP and the rest, http/security-headers.ts). */
  securityHeaders: Middleware;
  /** Express's 'trust proxy fn': whether X-Forwarded-Proto may say the request came over https (HSTS). */
  trustProxy: (address: string | undefined, hop: number) => boolean;
}

const FULL_PATH = `/api${STREAM_PATH}`;
const isStreamRequest = (req: IncomingMessage) =>
  req.method === 'GET' && (req.url === FULL_PATH || req.url?.startsWith(`${FULL_PATH}?`) === true);

/**
 * GET /api/notifications/stream served from the plain `node:http` request, before Express sees it (ADR 0038): an
 * Express request holds about 4 KB more for as long as it lives (its router's closures, the final handler, the
 * changed prototypes), and a stream lives for hours. The same rules as the Express route: the session cookie by
 * the guards' rules, the same roles, Last-Event-ID, the hub's limits, the security headers.
 * Whatever this does not serve goes to `next` (Express) untouched: other requests, and streams it would refuse or
 * whose session is due for renewal, which the Express route answers (one error envelope, one cookie writer).
 */
export function streamBeforeExpress({ hub, guards, securityHeaders, trustProxy }: StreamBeforeExpressOptions) {
  const isSecure = (req: IncomingMessage) => {
    if ((req.socket as TLSSocket).encrypted) return true;
    if (!trustProxy(req.socket.remoteAddress, 0)) return false;
    const proto = req.headers['x-forwarded-proto'];
    return typeof proto === 'string' && proto.split(',')[0]!.trim() === 'https';
  };

  /** Serves the stream and answers true, or answers false with nothing written (Express answers instead). */
  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const lastEventId = lastEventIdOf(req);
    const user = await guards.userWithoutRenewal(req);
    if (!user || !STREAM_ROLES.includes(user.userType)) return false;
    // The security headers are recorded and handed to writeHead: set on the response, they would stay in its header
    // object for the stream's whole life. helmet's HSTS reads `req.secure` (an Express getter): set by Express's rule.
    const headers = new Map<string, string>();
    const recorder = {
      setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
      removeHeader: (name: string) => headers.delete(name),
    } as unknown as ServerResponse;
    let failure: unknown;
    securityHeaders(Object.assign(req, { secure: isSecure(req) }), recorder, (error) => {
      failure = error;
    });
    if (failure !== undefined) throw failure;
    await hub.attach(req, res, user, lastEventId, { headers: [...headers].flat(), takeSocket: true });
    return true;
  };

  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (!isStreamRequest(req)) return next();
    serve(req, res).then(
      (served) => {
        if (!served) next();
      },
      (error: unknown) => {
        // A refusal (400, 429, 503) is thrown before anything is written: the Express route answers it.
        if (!res.headersSent) return next();
        console.error('Event stream failed:', error);
        res.end();
      },
    );
  };
}
