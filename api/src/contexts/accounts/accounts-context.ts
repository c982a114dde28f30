import { Router } from 'express';
import type { Env } from '../../config/env';
import type { Database } from '../../db/database';
import { createKeyedLimiter, rateLimit } from '../../http/rate-limit';
import type { DomainEvents } from '../platform/domain-events/domain-events';
import { adminAuthRouter } from './admin-auth/admin-auth-router';
import { createAdminAuthService } from './admin-auth/admin-auth-service';
import { createAuthRepository } from './auth/auth-repository';
import { authRouter } from './auth/auth-router';
import { createAuthService } from './auth/auth-service';
import { createCredentialCheck } from './auth/credentials';
import { createAuthGuards, type AuthGuards } from './auth/guards';
import { createPasswordResetService } from './auth/password-reset-service';
import { createProviderDirectoryRepository } from './provider-directory/provider-directory-repository';
import { providerDirectoryRouter } from './provider-directory/provider-directory-router';
import { createTeamMembersRepository } from './team-members/team-members-repository';
import { teamMembersRouter } from './team-members/team-members-router';
import { createTeamMembersService } from './team-members/team-members-service';

const HOUR_MS = 60 * 60 * 1000;

export interface AccountsContextDependencies {
  env: Env;
  db: Database;
  /** The clock sessions and reset links are timed by (tests move it). */
  clock: () => Date;
  /** Where a queued mail is announced (mail.queued: main.ts wakes this process's outbox sender). */
  events: DomainEvents;
}

export interface AccountsContext {
  /** Who may call a route (requireUser(...roles) / requireAdmin): every other context's routes declare it with these. */
  guards: AuthGuards;
  routes: Router;
}

/**
 * The accounts context: sign-in, sign-up, logout, password reset and service area (/api/auth/*), the admin login
 * (/api/admin/login), team members (/api/team-members) and the public provider directory; and the session guards
 * every context uses. Abuse limits are in-memory, per process (docs/decisions/0005): per IP per
 * RATE_LIMIT_WINDOW_SECONDS, per account and email per hour.
 */
export function accountsContext({ env, db, clock, events }: AccountsContextDependencies): AccountsContext {
  const sessionConfig = { secret: env.sessionSecret, previousSecret: env.sessionSecretPrevious, secure: env.cookieSecure, now: clock };
  const authRepository = createAuthRepository(db);
  const guards = createAuthGuards(authRepository, sessionConfig);
  const { windowMs } = env.rateLimits;
  const checkCredentials = createCredentialCheck(
    authRepository,
    createKeyedLimiter({ limit: env.rateLimits.accountLoginFailures, windowMs: HOUR_MS }),
  );
  const passwordReset = createPasswordResetService({
    repository: authRepository,
    onMailQueued: () => events.emit('mail.queued', {}),
    now: clock,
    publicOrigin: env.publicOrigin,
    exposeResetUrl: env.nodeEnv !== 'production',
    emailLimiter: createKeyedLimiter({ limit: env.rateLimits.resetEmails, windowMs: HOUR_MS }),
  });

  const routes = Router();
  routes.use(
    authRouter({
      service: createAuthService(authRepository, checkCredentials),
      passwordReset,
      guards,
      sessionConfig,
      limits: {
        logins: rateLimit({ limit: env.rateLimits.logins, windowMs }),
        passwordResets: rateLimit({ limit: env.rateLimits.passwordResets, windowMs }),
      },
    }),
  );
  routes.use(
    adminAuthRouter(createAdminAuthService({ checkCredentials, secrets: sessionConfig, now: clock }), {
      adminLogins: rateLimit({ limit: env.rateLimits.logins, windowMs }),
    }),
  );
  routes.use(teamMembersRouter(createTeamMembersService(createTeamMembersRepository(db), authRepository), guards));
  routes.use(providerDirectoryRouter(createProviderDirectoryRepository(db)));
  return { guards, routes };
}
