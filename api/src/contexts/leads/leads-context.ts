import { Router } from 'express';
import type { Env } from '../../config/env';
import type { Database, DatabaseHandle } from '../../db/database';
import type { CounterFactory } from '../../http/counters';
import { createKeyedLimiter, rateLimit } from '../../http/rate-limit';
import type { AuthGuards } from '../accounts/accounts-context';
import { createIdempotency, type DomainEvents, type JobDefinition, type Jobs } from '../platform/platform-context';
import { createAdminLeadEdit, type AdminLeadEdits } from './admin-lead-edit';
import { emailAlertsRouter, emailAlertsUnsubscribeRouter } from './email-alerts-router';
import { createEmailAlertSettings } from './email-alerts-settings';
import { createLeadsRepository, type LeadsRepository } from './leads-repository';
import { leadsRouter, notificationsRouter } from './leads-router';
import { leadJobs } from './lead-jobs';
import { createLeadsService } from './leads-service';
import { createLocalitiesRepository, type LocalitiesRepository } from './localities-repository';
import { localitiesRouter } from './localities-router';
import { locateAddress } from './locate-address';
import type { NotificationHub } from './notification-hub';
import { createNotificationsRepository } from './notifications-repository';
import { endpointPolicy } from './push-endpoint-guard';
import { loadVapidKeys } from './push-keys';
import { createPushRepository } from './push-repository';
import { pushRouter } from './push-router';
import { returnTripsRouter } from './return-trips-router';
import { createPushSender } from './push-sender';
import { createPushService } from './push-service';

/** Test notifications a provider may send an hour: each reaches every one of their devices. */
const PUSH_TESTS_PER_HOUR = 5;
/** Return trips a provider may add or delete an hour (issue 47 item 4): far more than planning needs. */
export const TRIP_WRITES_PER_HOUR = 30;

// The public module: what the contexts above and app.ts/main.ts use of leads (ADR 0042).
export { leadForSale, sellLead } from './for-sale';
export { insertManualLead } from './manual-lead';
export type { LeadForSale } from './leads-repository';
export { loadLocalities } from './load-localities';
export { createLocalitiesRepository } from './localities-repository';
export { locateAddress, type LocatedAddress } from './locate-address';
export { createNotifications, type NotificationHub } from './notification-hub';
export { isStatusTokenShape } from './quote-merging';
export { maskContactDetails, REMOVED_CONTACT_DETAILS_MARKER } from './lead-masking';
export { queueEmailAlerts } from './email-alerts-job';
export { queueCancellationAlerts, type CancellationNotice } from './cancellation-alerts';

export interface LeadsContextDependencies {
  env: Env;
  db: Database;
  guards: AuthGuards;
  events: DomainEvents;
  /** The job queue: a new lead queues its job in the transaction that stores it (ADR 0074). */
  jobs: Jobs;
  /** The live alerts of this process (ADR 0007): created by app.ts or passed in by main.ts, which closes them. */
  notifications: NotificationHub;
  /** Where rate limits count (shared by the processes on a PostgreSQL server). */
  counters: CounterFactory;
  /** The locality index GET /api/localities searches; app.ts hands the same one to forgivingLocator. */
  localities: LocalitiesRepository;
}

export interface LeadsContext {
  routes: Router;
  /** A lead's sale state, for the sales context's prices and purchases. */
  findForSale: LeadsRepository['findForSale'];
  /** The admin panel's view and edit of a lead (audited on admin.changed). */
  adminEdits: AdminLeadEdits;
  /** One-click unsubscribe of alert mails (RFC 8058): app.ts mounts it before the cross-site guard (ADR 0060). */
  unsubscribe: Router;
}

/**
 * The leads context: a rider's quote becomes a lead (POST /api/leads), the available leads and lead management
 * (/api/leads), the localities search and the live alerts (/api/notifications/stream). What follows a new lead or a
 * sale runs as jobs (leadsJobs below).
 */
export function leadsContext({ env, db, jobs, guards, events, notifications, counters, localities }: LeadsContextDependencies): LeadsContext {
  const locate = (text: string) => locateAddress(db, text);
  // A lookup that fails leaves the location unplaced (ADR 0012).
  const place = (text: string) =>
    locate(text).catch((error: unknown) => (console.error('Locating a lead address failed:', error instanceof Error ? error.message : error), null));
  const repository = createLeadsRepository(db, jobs);
  // A new lead and a sale are announced to every process's streams, pushed and mailed by jobs (lead-jobs.ts, ADR 0074).
  const { push, pushKeys, pushRepository, pushPolicy } = webPush(env, db);
  const service = createLeadsService(repository, { leadPrice: env.leadPrice, locate });

  const routes = Router();
  const quotes = rateLimit(counters, { name: 'ip-quotes', limit: env.rateLimits.quotes, windowMs: env.rateLimits.windowMs });
  routes.use(leadsRouter(service, { quotes }, guards, createIdempotency(db)));
  routes.use(notificationsRouter(notifications, guards));
  routes.use(localitiesRouter(localities));
  routes.use(
    pushRouter(pushRepository, push, guards, {
      publicKey: async () => (await pushKeys).publicKey,
      policy: pushPolicy,
      demoEndpoint: env.appMode === 'demo',
      testsPerHour: createKeyedLimiter(counters, { name: 'push-tests', limit: PUSH_TESTS_PER_HOUR, windowMs: 3600_000 }),
    }),
  );
  routes.use(
    returnTripsRouter(db, guards, {
      locate,
      writesPerHour: createKeyedLimiter(counters, { name: 'return-trips', limit: TRIP_WRITES_PER_HOUR, windowMs: 3600_000 }),
    }),
  );
  const alertSettings = createEmailAlertSettings(db);
  routes.use(emailAlertsRouter(alertSettings, guards));
  const secrets = [env.sessionSecret, ...(env.sessionSecretPrevious ? [env.sessionSecretPrevious] : [])];
  return {
    routes,
    findForSale: repository.findForSale,
    adminEdits: createAdminLeadEdit(db, events, place),
    unsubscribe: emailAlertsUnsubscribeRouter(alertSettings, secrets),
  };
}

/**
 * Places a directory search (issue 45 item 14): an address or locality as a quote's places are found, else the locality
 * a typing mistake or two away, as the wizard's suggestions forgive ('Parramtta' is Parramatta). A quote's places stay
 * exact: a rider confirms them from the suggestions.
 */
export function forgivingLocator(db: Database, localities: LocalitiesRepository = createLocalitiesRepository(db)) {
  return async (text: string) => (await locateAddress(db, text)) ?? (await localities.closest(text));
}

/** Web Push (ADR 0058): the key pair every process shares, the subscriptions and the sender. */
function webPush(env: Env, db: Database) {
  const pushKeys = loadVapidKeys(db, env.push);
  pushKeys.catch((error: unknown) => console.error('Loading the VAPID keys failed:', error));
  const pushPolicy = endpointPolicy(env.appMode, env.nodeEnv, env.publicOrigin);
  const pushRepository = createPushRepository(db);
  const push = createPushService(
    pushRepository,
    createNotificationsRepository(db),
    createPushSender({ keys: () => pushKeys, subject: env.push.subject, policy: pushPolicy }),
  );
  return { push, pushKeys, pushRepository, pushPolicy };
}

/** The leads context's jobs (ADR 0074): a new lead's announcement and pushes, a sale's, the email alerts. */
export function leadsJobs({ env, database, jobs }: { env: Env; database: Pick<DatabaseHandle, 'db' | 'notify'>; jobs: Jobs }): JobDefinition[] {
  return leadJobs({ database, jobs, push: webPush(env, database.db).push, publicOrigin: env.publicOrigin, secret: env.sessionSecret });
}
