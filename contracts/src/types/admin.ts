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

export interface AdminProviderRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  companyName: string | null;
  isActive: boolean;
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
