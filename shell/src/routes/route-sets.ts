import { DASHBOARD_USER_TYPES, type CurrentUser } from '@motohaul/contracts';
import type { RemotePageId } from '../remotes/load-remote-page';

export type RouteSet = readonly (readonly [path: string, page: RemotePageId])[];

const DASHBOARD: RemotePageId = 'mf_crm/DashboardPage';

/**
 * Spec §2.1, signed-out set, plus /find-providers (linked from the footer) and /dashboard, where a visitor
 * sees the dashboard's 'Provider Access Required' screen (spec §2.8). Any other path: 404.
 */
export const SIGNED_OUT_ROUTES: RouteSet = [
  ['/', 'mf_public/HomePage'],
  ['/get-quote', 'mf_quote/GetQuotePage'],
  ['/quote-success', 'mf_quote/QuoteSuccessPage'],
  ['/for-providers', 'mf_public/ForProvidersPage'],
  ['/provider-signup', 'mf_crm/ProviderSignupPage'],
  ['/login', 'mf_crm/LoginPage'],
  ['/signup', 'mf_public/ProviderMarketingPage'],
  ['/auth/forgot-password', 'mf_crm/ForgotPasswordPage'],
  ['/auth/reset-password', 'mf_crm/ResetPasswordPage'],
  ['/admin', 'mf_admin/AdminPage'],
  ['/privacy-policy', 'mf_public/PrivacyPolicyPage'],
  ['/terms-and-conditions', 'mf_public/TermsPage'],
  ['/find-providers', 'mf_public/FindProvidersPage'],
  ['/dashboard', DASHBOARD],
];

/** Spec §2.1, signed-in set (provider, team_member, super_admin). Any other path: the dashboard. */
export const SIGNED_IN_ROUTES: RouteSet = [
  ['/', DASHBOARD],
  ['/dashboard', DASHBOARD],
  ['/admin', 'mf_admin/AdminPage'],
  ['/login', 'mf_crm/LoginPage'],
  ['/privacy-policy', 'mf_public/PrivacyPolicyPage'],
  ['/terms-and-conditions', 'mf_public/TermsPage'],
];

export const SIGNED_IN_FALLBACK = DASHBOARD;

/** A path as routes are written: lower case, no trailing slash (so `/Get-Quote/` is `/get-quote`). */
export const normalizePath = (pathname: string) => (pathname.replace(/\/+$/, '') || '/').toLowerCase();

/** The page of `pathname` in `routes`: exact paths, ignoring letter case and a trailing slash. */
export function matchRoute(routes: RouteSet, pathname: string): RemotePageId | undefined {
  const wanted = normalizePath(pathname);
  return routes.find(([path]) => path === wanted)?.[1];
}

export const isDashboardUser = (user: CurrentUser | null): user is CurrentUser =>
  user !== null && DASHBOARD_USER_TYPES.includes(user.userType);
