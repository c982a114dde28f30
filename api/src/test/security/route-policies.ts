import type { UserType } from '@motohaul/contracts';

/** Whose records an owned route works on: a provider's purchases (a team member works its owner's), an owner's team members. */
export type OwnedResource = 'purchase' | 'team-member' | 'review' | 'return-trip';

/**
 * Who may call a route (issue 8):
 * - `public`: anyone, signed in or not (these routes apply their own checks, e.g. a Stripe signature);
 * - `admin`: only a super admin's admin token (`Authorization: Bearer`, POST /api/admin/login); the session
 *   cookie does not count; anything else is 401 (requireAdmin);
 * - `allow`: a signed-in session (cookie) of one of these roles: none is 401, another role 403 (requireUser).
 *   With `owned`, the route works on one record in the caller's scope; another owner's record is 404.
 */
export type RoutePolicy =
  | { public: true }
  | { admin: true }
  | { allow: readonly UserType[]; owned?: OwnedResource };

const signedIn = ['customer', 'provider', 'team_member', 'super_admin'] as const satisfies readonly UserType[];
/** Providers and super admins: buy, own purchases and team members. */
const buyers = ['provider', 'super_admin'] as const satisfies readonly UserType[];
/** The CRM's users: a team member works its owner's purchased leads (spec §6). */
const crmUsers = ['provider', 'team_member', 'super_admin'] as const satisfies readonly UserType[];

/**
 * Every route of the API, 'METHOD /full/path' exactly as `listRoutes` reports it. The authorization matrix
 * test fails when a route has no entry here, or an entry names a route that no longer exists.
 */
export const ROUTE_POLICIES: Record<string, RoutePolicy> = {
  'POST /api/csp-reports': { public: true },
  'POST /api/stripe/webhook': { public: true },
  'GET /api/health': { public: true },
  'GET /api/config/public': { public: true },
  'GET /api/config/google-places-key': { public: true },
  'GET /api/config/payments': { public: true },
  'GET /api/providers/directory': { public: true },
  'GET /api/localities': { public: true },
  'POST /api/analytics/track': { public: true },

  'GET /api/auth/me': { allow: signedIn },
  'GET /api/auth/session': { public: true },
  'POST /api/auth/login': { public: true },
  'POST /api/auth/logout': { public: true },
  'POST /api/auth/customer/signup': { public: true },
  'POST /api/auth/provider/signup': { public: true },
  'POST /api/auth/forgot-password': { public: true },
  'POST /api/auth/reset-password': { public: true },
  'POST /api/auth/verify-email': { public: true },
  'PATCH /api/auth/update-service-area': { allow: buyers },
  'POST /api/admin/login': { public: true },
  'POST /api/admin/logout': { admin: true },

  'GET /api/team-members': { allow: buyers },
  'POST /api/team-members': { allow: buyers },
  'DELETE /api/team-members/:id': { allow: buyers, owned: 'team-member' },

  'POST /api/leads': { public: true },
  'GET /api/quote-status/:token': { public: true },
  // A rider's review (ADR 0056): the status token is the only credential; no session counts.
  'GET /api/quote-status/:token/review': { public: true },
  // The rider's price guide (issue 47 item 1): public reads, limited per address.
  'GET /api/price-guide': { public: true },
  'GET /api/quote-status/:token/price-guide': { public: true },
  'PUT /api/quote-status/:token/review': { public: true },
  'POST /api/quote-status/:token/cancel': { public: true },
  // 'Email me this link' (issue 47 item 2): the token is the secret, as for the status page.
  'POST /api/quote-status/:token/email-link': { public: true },
  'GET /api/provider-reviews': { allow: ['provider', 'team_member'] },
  'POST /api/provider-reviews/:id/reply': { allow: ['provider'], owned: 'review' },
  'GET /api/admin/reviews': { admin: true },
  'POST /api/admin/reviews/:id/hide': { admin: true },
  'POST /api/admin/reviews/:id/show': { admin: true },
  'GET /api/leads': { allow: buyers },
  'POST /api/leads/manual': { allow: buyers },
  'PATCH /api/leads/:leadId': { allow: ['super_admin'] },
  'POST /api/leads/:leadId/archive': { allow: ['super_admin'] },

  'POST /api/discount-codes/validate': { allow: buyers },
  'POST /api/discount-codes/apply': { allow: buyers },
  /** Super admins claim leads free: only providers pay by card. */
  'POST /api/create-payment-intent': { allow: ['provider'] },
  'POST /api/leads/:leadId/purchase': { allow: buyers },

  'GET /api/lead-purchases/export.csv': { allow: buyers },
  /** The owner's return on spend (issue 15, ADR 0035): what the company pays for leads, not for team members. */
  'GET /api/performance': { allow: buyers },
  // The weekly spend cap (issue 47 item 5): a team member reads its owner's, only an owner sets it.
  'GET /api/spend-cap': { allow: crmUsers },
  'PUT /api/spend-cap': { allow: buyers },
  'GET /api/performance/export.csv': { allow: buyers },
  /** Speed to contact (ADR 0034): a team member reads its owner's median, like the rest of the CRM. */
  'GET /api/lead-purchases/speed-to-contact': { allow: crmUsers },
  'GET /api/my-purchased-leads': { allow: crmUsers },
  /** The pipeline a page at a time (ADR 0069): the tabs' counts and one tab's page, the owner's for a team member. */
  'GET /api/my-purchased-leads/summary': { allow: crmUsers },
  'GET /api/my-purchased-leads/page': { allow: crmUsers },
  'GET /api/lead-purchases': { allow: crmUsers },
  'PATCH /api/lead-purchases/:purchaseId/sales-stage': { allow: crmUsers, owned: 'purchase' },
  // Live tracking (issue 47 item 2, ADR 0084): the purchase's owner and their team; nobody else, an admin neither.
  'GET /api/lead-purchases/:purchaseId/trip': { allow: crmUsers, owned: 'purchase' },
  'POST /api/lead-purchases/:purchaseId/trip': { allow: crmUsers, owned: 'purchase' },
  'POST /api/lead-purchases/:purchaseId/trip/positions': { allow: crmUsers, owned: 'purchase' },
  'POST /api/lead-purchases/:purchaseId/trip/stop': { allow: crmUsers, owned: 'purchase' },
  /** Team members do not archive (spec §6: no archive buttons for them). */
  'POST /api/lead-purchases/:purchaseId/archive': { allow: buyers, owned: 'purchase' },
  'POST /api/lead-purchases/:purchaseId/unarchive': { allow: buyers, owned: 'purchase' },
  'DELETE /api/lead-purchases/:purchaseId': { allow: buyers, owned: 'purchase' },
  /** A credit for a bad lead is claimed by the owner who paid, not a team member (ADR 0036). */
  'POST /api/lead-purchases/:purchaseId/claim': { allow: ['provider'], owned: 'purchase' },
  'GET /api/provider-credits': { allow: buyers },
  /** The business page (ADR 0055): the owner's ABN, insurance and certificate; not a team member's, not an admin's session. */
  'GET /api/business': { allow: ['provider'] },
  'PUT /api/business': { allow: ['provider'] },
  'PUT /api/business/certificate': { allow: ['provider'] },
  'GET /api/business/certificate': { allow: ['provider'] },
  /** New-lead email alerts (ADR 0060): the owner's own; the one-click unsubscribe's token is its only credential. */
  'GET /api/email-alerts': { allow: ['provider'] },
  'PUT /api/email-alerts': { allow: ['provider'] },
  'GET /api/email-alerts/unsubscribe': { public: true },
  'POST /api/email-alerts/unsubscribe': { public: true },
  'GET /api/notifications/stream': { allow: crmUsers },
  /** Web Push (ADR 0058): the key is public; devices are a provider owner's own; the demo endpoint stands for a push service. */
  'GET /api/push/public-key': { public: true },
  'POST /api/push-subscriptions': { allow: ['provider'] },
  'GET /api/push-subscriptions': { allow: ['provider'] },
  'DELETE /api/push-subscriptions': { allow: ['provider'] },
  'POST /api/push/test': { allow: ['provider'] },
  /** Return trips (issue 47 item 4, ADR 0083): the owner's; their team members see them; the fits are the owner's marks. */
  'GET /api/return-trips': { allow: ['provider', 'team_member'] },
  'POST /api/return-trips': { allow: ['provider'] },
  'DELETE /api/return-trips/:tripId': { allow: ['provider'], owned: 'return-trip' },
  'GET /api/return-trips/fits': { allow: ['provider'] },
  'POST /api/demo-push/:id': { public: true },

  'GET /api/admin/analytics': { admin: true },
  'GET /api/admin/providers': { admin: true },
  'PATCH /api/admin/providers/:id/status': { admin: true },
  'POST /api/admin/providers/:id/approve': { admin: true },
  'POST /api/admin/providers/:id/password-reset-link': { admin: true },
  'GET /api/admin/leads': { admin: true },
  'GET /api/admin/leads/:id': { admin: true },
  'PATCH /api/admin/leads/:id': { admin: true },
  'GET /api/admin/audit-log': { admin: true },
  'GET /api/admin/discount-codes': { admin: true },
  'GET /api/admin/settings/price-guide': { admin: true },
  'PUT /api/admin/settings/price-guide': { admin: true },
  'POST /api/admin/discount-codes': { admin: true },
  'PATCH /api/admin/discount-codes/:id': { admin: true },
  'GET /api/admin/outbox': { admin: true },
  'GET /api/admin/push-deliveries': { admin: true },
  'GET /api/admin/demand-by-region': { admin: true },
  'GET /api/admin/claims': { admin: true },
  'POST /api/admin/claims/:id/approve': { admin: true },
  'POST /api/admin/claims/:id/reject': { admin: true },
  'GET /api/admin/csp-violations': { admin: true },
  'GET /api/admin/verifications': { admin: true },
  'GET /api/admin/verifications/:id/certificate': { admin: true },
  'POST /api/admin/verifications/:id/approve': { admin: true },
  'POST /api/admin/verifications/:id/reject': { admin: true },
};

/**
 * Routes outside /api: the front-end builds (remotes.json, robots.txt, sitemap.xml and the page fallback, static files beside them), public
 * and data-free, so the matrix leaves them out; the test checks this list is exact, so a new route outside /api
 * still has to be declared.
 */
export const NON_API_ROUTES = ['GET /remotes.json', 'GET /robots.txt', 'GET /sitemap.xml', 'GET /.*/'] as const;

/** Whether a listed route is one the matrix covers (everything under /api). */
export const isApiRoute = (path: string) => path.startsWith('/api/');
