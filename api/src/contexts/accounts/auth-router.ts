import { Router, type RequestHandler } from 'express';
import {
  customerSignupSchema,
  forgotPasswordSchema,
  loginSchema,
  providerSignupSchema,
  resetPasswordSchema,
  serviceAreaSchema,
  type CurrentUser,
  type ForgotPasswordResponse,
  type MessageResponse,
  type SessionResponse,
} from '@motohaul/contracts';
import { found } from '../../http/app-error';
import { parseBody } from '../../http/validate-body';
import { toCurrentUser, type AuthService } from './auth-service';
import { authenticatedUser, type AuthGuards } from './guards';
import type { PasswordResetService } from './password-reset-service';
import { clearSession, startSession, type SessionConfig } from './session';

export interface AuthRouterDependencies {
  service: AuthService;
  passwordReset: PasswordResetService;
  guards: AuthGuards;
  sessionConfig: SessionConfig;
  /**
   * Per-address limits: sign-in attempts and forgot-password requests (reset tokens are 256 random bits: no guessing).
   * The login's per-account throttle is in the service (login-throttle.ts). Sign-ups per address and from all
   * addresses per hour (signup-limits.ts, ADR 0030).
   */
  limits: { logins: RequestHandler; passwordResets: RequestHandler; signups: RequestHandler };
}

export function authRouter({ service, passwordReset, guards, sessionConfig, limits }: AuthRouterDependencies): Router {
  const router = Router();
  const noStore: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  };

  router.get('/auth/me', noStore, guards.requireUser(), (_req, res) => {
    res.json(toCurrentUser(authenticatedUser(res)) satisfies CurrentUser);
  });

  // The front ends' session check: a visitor is a normal state, answered 200 with null (no 401 in the console).
  router.get('/auth/session', noStore, async (req, res) => {
    const user = await guards.optionalUser(req, res);
    res.json({ user: user && toCurrentUser(user) } satisfies SessionResponse);
  });

  router.post('/auth/login', noStore, limits.logins, async (req, res) => {
    const user = await service.login(parseBody(loginSchema, req.body), req.ip);
    await startSession(res, user, sessionConfig);
    res.json(toCurrentUser(user) satisfies CurrentUser);
  });

  router.post('/auth/logout', noStore, async (req, res) => {
    const user = await guards.optionalUser(req, res);
    if (user) await service.logout(user.id);
    clearSession(res, sessionConfig);
    res.json({ message: 'Logged out successfully' } satisfies MessageResponse);
  });

  router.post('/auth/customer/signup', noStore, limits.signups, async (req, res) => {
    const user = await service.signupCustomer(parseBody(customerSignupSchema, req.body));
    await startSession(res, user, sessionConfig);
    res.status(201).json(toCurrentUser(user) satisfies CurrentUser);
  });

  router.post('/auth/provider/signup', noStore, limits.signups, async (req, res) => {
    const user = await service.signupProvider(parseBody(providerSignupSchema, req.body));
    await startSession(res, user, sessionConfig);
    res.status(201).json(toCurrentUser(user) satisfies CurrentUser);
  });

  router.post('/auth/forgot-password', noStore, limits.passwordResets, async (req, res) => {
    const { email } = parseBody(forgotPasswordSchema, req.body);
    res.json((await passwordReset.requestReset(email)) satisfies ForgotPasswordResponse);
  });

  router.post('/auth/reset-password', noStore, async (req, res) => {
    const { token, password } = parseBody(resetPasswordSchema, req.body);
    res.json((await passwordReset.resetPassword(token, password)) satisfies MessageResponse);
  });

  router.patch('/auth/update-service-area', noStore, guards.requireUser('provider', 'super_admin'), async (req, res) => {
    const input = parseBody(serviceAreaSchema, req.body);
    const user = found(await service.updateServiceArea(authenticatedUser(res).id, input), 'Not found');
    res.json(toCurrentUser(user) satisfies CurrentUser);
  });

  return router;
}
