import express, { type Express } from 'express';
import type { Env } from './config/env';
import type { DatabaseHandle } from './db/database';
import { compressResponses } from './http/compress-responses';
import { createCounters } from './http/counters';
import { crossSiteGuard } from './http/cross-site-guard';
import { errorHandler } from './http/error-handler';
import { rateLimit } from './http/rate-limit';
import { rejectNulCharacters } from './http/reject-nul-characters';
import { apiNotFound } from './http/not-found';
import { securityHeaders } from './http/security-headers';
import { accountsContext, USER_CHANGED_CHANNEL } from './contexts/accounts/accounts-context';
import { adminContext } from './contexts/admin/admin-context';
import { createLocalitiesRepository, createNotifications, forgivingLocator, leadsContext, type NotificationHub } from './contexts/leads/leads-context';
import { createDomainEvents, platformContext, type DomainEvents, type Jobs } from './contexts/platform/platform-context';
import { createReviewSummaries, salesContext } from './contexts/sales/sales-context';
import { renderClientAddress } from './static/render-client';
import { fileRemotes, type Remotes } from './static/remotes-map';
import { staticRoutes } from './static/static-routes';

export interface AppDependencies {
  env: Env;
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'ping' | 'listen' | 'notify'>;
  /** The job queue (ADR 0074): requests send jobs in their transactions; main.ts (or the tests) start it. */
  jobs: Jobs;
  /** Live new-lead alerts; main.ts passes its own to close the streams at shutdown. */
  notifications?: NotificationHub;
  /** The process's shutdown state (main.ts); tests leave it out. */
  lifecycle?: { isDraining: () => boolean };
  /** The clock sessions and reset links are timed by; tests move it. */
  clock?: () => Date;
  /** The cross-context reactions (ADR 0019); tests may pass their own to watch them. */
  events?: DomainEvents;
  /** The remotes map and its releases: main.ts passes openRemotes' (ADR 0075); by default REMOTES_FILE and RELEASES_DIR. */
  remotes?: Remotes;
}

/** Builds the Express app without listening: main.ts listens, tests run it in-process. */
export function createApp({
  env,
  database,
  jobs,
  lifecycle,
  notifications = createNotifications(database),
  clock = () => new Date(),
  events = createDomainEvents(),
  remotes = fileRemotes(env),
}: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.trustProxyHops);
  // A page's server render asks for the page's data as the page's client (ADR 0086).
  app.use(renderClientAddress);

  const headers = securityHeaders({
    remotesMap: remotes.map,
    upgradeInsecureRequests: env.publicOrigin.startsWith('https:'),
    googleMaps: env.googlePlacesKey !== null,
    reportingApi: env.publicOrigin.startsWith('https:'),
  });
  app.use(headers);

  if (lifecycle) {
    // While draining, keep-alive clients are told to reconnect (through the balancer, to another process).
    app.use((_req, res, next) => {
      if (lifecycle.isDraining()) res.set('Connection', 'close');
      next();
    });
  }

  // The one wiring site (ADR 0022): each bounded context is composed by its own function; they react to each other
  // only through the typed domain events (ADR 0019).
  const { db } = database;
  // Rate limits and login throttling count here: shared by every process on a PostgreSQL server (ADR 0027).
  const counters = createCounters(database);
  // One locality index, read once, serves GET /api/localities and the directory's forgiving locator.
  const localities = createLocalitiesRepository(db);
  // The directory places a search with the leads context's locator, handed over as a plain function (ADR 0042).
  // and lists each provider with the sales context's review summaries (ADR 0056), handed over the same way.
  const accounts = accountsContext({
    env, db, clock, events, jobs, counters, locatePlace: forgivingLocator(db, localities), reviewsOf: createReviewSummaries(db),
  });
  const { guards } = accounts;
  const platform = platformContext({ env, database, guards, counters, isDraining: lifecycle?.isDraining });
  const leads = leadsContext({ env, db, jobs, guards, events, notifications, counters, localities });
  const sales = salesContext({ env, db, jobs, guards, events, leads, counters, accounts, clock });
  const settingWrites = rateLimit(counters, { name: 'ip-admin-settings', limit: env.rateLimits.quotes, windowMs: env.rateLimits.windowMs });
  const admin = adminContext({ db, guards, events, accounts, leads, sales, settingWrites });

  const api = express.Router();
  api.use(compressResponses()); // answers above 1 KB, brotli or gzip; never the event streams
  api.use(platform.reportIntake); // CSP reports come without cookies in their own content types
  api.use(leads.unsubscribe); // one-click unsubscribe (RFC 8058): a mail provider's form POST, the token its authority
  api.use(crossSiteGuard({ publicOrigin: env.publicOrigin, allowLoopbackOrigins: env.nodeEnv !== 'production' }));
  api.use(sales.webhook); // raw body for the Stripe signature: before the JSON parser
  api.use(express.json({ limit: env.jsonBodyLimit }));
  api.use(rejectNulCharacters);
  for (const context of [platform, accounts, leads, sales, admin]) api.use(context.routes);
  api.use(apiNotFound);

  app.use('/api', api);
  app.use(staticRoutes({ ...env, remotes }));
  app.use(errorHandler);

  // A stream is authorised when it opens and again whenever its user (or their team owner) changes, in any process.
  const recheck = (payload: string) =>
    notifications.userChanged(Number(payload), guards.stillAdmits).catch((error: unknown) => console.error('Checking open event streams failed:', error));
  database.listen(USER_CHANGED_CHANNEL, (payload) => void recheck(payload)).catch((error: unknown) => console.error('Listening for user changes failed:', error));
  return app;
}
