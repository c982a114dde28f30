import { Router } from 'express';
import type { Env } from '../../../config/env';
import type { Database } from '../../../db/database';
import { createKeyedLimiter, rateLimit } from '../../../http/rate-limit';
import { adminAuthRouter } from '../admin-auth/admin-auth-router';
import { createAdminAuthService } from '../admin-auth/admin-auth-service';
import { createTeamMembersRepository } from '../team-members/team-members-repository';
import { createTeamMembersService } from '../team-members/team-members-service';
import { teamMembersRouter } from '../team-members/team-members-router';
import type { AuthRepository } from './auth-repository';
import { authRouter } from './auth-router';
import { createAuthService } from './auth-service';
import { createCredentialCheck } from './credentials';
import type { AuthGuards } from './guards';
import { createPasswordResetService } from './password-reset-service';
import type { SessionConfig } from './session';
import type { DomainEvents } from '../../platform/domain-events/domain-events';

const HOUR_MS = 60 * 60 * 1000;

export interface AccountsModuleDependencies {
  env: Env;
  db: Database;
  authRepository: AuthRepository;
  guards: AuthGuards;
  sessionConfig: SessionConfig;
  /** Where a queued mail is announced (mail.queued: main.ts wakes this process's outbox sender). */
  events: DomainEvents;
}

/**
 * The account routes (issue 4): sign-in, sign-up, logout, password reset, service area (/api/auth/*),
 * the admin login (/api/admin/login) and team members (/api/team-members). Abuse limits are in-memory,
 * per process (docs/decisions/0005): per IP per RATE_LIMIT_WINDOW_SECONDS, per account and email per hour.
 */
export function accountsModule({ env, db, authRepository, guards, sessionConfig, events }: AccountsModuleDependencies): Router {
  const { windowMs } = env.rateLimits;
  const checkCredentials = createCredentialCheck(
    authRepository,
    createKeyedLimiter({ limit: env.rateLimits.accountLoginFailures, windowMs: HOUR_MS }),
  );
  const passwordReset = createPasswordResetService({
    repository: authRepository,
    onMailQueued: () => events.emit('mail.queued', {}),
    now: sessionConfig.now,
    publicOrigin: env.publicOrigin,
    exposeResetUrl: env.nodeEnv !== 'production',
    emailLimiter: createKeyedLimiter({ limit: env.rateLimits.resetEmails, windowMs: HOUR_MS }),
  });

  const router = Router();
  router.use(
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
  router.use(
    adminAuthRouter(createAdminAuthService({ checkCredentials, secrets: sessionConfig, now: sessionConfig.now }), {
      adminLogins: rateLimit({ limit: env.rateLimits.logins, windowMs }),
    }),
  );
  router.use(teamMembersRouter(createTeamMembersService(createTeamMembersRepository(db), authRepository), guards));
  return router;
}
