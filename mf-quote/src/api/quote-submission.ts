import { API_PATHS, apiClient, idempotencyHeaders, type LeadCreatedResponse, type Quote, type Submission } from '@motohaul/contracts';
import { trackEvent } from '@motohaul/platform';
import { readStored, writeStored } from './stored-json';

// The rider's quote as the wizard sends it: POST /api/leads (no cache entry; the wizard goes to /quote-success once it
// is sent), its analytics event, and the quote remembered for the success page.

/** The POST /api/leads body: preferred dates only when the rider chose specific dates. */
export function toLeadPayload(quote: Quote): Quote {
  const { preferredPickupDate, preferredDropoffDate, ...rest } = quote;
  if (quote.isFlexibleDates) return rest;
  return {
    ...rest,
    ...(preferredPickupDate ? { preferredPickupDate } : {}),
    ...(preferredDropoffDate ? { preferredDropoffDate } : {}),
  };
}

/** POST /api/leads: one submission of the quote (a retry of the same quote reuses its Idempotency-Key, ADR 0031). */
export const submitLead = (submission: Submission<Quote>) =>
  apiClient.post<LeadCreatedResponse>(API_PATHS.leads, submission.payload, { headers: idempotencyHeaders(submission) });

// POST /api/analytics/track for a sent quote, through the platform's one analytics sender (page path, title,
// user agent and referrer added there).

/** Records the submission for analytics; never blocks or fails the journey (spec §8: logged only). */
export function trackQuoteSubmission(payload: Quote): void {
  trackEvent('form_submission', {
    formType: 'transport_quote_form',
    pickupLocation: payload.pickupLocation,
    dropoffLocation: payload.dropoffLocation,
    timeframe: payload.timeframe,
    isFlexibleDates: payload.isFlexibleDates,
    hasPreferredDates: Boolean(payload.preferredPickupDate || payload.preferredDropoffDate),
  });
}

// The quote just sent, for the success page's status link (ADR 0033). Kept in the tab's session storage, so the
// success page still shows the link after a reload, and nowhere else: closing the tab forgets it.

const KEY = 'motohaul.submittedQuote';

export interface SubmittedQuote {
  jobReference: string;
  statusToken: string;
}

/** Remembers the quote the API just stored (the wizard, after POST /api/leads). */
export function rememberSubmittedQuote({ jobReference, statusToken }: LeadCreatedResponse): void {
  // Storage refused: the success page goes without the link.
  writeStored('sessionStorage', KEY, { jobReference, statusToken } satisfies SubmittedQuote);
}

/** The quote last sent from this tab, or null. */
export function submittedQuote(): SubmittedQuote | null {
  const value = readStored('sessionStorage', KEY);
  if (value && typeof value === 'object' && 'jobReference' in value && 'statusToken' in value) {
    const { jobReference, statusToken } = value;
    if (typeof jobReference === 'string' && typeof statusToken === 'string') return { jobReference, statusToken };
  }
  return null;
}
