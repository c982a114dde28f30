import type { Router } from 'express';
import type { Database } from '../../../db/database';
import { rateLimit, type RateLimitOptions } from '../../../http/rate-limit';
import type { AuthGuards } from '../../accounts/auth/guards';
import { createCspReportsRepository } from './csp-reports-repository';
import { cspReportIntakeRouter, cspViolationsAdminRouter } from './csp-reports-router';

/**
 * CSP violation reports. app.ts mounts `intake` before the cross-site guard and the JSON parser,
 * `admin` with the other admin routes.
 */
export function cspReportsModule(db: Database, guards: Pick<AuthGuards, 'requireAdmin'>, limit: RateLimitOptions): { intake: Router; admin: Router } {
  const repository = createCspReportsRepository(db);
  return {
    intake: cspReportIntakeRouter(repository, rateLimit(limit)),
    admin: cspViolationsAdminRouter(repository, guards),
  };
}
