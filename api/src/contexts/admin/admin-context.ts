import type { Router } from 'express';
import type { Database } from '../../db/database';
import type { AuthGuards } from '../accounts/auth/guards';
import { locateAddress } from '../leads/localities/locate-address';
import { createAdminAnalyticsRepository } from './admin-panel/admin-analytics-repository';
import { createAdminAuditLogRepository } from './admin-panel/admin-audit-log-repository';
import { createAdminDiscountCodesRepository } from './admin-panel/admin-discount-codes-repository';
import { createAdminLeadEditRepository } from './admin-panel/admin-lead-edit-repository';
import { createAdminLeadsRepository } from './admin-panel/admin-leads-repository';
import { createAdminProvidersRepository } from './admin-panel/admin-providers-repository';
import { adminRouter } from './admin-panel/admin-router';

/**
 * The admin context: the panel's overview figures, providers, leads (listed and edited), discount codes and the
 * audit log of admin changes (/api/admin/*, super admin only). The admin login belongs to accounts; the Outbox and CSP views to platform.
 */
export function adminContext({
  db,
  guards,
  clock,
  publicOrigin,
}: {
  db: Database;
  guards: Pick<AuthGuards, 'requireAdmin'>;
  /** The clock reset links are timed by (the accounts context's). */
  clock: () => Date;
  publicOrigin: string;
}): { routes: Router } {
  return {
    routes: adminRouter(
      {
        analytics: createAdminAnalyticsRepository(db),
        providers: createAdminProvidersRepository(db),
        leads: createAdminLeadsRepository(db),
        discountCodes: createAdminDiscountCodesRepository(db),
        leadEdits: createAdminLeadEditRepository(db),
        auditLog: createAdminAuditLogRepository(db),
      },
      guards,
      // A corrected pickup or drop-off is placed as a rider's quote is: the leads context's locality lookup.
      (text) => locateAddress(db, text),
      // A provider's password reset link (ADR 0032) is the emailed link's kind: the same clock and origin.
      { now: clock, publicOrigin },
    ),
  };
}
