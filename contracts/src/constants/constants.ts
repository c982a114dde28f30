// Business constants and limits of spec §9, shared by the browser and the server.

export const TIMEFRAMES = ['asap', 'this_week', 'this_month', 'just_pricing'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const TIMEFRAME_LABELS: Record<Timeframe, string> = {
  asap: 'ASAP (within 2-3 days)',
  this_week: 'This week',
  this_month: 'This month',
  just_pricing: 'Just looking for pricing',
};
export const DEFAULT_TIMEFRAME: Timeframe = 'this_week';

export const USER_TYPES = ['customer', 'provider', 'team_member', 'super_admin'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const DASHBOARD_USER_TYPES: readonly UserType[] = ['provider', 'team_member', 'super_admin'];

export const URGENCIES = ['urgent', 'within_week', 'within_month', 'flexible'] as const;
export type Urgency = (typeof URGENCIES)[number];

export const INSPECTION_TYPES = ['mobile', 'shop', 'either'] as const;
export type InspectionType = (typeof INSPECTION_TYPES)[number];
export const INSPECTION_TYPE_LABELS: Record<InspectionType, string> = {
  mobile: 'Mobile Only',
  shop: 'Workshop Only',
  either: 'Mobile or Walk-in',
};

export const SALES_STAGES = [
  'purchased',
  'called',
  'booked_in',
  'picked_up',
  'in_transit',
  'delivered',
  'invoice_paid',
  'declined',
  'finalised',
] as const;
export type SalesStage = (typeof SALES_STAGES)[number];

export const DISCOUNT_TYPES = ['percentage', 'fixed_amount', 'free'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const LEAD_STATUSES = ['available', 'sold'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const SERVICE_RADII_KM = [5, 10, 15, 20, 25, 30, 50, 100] as const;
export const DEFAULT_SERVICE_RADIUS_KM = 20;

/** Price shown on the dashboard; the server's configured price is what is charged. */
export const LEAD_PRICE_DISPLAY = 25;
/** Price advertised on the marketing pages (spec §9: both readings apply where each is shown). */
export const LEAD_PRICE_ADVERTISED = 40;
export const CLAIMED_CONVERSION_RATE_PERCENT = 85;
export const CLAIMED_PROVIDER_COUNT = 100;

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_DISCOUNT_CODE_LENGTH = 50;
export const VEHICLE_YEAR_MIN = 1900;
export const VEHICLE_YEAR_MAX = 2025;
export const TRAVEL_DISTANCE_MIN = 0;
export const TRAVEL_DISTANCE_MAX = 200;

export const DEFAULT_SUBURB_STATE = 'NSW';

export const ADDRESS_SUGGESTIONS = {
  delayMs: 300,
  minChars: 3,
  maxSuggestions: 6,
  blurCloseDelayMs: 200,
  placesReadyRetryMs: 100,
} as const;

export const GREETING_REFRESH_MS = 60_000;
export const WIZARD_SCROLL_DELAY_MS = 100;
export const NOTIFICATION_RECONNECT_MS = 5000;
export const BROWSER_NOTIFICATION_CLOSE_MS = 10_000;
export const ALERT_TONE = { frequencyHz: 800, durationMs: 500 } as const;
export const BACKUP_REMINDER = { everyMs: 24 * 60 * 60 * 1000, appearAfterMs: 1000 } as const;
export const SAVE_STATE_MS = { success: 2000, error: 3000 } as const;
export const RESET_REDIRECT_MS = 3000;
export const DISPLAY_TIME_ZONE = 'Australia/Sydney';
