import type { LeadStatus, UserType } from '../constants/constants';
import type { ReviewSummary } from './reviews';

// Response shapes of the API (spec §3, §7). The server builds exactly these; the browser reads them.

export interface HealthResponse {
  status: 'ok';
  database: 'pglite' | 'postgres';
}

export interface CurrentUser {
  id: number;
  username: string;
  email: string | null;
  userType: UserType;
  firstName: string;
  lastName: string;
  teamOwnerId: number | null;
  companyName: string | null;
  // The API always sends the fields below; they are optional so hand-built users (test fixtures) may omit them.
  phone?: string | null;
  serviceLocation?: string | null;
  serviceLatitude?: number | null;
  serviceLongitude?: number | null;
  serviceRadius?: number;
  isActive?: boolean;
}

/**
 * GET /api/auth/session, the front ends' session check: the signed-in user, or null for a visitor. Always 200, as
 * a visitor is a normal state (a 401 from GET /api/auth/me shows as a failed request in the browser's console).
 */
export interface SessionResponse {
  user: CurrentUser | null;
}

/** 'demo': nothing is real (no card is charged, mail is kept in the admin Outbox); 'live': a deployment. */
export type AppMode = 'demo' | 'live';

export interface PublicConfig {
  supportPhone: string;
  appMode: AppMode;
}

export interface GooglePlacesKeyResponse {
  key: string | null;
}

export interface LeadCreatedResponse {
  id: number;
  jobReference: string;
  status: LeadStatus;
  /**
   * The rider's private status link's token (/quote-status/{token}, ADR 0033); a repeat of the same request
   * (ADR 0013) answers a token of its own that shows the lead's state but not its buyer (ADR 0046).
   */
  statusToken: string;
}

/** One provider in the public directory: business name and service area only, never contact details. */
export interface DirectoryProvider {
  id: number;
  companyName: string;
  serviceLocation: string;
  serviceRadius: number;
  serviceAreas: string[];
  /** Badges (ADR 0055): business details approved by an admin; approved insurance not expired. */
  verified: boolean;
  insured: boolean;
  /** Riders' reviews (ADR 0056). */
  reviews: ReviewSummary;
}

export interface ProviderDirectoryResponse {
  providers: DirectoryProvider[];
}

/**
 * How a remote page moves around the site: the shell owns the router and hands this to every page, so remotes
 * need no router of their own (docs/decisions/0009).
 */
export interface PageNavigation {
  /** The current path, e.g. `/get-quote`. */
  pathname: string;
  /** The current query string with its `?`, or `''`. */
  search: string;
  /** Goes to a path on this site (with query string), adding a history entry unless `replace`. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The matched route's parameters, e.g. `{ jobRef: 'MT-250123' }` on `/dashboard/leads/:jobRef` (ADR 0009). */
  params?: Readonly<Record<string, string | undefined>>;
  /**
   * Tells the shell whether the page holds unsaved changes: while true, leaving for another page asks first and
   * closing the tab warns. Optional, so a page also runs in a host (dev harness, tests) without a guard.
   */
  setUnsavedChanges?: (unsaved: boolean) => void;
}

/** Props the shell hands to every page a remote exposes. */
export interface RemotePageProps {
  config: PublicConfig;
  user: CurrentUser | null;
  navigation: PageNavigation;
}
