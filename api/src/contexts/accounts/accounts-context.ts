import { Router } from 'express';
import type { Env } from '../../config/env';
import type { Database } from '../../db/database';
import type { CounterFactory } from '../../http/counters';
import { createKeyedLimiter, rateLimit } from '../../http/rate-limit';
import type { DomainEvents, Jobs } from '../platform/platform-context';
import { adminAuthRouter } from './admin-auth-router';
import { createAdminAuthService } from './admin-auth-service';
import { createAuthRepository } from './auth-repository';
import { authRouter } from './auth-router';
import { createAuthService } from './auth-service';
import { createCredentialCheck } from './credentials';
import { createEmailVerification } from './email-verification';
import { emailVerificationRouter } from './email-verification-router';
import { createAuthGuards, type AuthGuards } from './guards';
import { createBusinessDetailsRepository } from './business-details-repository';
import { businessDetailsRouter } from './business-details-router';
import { createBusinessDetailsService, type BusinessVerification } from './business-details-service';
import { certificateStore, type CertificateStore } from './certificate-store';
import { leadBuyingGate } from './lead-buying-gate';
import { loginAttackEmail } from './login-attack-email';
import { createLoginThrottle } from './login-throttle';
import { createPasswordResetService } from './password-reset-service';
import { signupLimit } from './signup-limits';
import { createProvidersRepository, type ProvidersRepository } from './providers-repository';
import { createProviderDirectoryRepository } from './provider-directory-repository';
import { providerDirectoryRouter } from './provider-directory-router';
import { providerDirectorySearch, type DirectoryReviews, type LocateDirectoryPlace } from './provider-directory-search';
import { createTeamMembersRepository } from './team-members-repository';
import { teamMembersRouter } from './team-members-router';
import { createTeamMembersService } from './team-members-service';

// The public module: what the contexts above and app.ts use of accounts (ADR 0042).
export { authenticatedUser, leadOwnerId, type AuthenticatedUser, type AuthGuards } from './guards';
export { toCurrentUser } from './auth-service';
export { hashPassword, verifyPassword } from './password';
export { cookieValue, SESSION_COOKIE_NAME } from './session';
export { DIRECTORY_QUERY_MAX, type ProviderDirectorySearch } from './provider-directory-search';
export { notifyUserChanged, USER_CHANGED_CHANNEL } from './user-changes';
export { sendCertificate } from './business-details-router';
export type { BusinessVerification } from './business-details-service';
export { insuranceNoticesJob } from './insurance-notices';
export { certificateStorageWarning, certificateStore, type CertificateStore } from './certificate-store';
export { escapeHtml, greeting } from './mail-text';

const HOUR_MS = 60 * 60 * 1000;
/** Certificate uploads a provider may make an hour: a replaced one or two, never a store filled by one account. */
const CERTIFICATE_UPLOADS_PER_HOUR = 10;

export interface AccountsContextDependencies {
  env: Env;
  db: Database;
  /** The clock sessions and reset links are timed by (tests move it). */
  clock: () => Date;
  /** Where the audited admin changes are announced (admin.changed). */
  events: DomainEvents;
  /** The job queue: a queued mail is delivered by a job sent with it (ADR 0074). */
  jobs: Jobs;
  /** Where abuse limits and the login throttle count (shared by the processes on a PostgreSQL server: ADR 0027). */
  counters: CounterFactory;
  /** Places a directory search (the leads context's locator, a plain function: accounts does not import leads). */
  locatePlace?: LocateDirectoryPlace;
  /** Where insurance certificates are kept; tests may pass their own, else the one env.certificates names. */
  certificates?: CertificateStore;
  /** The directory's review summaries (the sales context's, a plain function: accounts does not import sales). */
  reviewsOf?: DirectoryReviews;
}

export interface AccountsContext {
  /** Who may call a route (requireUser(...roles) / requireAdmin): every other context's routes declare it with these. */
  guards: AuthGuards;
  routes: Router;
  /** The providers as the admin panel lists and changes them (audited on admin.changed). */
  providers: ProvidersRepository;
  /** The admin panel's Verification tab (ADR 0055): pending submissions, certificates, approve and reject (audited). */
  businessVerification: BusinessVerification;
  /** Providers' 'Verified' and 'Insured' badges for a Sydney day (the rider's status page). */
  badgesOf: (userIds: readonly number[], today: string) => Promise<Map<number, { verified: boolean; insured: boolean }>>;
}

/**
 * The accounts context: sign-in, sign-up, logout, password reset and service area (/api/auth/*), the admin login
 * (/api/admin/login), team members (/api/team-members), new providers' email verification and the public provider
 * directory (only verified providers are listed: ADR 0030); and the session guards every context uses. Abuse
 * limits (ADR 0027): per address key per RATE_LIMIT_WINDOW_SECONDS, per email per hour, sign-ups per address and
 * from all addresses per hour (ADR 0030), and the login throttle per account and address (login-throttle.ts); on
 * `counters`, so shared by every API process.
 */
export function accountsContext({ env, db, clock, events, jobs, counters, locatePlace, certificates, reviewsOf }: AccountsContextDependencies): AccountsContext {
  const sessionConfig = { secret: env.sessionSecret, previousSecret: env.sessionSecretPrevious, secure: env.cookieSecure, now: clock };
  const authRepository = createAuthRepository(db, jobs);
  const businessRepository = createBusinessDetailsRepository(db, events, { now: clock, publicOrigin: env.publicOrigin, jobs });
  const business = createBusinessDetailsService({
    repository: businessRepository,
    store: certificates ?? certificateStore(env.certificates),
    appMode: env.appMode,
    now: clock,
  });
  const guards: AuthGuards = {
    ...createAuthGuards(authRepository, sessionConfig),
    requireLeadBuyer: leadBuyingGate(env.appMode, business.badgesOf, clock),
  };
  const { windowMs } = env.rateLimits;
  const checkCredentials = createCredentialCheck(
    authRepository,
    createLoginThrottle({
      counters,
      settings: {
        freeFailures: env.rateLimits.pairLoginFailures,
        accountFailures: env.rateLimits.accountLoginFailures,
        attackWindowSeconds: HOUR_MS / 1000,
      },
      onAttack: async (owner) => {
        await authRepository.queueLoginAttackMail(loginAttackEmail(owner.email, owner.firstName, `${env.publicOrigin}/auth/forgot-password`));
      },
    }),
  );
  const passwordReset = createPasswordResetService({
    repository: authRepository,
    now: clock,
    publicOrigin: env.publicOrigin,
    exposeResetUrl: env.nodeEnv !== 'production',
    emailLimiter: createKeyedLimiter(counters, { name: 'reset-emails', limit: env.rateLimits.resetEmails, windowMs: HOUR_MS }),
  });

  const emailVerification = createEmailVerification({ db, jobs, now: clock, publicOrigin: env.publicOrigin });

  const routes = Router();
  routes.use(
    authRouter({
      service: createAuthService(authRepository, checkCredentials, (user) => emailVerification.sendLink(user)),
      passwordReset,
      guards,
      sessionConfig,
      limits: {
        logins: rateLimit(counters, { name: 'ip-logins', limit: env.rateLimits.logins, windowMs }),
        passwordResets: rateLimit(counters, { name: 'ip-password-resets', limit: env.rateLimits.passwordResets, windowMs }),
        signups: signupLimit(counters, { perAddress: env.rateLimits.signups, perHour: env.rateLimits.signupsGlobal }),
      },
    }),
  );
  routes.use(emailVerificationRouter(emailVerification));
  routes.use(
    adminAuthRouter(
      createAdminAuthService({ checkCredentials, secrets: sessionConfig, now: clock }),
      { adminLogins: rateLimit(counters, { name: 'ip-admin-logins', limit: env.rateLimits.logins, windowMs }) },
      { requireAdmin: guards.requireAdmin, logout: (userId) => authRepository.bumpSessionVersion(userId) },
    ),
  );
  routes.use(teamMembersRouter(createTeamMembersService(createTeamMembersRepository(db), authRepository, counters), guards));
  routes.use(providerDirectoryRouter(providerDirectorySearch(createProviderDirectoryRepository(db, clock), locatePlace, reviewsOf)));
  routes.use(businessDetailsRouter(business, guards, { uploads: createKeyedLimiter(counters, { name: 'certificate-uploads', limit: CERTIFICATE_UPLOADS_PER_HOUR, windowMs: HOUR_MS }) }));
  return {
    guards,
    routes,
    providers: createProvidersRepository(db, events, { now: clock, publicOrigin: env.publicOrigin }),
    businessVerification: business.admin,
    badgesOf: businessRepository.badgesOf,
  };
}
