import { Router, type RequestHandler } from 'express';
import type { Env } from '../../config/env';
import type { DatabaseHandle } from '../../db/database';
import type { CounterFactory } from '../../http/counters';
import { rateLimit } from '../../http/rate-limit';
import { createAnalyticsRepository } from './analytics-repository';
import { analyticsRouter } from './analytics-router';
import { createAnalyticsService } from './analytics-service';
import { configRouter } from './config-router';
import { createCspReportsRepository } from './csp-reports-repository';
import { cspReportIntakeRouter, cspViolationsAdminRouter } from './csp-reports-router';
import { healthRouter } from './health-router';
import { createOutboxRepository } from './outbox-repository';
import { outboxAdminRouter } from './outbox-router';

// The public module: what the contexts above and app.ts/main.ts use of the platform (ADR 0042).
export { auditedTransaction, createDomainEvents, type AdminChange, type DomainEvents } from './domain-events';
export { CLAIM_LEASE_SECONDS, createIdempotency, fingerprintOf, idempotencySweepJob, type Idempotency } from './idempotency';
export { defineJob, HEARTBEAT, openJobs, sendJob, startJobs, stopJobs, type JobDefinition, type Jobs } from './jobs';
export { enqueueMail } from './outbox-repository';
export type { OutgoingMail } from './mailer';
export { mailJobFor } from './outbox-sender';
export { readSetting, writeSetting } from './app-settings';

/** Who may see the admin views (the accounts context's requireAdmin, wired by app.ts): platform knows no context. */
export interface AdminGuard {
  requireAdmin: RequestHandler;
}

export interface PlatformContextDependencies {
  env: Env;
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'ping'>;
  guards: AdminGuard;
  /** Where rate limits count (shared by the processes on a PostgreSQL server). */
  counters: CounterFactory;
  /** The process's shutdown state: health fails while draining. */
  isDraining?: () => boolean;
}

export interface PlatformContext {
  /** CSP violation reports: browsers post them without cookies in their own content types, so app.ts mounts this
   * before the cross-site guard and the JSON parser. */
  reportIntake: Router;
  routes: Router;
}

/**
 * The platform context: what every part of the product leans on but no business context owns: health, the public
 * configuration, the analytics events, the CSP reports, the mail outbox's admin view (its delivery is a job,
 * outbox-sender.ts), the job queue (jobs.ts) and the domain events the contexts react to each other through (ADR 0019).
 */
export function platformContext({ env, database, guards, counters, isDraining }: PlatformContextDependencies): PlatformContext {
  const { db } = database;
  const { windowMs } = env.rateLimits;
  const cspReports = createCspReportsRepository(db);

  const routes = Router();
  routes.use(healthRouter({ kind: database.kind, ping: database.ping, isDraining }));
  routes.use(configRouter(env));
  routes.use(analyticsRouter(createAnalyticsService(createAnalyticsRepository(db)), { events: rateLimit(counters, { name: 'ip-events', limit: env.rateLimits.events, windowMs }) }));
  routes.use(cspViolationsAdminRouter(cspReports, guards));
  routes.use(outboxAdminRouter(createOutboxRepository(db), guards, { bodiesShown: env.appMode === 'demo' }));
  return {
    reportIntake: cspReportIntakeRouter(cspReports, rateLimit(counters, { name: 'ip-csp-reports', limit: env.rateLimits.events, windowMs })),
    routes,
  };
}
