import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { remoteOrigins } from '../static/remotes-map';

const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';
/** The Google Maps JavaScript API (places suggestions) loads scripts, styles, fonts and images from these. */
const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
const GOOGLE_FONTS = ['https://fonts.googleapis.com', 'https://fonts.gstatic.com'];
/** Where browsers send violations (api/src/contexts/platform/csp-reports): `report-uri`, and the Reporting API group below. */
export const CSP_REPORT_PATH = '/api/csp-reports';
export const CSP_REPORT_GROUP = 'csp-endpoint';

/**
 * helmet with a real CSP (DESIGN §4): scripts (and the remotes' styles, fonts and images)
 * only from this origin, the remotes' origins and Stripe. The remotes map can change at run time (a release), so its origins are read per response.
 * style-src stays 'self': React sets style attributes through the CSSOM, which CSP allows.
 * Violations are reported to CSP_REPORT_PATH with `report-uri`, and over HTTPS also with `report-to` (and the
 * `Reporting-Endpoints` header). A browser given both uses only `report-to`, and Chromium delivers no Reporting API
 * reports for a plain-http page (measured on http://127.0.0.1, Chromium 156), so plain http gets `report-uri` alone.
 * Strict-Transport-Security goes only on answers to https requests (`req.secure`, which follows X-Forwarded-Proto
 * through the trusted proxies): RFC 6797 §7.2 says a plain-http answer must not carry it.
 */
export function securityHeaders(options: {
  /** The remotes map now (a release can change it). */
  remotesMap: () => Record<string, string>;
  upgradeInsecureRequests: boolean;
  /** Allow the Google Maps origins (only when a places key is configured). */
  googleMaps: boolean;
  /** Add the Reporting API (`report-to`, `Reporting-Endpoints`): only when the product is served over HTTPS. */
  reportingApi: boolean;
}) {
  const maps = options.googleMaps ? GOOGLE_MAPS : [];
  const mapsFonts = options.googleMaps ? GOOGLE_FONTS : [];
  const originsByResponse = new WeakMap<ServerResponse, string>();
  // The same map object (the built-in one, or the one in memory until the next release) has the same origins: its URLs
  // are parsed once.
  const originsByMap = new WeakMap<object, string>();
  const remotes = (_req: IncomingMessage, res: ServerResponse) => {
    let origins = originsByResponse.get(res);
    if (origins === undefined) {
      const map = options.remotesMap();
      origins = originsByMap.get(map) ?? remoteOrigins(map).join(' ');
      originsByMap.set(map, origins);
      originsByResponse.set(res, origins);
    }
    return origins;
  };

  const hsts = helmet.strictTransportSecurity();
  const cspAndOthers = helmet({
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", remotes, STRIPE_JS, ...maps],
        connectSrc: ["'self'", remotes, STRIPE_API, ...maps],
        // blob: the admin's view of an insurance certificate, fetched with the admin token (ADR 0055).
        imgSrc: ["'self'", 'data:', 'blob:', remotes, ...maps],
        styleSrc: ["'self'", remotes, ...mapsFonts],
        fontSrc: ["'self'", remotes, ...mapsFonts],
        frameSrc: [STRIPE_JS, 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(options.upgradeInsecureRequests ? { upgradeInsecureRequests: [] } : {}),
        reportUri: [CSP_REPORT_PATH],
        ...(options.reportingApi ? { reportTo: [CSP_REPORT_GROUP] } : {}),
      },
    },
  });
  // helmet's headers depend on nothing but the remotes' origins: they are worked out once per origins (helmet run on
  // a response that records them) and then set on each response as they are, instead of running helmet's dozen
  // middlewares every time (ADR 0026).
  type HeaderOps = Array<[name: string, value: string | null]>; // null: removed
  const byOrigins = new Map<string, HeaderOps>();
  const headersFor = (origins: string): HeaderOps => {
    const known = byOrigins.get(origins);
    if (known) return known;
    const ops: HeaderOps = [];
    const recorder = {
      setHeader: (name: string, value: string) => ops.push([name, String(value)]),
      removeHeader: (name: string) => ops.push([name, null]),
    } as unknown as ServerResponse;
    originsByResponse.set(recorder, origins);
    let failure: unknown;
    cspAndOthers({} as IncomingMessage, recorder, (error?: unknown) => {
      failure = error;
    });
    if (failure !== undefined) throw failure;
    if (byOrigins.size >= 16) byOrigins.clear(); // a remotes map that keeps changing does not grow this
    byOrigins.set(origins, ops);
    return ops;
  };
  const headers = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    for (const [name, value] of headersFor(remotes(req, res))) {
      if (value === null) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    if (!(req as IncomingMessage & { secure?: boolean }).secure) return next();
    hsts(req, res, next);
  };
  if (!options.reportingApi) return headers;
  const reportingEndpoints = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    res.setHeader('Reporting-Endpoints', reportingEndpoints);
    headers(req, res, next);
  };
}

/**
 * Allows on this response the inline `<style>` elements whose texts have these CSP hash sources (`sha256-…`): the
 * stylesheets a server-rendered page carries inline for its first paint (ADR 0037). Only those exact texts, only on
 * that page; everything else stays `style-src 'self'`.
 */
export function allowInlineStyles(res: ServerResponse, hashes: readonly string[]) {
  const header = res.getHeader('Content-Security-Policy');
  if (typeof header !== 'string' || hashes.length === 0) return;
  const sources = hashes.map((hash) => `'${hash}'`).join(' ');
  const directives = header.split(';').map((directive) => (/^\s*style-src\b/.test(directive) ? `${directive} ${sources}` : directive));
  res.setHeader('Content-Security-Policy', directives.join(';'));
}
