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

export const submitLead = (payload: Quote) => apiClient.post<LeadCreatedResponse>(API_PATHS.leads, payload);
