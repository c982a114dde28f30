import { DASHBOARD_USER_TYPES, matchSitePattern, SITE_PATTERNS, type CurrentUser, type SitePattern } from '@motohaul/contracts';
import type { RemotePageId } from '../remotes/load-remote-page';

/** Route patterns are contracts' SITE_PATTERNS (the server knows them too); each set gives some of them a page. */
export type RouteSet = readonly (readonly [path: SitePattern, page: RemotePageId])[];

const DASHBOARD: RemotePageId = 'mf_crm/DashboardPage';

/**
 * Route patterns use react-router's syntax (`:param`); the router matches them ignoring letter case and a trailing
 * slash. Spec §2.1, signed-out set, plus /find-providers (linked from the footer) and /dashboard, where a visitor
 * sees the dashboard's 'Provider Access Required' screen (spec §2.8). Any other path: 404.
 */
export const SIGNED_OUT_ROUTES: RouteSet = [
  ['/', 'mf_public/HomePage'],
  ['/get-quote', 'mf_quote/GetQuotePage'],
  ['/quote-success', 'mf_quote/QuoteSuccessPage'],
  ['/quote-status/:token', 'mf_quote/QuoteStatusPage'],
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
  ['/dashboard/leads/:jobRef', DASHBOARD],
  ['/dashboard/performance', DASHBOARD],
  ['/admin/:tab', 'mf_admin/AdminPage'],
];

/** Spec §2.1, signed-in set (provider, team_member, super_admin). Any other path: the dashboard. */
export const SIGNED_IN_ROUTES: RouteSet = [
  ['/', DASHBOARD],
  ['/dashboard', DASHBOARD],
  ['/dashboard/leads/:jobRef', DASHBOARD],
  ['/dashboard/performance', DASHBOARD],
  ['/admin', 'mf_admin/AdminPage'],
  ['/admin/:tab', 'mf_admin/AdminPage'],
  ['/login', 'mf_crm/LoginPage'],
  ['/privacy-policy', 'mf_public/PrivacyPolicyPage'],
  ['/terms-and-conditions', 'mf_public/TermsPage'],
  // A rider's status link opens for anyone who holds it, signed in or not (ADR 0033).
  ['/quote-status/:token', 'mf_quote/QuoteStatusPage'],
];

export const SIGNED_IN_FALLBACK = DASHBOARD;
/** The route whose head the fallback page shows. */
export const SIGNED_IN_FALLBACK_PATTERN: SitePattern = '/dashboard';

/** A path as routes are written: lower case, no trailing slash (so `/Get-Quote/` is `/get-quote`). */
export const normalizePath = (pathname: string) => (pathname.replace(/\/+$/, '') || '/').toLowerCase();

/**
 * The data router's routes (shell/src/routes/app-routes.tsx): every front-end route pattern, from contracts, where
 * the server finds them too (a path matching none answers 404). Each has a page in at least one set (tested).
 */
export const ROUTE_PATTERNS: readonly SitePattern[] = SITE_PATTERNS;

/** The page of a matched route pattern in `routes` (null: the router matched no pattern). */
export function pageOfPattern(routes: RouteSet, pattern: SitePattern | null): RemotePageId | undefined {
  return pattern === null ? undefined : routes.find(([path]) => path === pattern)?.[1];
}

/** A visitor's page at `pathname` and the pattern it matched; null where a visitor gets none (404). */
export function signedOutPageAt(pathname: string): { pattern: SitePattern; page: RemotePageId } | null {
  const pattern = matchSitePattern(pathname);
  const page = pageOfPattern(SIGNED_OUT_ROUTES, pattern);
  return pattern && page ? { pattern, page } : null;
}

export const isDashboardUser = (user: CurrentUser | null): user is CurrentUser =>
  user !== null && DASHBOARD_USER_TYPES.includes(user.userType);

/** The route set of a user (spec §2.1): the signed-in set for the dashboard's users, else the signed-out set. */
export const routeSetOf = (user: CurrentUser | null): RouteSet => (isDashboardUser(user) ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES);
