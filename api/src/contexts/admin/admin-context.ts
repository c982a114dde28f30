import { Router, type RequestHandler } from 'express';
import type { Database } from '../../db/database';
import type { AccountsContext, AuthGuards } from '../accounts/accounts-context';
import type { LeadsContext } from '../leads/leads-context';
import type { DomainEvents } from '../platform/platform-context';
import type { SalesContext } from '../sales/sales-context';
import { createAdminAnalyticsRepository } from './admin-analytics-repository';
import { recordAdminChange } from './admin-audit';
import { createAdminAuditLogRepository } from './admin-audit-log-repository';
import { createAdminDemandRepository } from './admin-demand-repository';
import { createAdminLeadsRepository } from './admin-leads-repository';
import { adminRouter } from './admin-router';
import { adminSettingsRouter } from './admin-settings';
import { adminVerificationRouter } from './admin-verification-router';

/**
 * The admin context: the panel's overview figures, providers, leads (listed and edited), discount codes and the
 * audit log of admin changes (/api/admin/*, super admin only). Its changes go through the accounts, leads and sales
 * contexts, which announce each as admin.changed: this context writes the audit entry. The admin login belongs to
 * accounts; the Outbox and CSP views to platform.
 */
export function adminContext({
  db,
  guards,
  events,
  accounts,
  leads,
  sales,
  settingWrites,
}: {
  db: Database;
  guards: Pick<AuthGuards, 'requireAdmin'>;
  events: DomainEvents;
  accounts: Pick<AccountsContext, 'providers' | 'businessVerification'>;
  leads: Pick<LeadsContext, 'adminEdits'>;
  sales: Pick<SalesContext, 'discountCodesAdmin'>;
  /** The rate limit of the settings' changes. */
  settingWrites: RequestHandler;
}): { routes: Router } {
  events.on('admin.changed', (change) => recordAdminChange(db, change));
  const routes = Router();
  routes.use(adminVerificationRouter(accounts.businessVerification, guards));
  routes.use(adminSettingsRouter(db, events, guards, { writes: settingWrites }));
  routes.use(
    adminRouter(
      {
        analytics: createAdminAnalyticsRepository(db),
        demand: createAdminDemandRepository(db),
        leads: createAdminLeadsRepository(db),
        auditLog: createAdminAuditLogRepository(db),
        providers: accounts.providers,
        leadEdits: leads.adminEdits,
        discountCodes: sales.discountCodesAdmin,
      },
      guards,
    ),
  );
  return { routes };
}
