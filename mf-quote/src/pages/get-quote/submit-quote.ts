import { API_PATHS, apiClient, type AnalyticsEventInput, type LeadCreatedResponse, type Quote } from '@motohaul/contracts';

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

/** Records the submission for analytics; never blocks or fails the journey (spec §8: logged only). */
export function trackQuoteSubmission(payload: Quote): void {
  const event: AnalyticsEventInput = {
    eventType: 'form_submission',
    eventData: {
      formType: 'transport_quote_form',
      pickupLocation: payload.pickupLocation,
      dropoffLocation: payload.dropoffLocation,
      timeframe: payload.timeframe,
      isFlexibleDates: payload.isFlexibleDates,
      hasPreferredDates: Boolean(payload.preferredPickupDate || payload.preferredDropoffDate),
    },
    pagePath: window.location.pathname,
    pageTitle: document.title,
    userAgent: navigator.userAgent,
    referrer: document.referrer,
  };
  apiClient.post(API_PATHS.analyticsTrack, event).catch((error: unknown) => {
    console.warn('Analytics event failed', error);
  });
}
