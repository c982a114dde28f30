import type { Router } from 'express';
import type { Database } from '../../../db/database';
import type { AuthGuards } from '../../accounts/auth/guards';
import { createAdminAnalyticsRepository } from './admin-analytics-repository';
import { createAdminDiscountCodesRepository } from './admin-discount-codes-repository';
import { createAdminLeadsRepository } from './admin-leads-repository';
import { createAdminProvidersRepository } from './admin-providers-repository';
import { adminRouter } from './admin-router';

/** The admin panel's routes over one database (app.ts mounts this). */
export function adminModule(db: Database, guards: Pick<AuthGuards, 'requireAdmin'>): Router {
  return adminRouter(
    {
      analytics: createAdminAnalyticsRepository(db),
      providers: createAdminProvidersRepository(db),
      leads: createAdminLeadsRepository(db),
      discountCodes: createAdminDiscountCodesRepository(db),
    },
    guards,
  );
}
