import type { StandaloneRoutes } from '@motohaul/dev-harness';
import DashboardPage from '../pages/dashboard/dashboard-page';
import LoginPage from '../pages/login/login-page';
import ProviderSignupPage from '../pages/provider-signup/provider-signup-page';
import ForgotPasswordPage from '../pages/forgot-password/forgot-password-page';
import ResetPasswordPage from '../pages/reset-password/reset-password-page';

/** The pages mf-crm exposes, by the path each answers on when mf-crm runs alone. */
export const standaloneRoutes: StandaloneRoutes = [
  ['/', DashboardPage],
  ['/dashboard', DashboardPage],
  ['/dashboard/leads/:jobRef', DashboardPage],
  ['/dashboard/performance', DashboardPage],
  ['/login', LoginPage],
  ['/provider-signup', ProviderSignupPage],
  ['/auth/forgot-password', ForgotPasswordPage],
  ['/auth/reset-password', ResetPasswordPage],
];
