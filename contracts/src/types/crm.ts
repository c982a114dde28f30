import type { InspectionType, LeadStatus, SalesStage, Urgency } from '../constants/constants';
import type { HistorySortColumn, PipelineTab } from '../schemas/pipeline';
import type { Paged } from './admin';
import type { RiderCancellation } from '../schemas/rider-cancellation';
import type { PurchaseClaim } from './claims';

// Response shapes of the provider CRM (spec §2.8, §3, §7). The server builds exactly these.

/**
 * One available lead as GET /api/leads answers it. For providers the server masks it (DESIGN §4):
 * customerName is the first name only, customerPhone keeps the first 2 and last 3 digits
 * ('04*****678'), pickup and drop-off are suburb, state and postcode, and customerEmail and
 * customerAddress are null. Super admin receives the full values.
 */
export interface AvailableLead {
  id: number;
  jobReference: string;
  status: LeadStatus;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  customerAddress: string | null;
  motorcycleMake: string;
  motorcycleModel: string;
  motorcycleYear: number | null;
  canRollAndSteer: boolean;
  pickupLocation: string | null;
  dropoffLocation: string | null;
  timeframe: string | null;
  isFlexibleDates: boolean;
  specialRequests: string | null;
  leadScore: number;
  /** Decimal string with 2 decimals: the price the server charges (LEAD_PRICE), '0.00' for a super admin claim. */
  price: string;
  createdAt: string;
  /** True when the values above are masked (a provider who has not bought the lead). */
  masked: boolean;
  /** Whole kilometres from the caller's service location to the pickup; null without either (ADR 0012). */
  distanceKm: number | null;
  /** Great-circle kilometres from pickup to drop-off (suburb-level points), for the drive-time estimate; null when unknown. */
  tripKm: number | null;
  /**
   * Where the pickup and the drop-off are on the map: the locality's centre (never a street address's point), rounded
   * to 2 decimals (about 1 km) when masked; null when the place is unknown.
   */
  pickupPoint: GeoPoint | null;
  dropoffPoint: GeoPoint | null;
}

/** A point on the earth in decimal degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * Which available leads GET /api/leads lists (`?area=`): 'mine' those within the provider's service radius
 * (and those whose place is unknown), 'all' every one. Default 'mine' when the provider has a service location.
 */
export type AvailableArea = 'mine' | 'all';

export interface AvailableLeadsPage {
  /** The area in effect: always 'all' without a service location. */
  area: AvailableArea;
  /** True when the leads are nearest first from the provider's service location (which the area filter needs). */
  nearestFirst: boolean;
  leads: AvailableLead[];
  /** Total available leads for this caller (for 'N available'), counted up to a cap (ADR 0057). */
  total: number;
  /** True when more leads than `total` are available: counting stopped at the cap ('1000+ available'). */
  totalIsCapped: boolean;
  /** Opaque cursor for the next page, null on the last page. */
  nextCursor: string | null;
}

/** GET /api/my-purchased-leads/summary: the count badge of every pipeline tab (ADR 0069). */
export interface PipelineSummary {
  /** Each stage tab and Archived, in the asked date range. */
  tabs: Record<Exclude<PipelineTab, 'history'>, number>;
  /** Every purchase, archived ones included (never filtered by date), and their amount: Purchase History's footer. */
  history: { count: number; amount: number };
  /** The purchases not archived: the header's 'N Leads'. */
  active: number;
}

/** GET /api/my-purchased-leads/page: one page of a tab's purchases, with how many the tab holds. */
export type PipelinePage = Paged<PurchasedLead>;

/** What a page of the pipeline is asked for: a tab, the date range of its filter (null: all time), History's order. */
export interface PipelinePageRequest {
  tab: PipelineTab;
  range: { from: string; to: string } | null;
  sort: HistorySortColumn;
  direction: 'asc' | 'desc';
}

/** One purchase with its lead's details, as GET /api/my-purchased-leads answers (spec §3). */
export interface PurchasedLead {
  id: number;
  leadId: number;
  buyerId: number;
  buyerName: string;
  buyerEmail: string | null;
  buyerPhone: string | null;
  buyerCompany: string | null;
  amountPaid: string;
  paymentStatus: string;
  salesStage: SalesStage;
  salesNotes: string | null;
  customerPaymentAmount: string | null;
  calledAt: string | null;
  bookedInAt: string | null;
  safetyCheckPassedAt: string | null;
  invoicePaidAt: string | null;
  finalisedAt: string | null;
  declinedAt: string | null;
  purchasedAt: string;
  updatedAt: string;
  isArchived: boolean;
  archivedAt: string | null;
  discountCodeId: number | null;
  originalPrice: string | null;
  discountAmount: string | null;
  /** The part of the price paid from the credit balance (ADR 0036); null when none. */
  creditApplied: string | null;
  /** The buyer's claim for a credit on this lead, null when none (ADR 0036). */
  claim: PurchaseClaim | null;
  /** The rider said they no longer need transport (issue 47 item 3): when, and their reason; null when not. */
  riderCancellation: RiderCancellation | null;
  /** Lead details; null fields when the lead row is gone ('[Deleted Lead]'). */
  jobReference: string | null;
  customerName: string | null;
  customerPhone: string | null;
  customerEmail: string | null;
  customerAddress: string | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleYear: number | null;
  vehicleRego: string | null;
  urgency: Urgency | null;
  travelDistance: number | null;
  preferredLocation: string | null;
  budgetConcern: string | null;
  previousExperience: string | null;
  specificRequests: string | null;
  inspectionType: InspectionType | null;
  leadScore: number | null;
  pickupLocation: string | null;
  dropoffLocation: string | null;
  timeframe: string | null;
  preferredPickupDate: string | null;
  preferredDropoffDate: string | null;
  canRollAndSteer: boolean | null;
  createdAt: string | null;
}

export interface PurchaseResponse {
  purchase: PurchasedLead;
}

export interface PaymentIntentResponse {
  clientSecret: string;
  paymentIntentId: string;
  /** The amount the server will charge, in cents. */
  amount: number;
}

export interface DiscountValidateResponse {
  valid: boolean;
  error?: string;
}

export interface DiscountApplyResponse {
  discountCode: { id: number; code: string; discountType: string; discountValue: string | null };
  originalPrice: string;
  discountAmount: string;
  finalPrice: string;
}

/** GET /api/config/public carries whether card payments are configured; see PublicConfig. */
export interface PaymentConfig {
  stripePublishableKey: string | null;
  /** The 'Complete Purchase' fallback is allowed (no Stripe key, development/demo, or explicitly enabled). */
  fallbackPurchaseEnabled: boolean;
}

/** One team member of an owner (GET/POST /api/team-members). */
export interface TeamMember {
  id: number;
  username: string;
  email: string | null;
  firstName: string;
  lastName: string;
  createdAt: string;
}

export interface TeamMembersResponse {
  members: TeamMember[];
}

/** The data of a server-sent notification event (spec §3), masked for providers like the lead list. */
export interface NotificationLead {
  id: number;
  jobReference: string;
  customerName: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: number | null;
  preferredLocation: string | null;
  urgency: string | null;
  pickupLocation: string | null;
  dropoffLocation: string | null;
  createdAt: string;
}

export type NotificationEvent =
  | { type: 'connected'; data: { userId: number } }
  | { type: 'new_lead'; data: NotificationLead }
  /** A lead left the market (ADR 0012): bought, or cancelled by its rider (issue 47 item 3). Gone for everyone else. */
  | { type: 'lead_sold'; data: { id: number; reason: LeadGoneReason } };

/** Why a lead is no longer for sale: another provider bought it, or its rider cancelled the request. */
export type LeadGoneReason = 'sold' | 'cancelled';
