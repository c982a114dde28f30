import type { AdminAuditAction, DemandPeriodDays } from '../schemas/admin';
import type { AustralianState } from '../geo/australian-states';
import type { InspectionType, Urgency } from '../constants/constants';
import type { ProviderBadges } from './business';

// Response shapes of the admin panel (spec §2.9, §3, §7). The server builds exactly these.

export interface AdminLoginResponse {
  token: string;
  /** ISO time when the token stops working. */
  expiresAt: string;
  user: { id: number; username: string; firstName: string; lastName: string };
}

export interface AdminSalesStageCounts {
  purchased: number;
  called: number;
  bookedIn: number;
  /** On the road (issue 47 item 2): Picked Up and In Transit. */
  inTransit: number;
  safetyCheck: number;
  paid: number;
  finalised: number;
}

export interface AdminAnalytics {
  totalProviders: number;
  activeProviders: number;
  totalPurchases: number;
  /** Dollars as a number; the client shows 2 decimals. */
  totalRevenue: number;
  averageRevenuePerProvider: number;
  /** 'YYYY-MM' (Sydney month) to purchases and revenue of that month. */
  purchasesByMonth: Record<string, { purchases: number; revenue: number }>;
  inboundLeads: number;
  /** Percent, 0-100; the client shows 1 decimal. */
  conversionRate: number;
  averageLeadValue: number;
  /** Repeat quote requests (same rider, same trip, within 14 days) counted on a first lead instead of sold again (ADR 0013). */
  mergedRequests: number;
  salesStages: AdminSalesStageCounts;
}

/** One state or territory of the demand map: rider leads placed there in the period and how many were sold. */
export interface AdminDemandRegion {
  /** Where the pickup is; null for the leads whose place names no state or postcode. */
  state: AustralianState | null;
  /** Rider leads (not a provider's manual ones) created in the period with their pickup there. */
  leads: number;
  /** Of those, the ones bought (a completed purchase). */
  sold: number;
  /** Active providers whose base (service location) is there today. */
  providers: number;
}

/** GET /api/admin/demand-by-region?days= (ADR 0061): where demand lacks supply. */
export interface AdminDemandByRegion {
  days: DemandPeriodDays;
  /** ISO time the period starts (now less `days`). */
  from: string;
  /** Every state and territory (zeros included), in AUSTRALIAN_STATES order, then the unplaced leads when there are any. */
  regions: AdminDemandRegion[];
}

/**
 * POST /api/admin/providers/:id/password-reset-link (ADR 0032): a one-time password reset link for the provider, shown
 * to the admin once (only its hash is stored) to pass on by phone or message.
 */
export interface AdminResetLinkResponse {
  /** `${origin}/auth/reset-password?token=...`: the page the emailed reset link opens. */
  resetUrl: string;
  /** ISO time when the link stops working (the emailed link's expiry: 1 hour). */
  expiresAt: string;
}

export interface AdminProviderRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  companyName: string | null;
  isActive: boolean;
  /**
   * Email verified or approved by an admin (users.is_verified): only such providers are listed in the public
   * directory (ADR 0030).
   */
  isVerified: boolean;
  /** A service location is set: the directory lists no provider without one. */
  hasServiceLocation: boolean;
  /** The 'Verified' and 'Insured' badges today (ADR 0055): the directory lists only a provider with both (issue 45). */
  badges: ProviderBadges;
  createdAt: string;
}

export interface AdminLeadRow {
  id: number;
  jobReference: string;
  status: string;
  vehicleMake: string;
  vehicleModel: string;
  customerSuburb: string | null;
  leadScore: number;
  createdAt: string;
  urgencyLevel: string | null;
  serviceType: string | null;
  isArchived: boolean;
  /** Repeat requests of the same rider for the same trip attached to this lead (ADR 0013). */
  mergedRequests: number;
}

export interface Paged<T> {
  items: T[];
  total: number;
  /** True when more rows match than `total`: the list counted up to a cap (ADR 0057) and says 'more than'. */
  totalIsCapped?: boolean;
  page: number;
  pageSize: number;
}

export interface AdminDiscountCode {
  id: number;
  code: string;
  description: string | null;
  discountType: string;
  discountValue: string | null;
  maxUses: number | null;
  currentUses: number;
  isActive: boolean;
  validFrom: string | null;
  validUntil: string | null;
  createdAt: string;
}

export type OutboxStatus = 'queued' | 'sent' | 'failed';

/**
 * One message of the mail outbox (GET /api/admin/outbox, newest first). `textBody` and `htmlBody` are only
 * carried in demo mode (APP_MODE=demo); outside it they are always null, so no one reads a reset link.
 */
export interface AdminOutboxMessage {
  id: number;
  to: string;
  subject: string;
  /** What caused it, e.g. 'password_reset'. */
  kind: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  sentAt: string | null;
  textBody: string | null;
  htmlBody: string | null;
}

/** GET /api/admin/outbox: one page, and whether bodies are shown at all (demo mode). */
export interface AdminOutboxPage extends Paged<AdminOutboxMessage> {
  bodiesShown: boolean;
}

/** One lead as the admin panel edits it (GET and PATCH /api/admin/leads/:id): the stored values, raw. */
export interface AdminLeadDetails {
  id: number;
  jobReference: string;
  status: string;
  isArchived: boolean;
  createdAt: string;
  customerName: string;
  /** As stored (E.164 for a rider's quote: '+61412345678'). */
  customerPhone: string;
  customerEmail: string | null;
  customerAddress: string | null;
  motorcycleMake: string;
  motorcycleModel: string;
  motorcycleYear: number | null;
  vehicleRego: string | null;
  canRollAndSteer: boolean;
  pickupLocation: string | null;
  dropoffLocation: string | null;
  /** A quote's timeframe; older leads may hold other underscore values (spec §3). */
  timeframe: string | null;
  preferredPickupDate: string | null;
  preferredDropoffDate: string | null;
  isFlexibleDates: boolean;
  specialRequests: string | null;
  urgency: Urgency | null;
  inspectionType: InspectionType | null;
  preferredLocation: string | null;
  /** Whether the pickup has coordinates (a locality was found for it): placed leads are matched by distance. */
  pickupPlaced: boolean;
}

/** An admin who has entries in the audit log (the admin filter's choices). */
export interface AdminAuditActor {
  id: number;
  name: string;
}

/** One recorded admin change, newest first (GET /api/admin/audit-log). */
export interface AdminAuditEntry {
  id: number;
  /** Null once that admin's account was deleted. */
  admin: AdminAuditActor | null;
  action: AdminAuditAction;
  targetType: 'user' | 'discount_code' | 'lead' | 'claim' | 'review' | 'setting';
  targetId: number | null;
  /**
   * What the target is called now: a provider's name, a discount code, the job reference of a lead, or of the lead a
   * claim or review is about. Null when it no longer exists.
   */
  targetName: string | null;
  details: Record<string, string | number | boolean | null>;
  createdAt: string;
}

/** GET /api/admin/audit-log: one page, and every admin who has entries (for the filter). */
export interface AdminAuditLogPage extends Paged<AdminAuditEntry> {
  admins: AdminAuditActor[];
}
