import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { readRemotesMap, remoteOrigins } from '../static/remotes-map';

const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

/**
 * helmet with a real CSP (DESIGN §4): scripts (and the remotes' styles, fonts and images)
 * only from this origin, the remotes' origins and Stripe. The remotes map can change at run time (a release), so its origins are read per response.
 * style-src stays 'self': React sets style attributes through the CSSOM, which CSP allows.
 */
export function securityHeaders(options: { remotesFile: string | null; upgradeInsecureRequests: boolean }) {
  const originsByResponse = new WeakMap<ServerResponse, string>();
  const remotes = (_req: IncomingMessage, res: ServerResponse) => {
    let origins = originsByResponse.get(res);
    if (origins === undefined) {
      origins = remoteOrigins(readRemotesMap(options.remotesFile)).join(' ');
      originsByResponse.set(res, origins);
    }
    return origins;
  };

  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", remotes, STRIPE_JS],
        connectSrc: ["'self'", remotes, STRIPE_API],
        imgSrc: ["'self'", 'data:', remotes],
        styleSrc: ["'self'", remotes],
        fontSrc: ["'self'", remotes],
        frameSrc: [STRIPE_JS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(options.upgradeInsecureRequests ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
}
