import { API_PATHS, apiClient, type LeadCreatedResponse, type Quote } from '@motohaul/contracts';

// POST /api/leads: the rider's quote request (no cache entry; the wizard goes to /quote-success once it is sent).

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

/**
 * One submission of the quote: its Idempotency-Key is made once, when the rider submits, and sent again on a retry
 * of that same quote (after a network error, say), so the API creates the lead once (ADR 0031). A changed quote is a
 * new submission with a new key.
 */
export interface LeadSubmission {
  key: string;
  payload: Quote;
}

const sameQuote = (a: Quote, b: Quote) => JSON.stringify(a) === JSON.stringify(b);

/** The submission to send now: the previous one again when the quote is unchanged (a retry), else a new one. */
export const nextLeadSubmission = (payload: Quote, previous: LeadSubmission | null): LeadSubmission =>
  previous && sameQuote(previous.payload, payload) ? previous : { key: crypto.randomUUID(), payload };

export const submitLead = ({ key, payload }: LeadSubmission) =>
  apiClient.post<LeadCreatedResponse>(API_PATHS.leads, payload, { headers: { 'Idempotency-Key': key } });
