// Every API path of spec §7 in one place. Functions build the paths that carry an id.

export const API_PATHS = {
  health: '/api/health',
  ready: '/api/ready',
  authMe: '/api/auth/me',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  customerSignup: '/api/auth/customer/signup',
  providerSignup: '/api/auth/provider/signup',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  updateServiceArea: '/api/auth/update-service-area',
  publicConfig: '/api/config/public',
  googlePlacesKey: '/api/config/google-places-key',
  providerDirectory: '/api/providers/directory',
  localities: '/api/localities',
  leads: '/api/leads',
  manualLead: '/api/leads/manual',
  archiveLead: (leadId: number) => `/api/leads/${leadId}/archive`,
  lead: (leadId: number) => `/api/leads/${leadId}`,
  purchaseLead: (leadId: number) => `/api/leads/${leadId}/purchase`,
  leadPurchases: '/api/lead-purchases',
  leadPurchase: (purchaseId: number) => `/api/lead-purchases/${purchaseId}`,
  salesStage: (purchaseId: number) => `/api/lead-purchases/${purchaseId}/sales-stage`,
  archivePurchase: (purchaseId: number) => `/api/lead-purchases/${purchaseId}/archive`,
  myPurchasedLeads: '/api/my-purchased-leads',
  createPaymentIntent: '/api/create-payment-intent',
  stripeWebhook: '/api/stripe/webhook',
  validateDiscountCode: '/api/discount-codes/validate',
  applyDiscountCode: '/api/discount-codes/apply',
  notificationsStream: '/api/notifications/stream',
  analyticsTrack: '/api/analytics/track',
  adminLogin: '/api/admin/login',
  adminAnalytics: '/api/admin/analytics',
  adminProviders: '/api/admin/providers',
  adminLeads: '/api/admin/leads',
  adminProviderStatus: (providerId: number) => `/api/admin/providers/${providerId}/status`,
  adminDiscountCodes: '/api/admin/discount-codes',
  adminDiscountCode: (codeId: number) => `/api/admin/discount-codes/${codeId}`,
  teamMembers: '/api/team-members',
  teamMember: (memberId: number) => `/api/team-members/${memberId}`,
  exportPurchases: '/api/lead-purchases/export.csv',
  paymentConfig: '/api/config/payments',
  cspReports: '/api/csp-reports',
  adminCspViolations: '/api/admin/csp-violations',
  adminOutbox: '/api/admin/outbox',
} as const;

/** The runtime map of remotes the shell fetches at start (DESIGN §1). */
export const REMOTES_MAP_PATH = '/remotes.json';
export const REMOTE_NAMES = ['mf_public', 'mf_quote', 'mf_crm', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemotesMap = Record<RemoteName, string>;
