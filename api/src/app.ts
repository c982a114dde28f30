import express, { type Express } from 'express';
import type { Env } from './config/env';
import type { DatabaseHandle } from './db/database';
import { crossSiteGuard } from './http/cross-site-guard';
import { errorHandler } from './http/error-handler';
import { rejectNulCharacters } from './http/reject-nul-characters';
import { apiNotFound } from './http/not-found';
import { rateLimit } from './http/rate-limit';
import { securityHeaders } from './http/security-headers';
import { adminModule } from './contexts/admin/admin-panel/admin-module';
import { analyticsRouter } from './contexts/platform/analytics/analytics-router';
import { createAnalyticsRepository } from './contexts/platform/analytics/analytics-repository';
import { createAnalyticsService } from './contexts/platform/analytics/analytics-service';
import { accountsModule } from './contexts/accounts/auth/accounts-module';
import { createAuthRepository } from './contexts/accounts/auth/auth-repository';
import { createAuthGuards } from './contexts/accounts/auth/guards';
import { cspReportsModule } from './contexts/platform/csp-reports/csp-reports-module';
import { configRouter } from './contexts/platform/config/config-router';
import { healthRouter } from './contexts/platform/health/health-router';
import { leadsRouter } from './contexts/leads/leads/leads-router';
import { crmModule } from './contexts/sales/lead-purchases/crm-module';
import { providerDirectoryRouter } from './contexts/accounts/provider-directory/provider-directory-router';
import { createProviderDirectoryRepository } from './contexts/accounts/provider-directory/provider-directory-repository';
import { createLocalitiesRepository } from './contexts/leads/localities/localities-repository';
import { locateAddress } from './contexts/leads/localities/locate-address';
import { localitiesRouter } from './contexts/leads/localities/localities-router';
import { createLeadsRepository } from './contexts/leads/leads/leads-repository';
import { createLeadsService } from './contexts/leads/leads/leads-service';
import { createNotifications, type NotificationHub } from './contexts/leads/notifications/notifications';
import { notificationsRouter } from './contexts/leads/notifications/notifications-router';
import { outboxAdminModule } from './contexts/platform/outbox/outbox-module';
import { staticRoutes } from './static/static-routes';
import { createDomainEvents, type DomainEvents } from './contexts/platform/domain-events/domain-events';

export interface AppDependencies {
  env: Env;
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'ping' | 'listen' | 'notify'>;
  /** Live new-lead alerts; main.ts passes its own to close the streams at shutdown. */
  notifications?: NotificationHub;
  /** The process's shutdown state (main.ts); tests leave it out. */
  lifecycle?: { isDraining: () => boolean };
  /** The clock sessions and reset links are timed by; tests move it. */
  clock?: () => Date;
  /** The cross-context reactions (ADR 0019); main.ts passes its own to react to mail.queued, tests leave it out. */
  events?: DomainEvents;
}

/** Builds the Express app without listening: main.ts listens, tests run it in-process. */
export function createApp({
  env,
  database,
  lifecycle,
  notifications = createNotifications(database),
  clock = () => new Date(),
  events = createDomainEvents(),
}: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.trustProxyHops);

  app.use(
    securityHeaders({
      remotesFile: env.remotesFile,
      upgradeInsecureRequests: env.publicOrigin.startsWith('https:'),
      googleMaps: env.googlePlacesKey !== null,
      reportingApi: env.publicOrigin.startsWith('https:'),
    }),
  );

  if (lifecycle) {
    // While draining, keep-alive clients are told to reconnect (through the balancer, to another process).
    app.use((_req, res, next) => {
      if (lifecycle.isDraining()) res.set('Connection', 'close');
      next();
    });
  }

  const { db } = database;
  const sessionConfig = { secret: env.sessionSecret, previousSecret: env.sessionSecretPrevious, secure: env.cookieSecure, now: clock };
  const windowMs = env.rateLimits.windowMs;
  const limits = {
    quotes: rateLimit({ limit: env.rateLimits.quotes, windowMs }),
    events: rateLimit({ limit: env.rateLimits.events, windowMs }),
  };

  const authRepository = createAuthRepository(db);
  /** Every route declares who may call it with these (requireUser(...roles) / requireAdmin). */
  const guards = createAuthGuards(authRepository, sessionConfig);

  const api = express.Router();
  // Browsers post CSP reports without cookies in their own content types: before the guard and the JSON parser.
  const cspReports = cspReportsModule(db, guards, { limit: env.rateLimits.events, windowMs });
  api.use(cspReports.intake);
  api.use(crossSiteGuard({ publicOrigin: env.publicOrigin, allowLoopbackOrigins: env.nodeEnv !== 'production' }));
  // A sale, a new lead (here or, through NOTIFY, in another process), an edit or an archive changes the lead list.
  const crm = crmModule({ env, db, guards, events });
  api.use(crm.webhook); // raw body for the Stripe signature: before the JSON parser
  api.use(express.json({ limit: env.jsonBodyLimit }));
  api.use(rejectNulCharacters);
  api.use(healthRouter({ ...database, isDraining: lifecycle?.isDraining }));
  api.use(configRouter(env));
  api.use(accountsModule({ env, db, authRepository, guards, sessionConfig, events }));
  const locate = (text: string) => locateAddress(db, text);
  const leadsService = createLeadsService(createLeadsRepository(db), {
    leadPrice: env.leadPrice,
    onLeadCreated: (leadId) => events.emit('lead.created', { leadId }),
    findPurchase: crm.findPurchase,
    locate,
    now: () => clock().getTime(),
  });

  // Cross-context reactions, wired once (ADR 0019). A new lead is published to the streams (the NOTIFY goes in a
  // transaction of its own: in the insert's, its commit lock would serialize the inserts' commits). A sale is
  // announced to every process's streams as lead_sold (ADR 0012). Either, here or from another process, drops the
  // cached pages of available leads.
  events.on('lead.created', ({ leadId }) => notifications.publish(leadId));
  events.on('lead.sold', ({ leadId }) => {
    leadsService.availableChanged();
    notifications.publishSold(leadId);
  });
  notifications.onLeadAnnounced(() => leadsService.availableChanged());
  notifications.onLeadSold(() => leadsService.availableChanged());
  api.use(leadsRouter(leadsService, limits, guards));
  api.use(crm.routes);
  api.use(notificationsRouter(notifications, guards));
  api.use(providerDirectoryRouter(createProviderDirectoryRepository(db)));
  api.use(localitiesRouter(createLocalitiesRepository(db)));
  api.use(analyticsRouter(createAnalyticsService(createAnalyticsRepository(db)), limits));
  api.use(adminModule(db, guards));
  api.use(cspReports.admin);
  api.use(outboxAdminModule(db, guards, env));
  api.use(apiNotFound);

  app.use('/api', api);
  app.use(staticRoutes(env));
  app.use(errorHandler);
  return app;
}
