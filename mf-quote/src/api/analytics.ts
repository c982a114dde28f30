import type { Quote } from '@motohaul/contracts';
import { trackEvent } from '@motohaul/platform';

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
