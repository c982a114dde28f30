import * as v from 'valibot';
import type { SalesStage } from '../constants/constants';

// A rider's cancellation of their request on the status page (issue 47 item 3): 'I no longer need transport'.

export const CANCELLATION_REASON_MAX = 500;
export const CANCELLATION_REASON_MESSAGE = 'Please tell us why you no longer need transport';

/**
 * A cancellation within this many hours of the purchase, before the buyer marked the lead Called, gives the buyer the
 * lead fee back as credit at once (an automatic, recorded claim); a later one is an ordinary claim an admin decides.
 */
export const CANCELLATION_CREDIT_HOURS = 2;

/** The stages a bought request may still be cancelled from: the transport has not happened yet. */
export const CANCELLABLE_STAGES: readonly SalesStage[] = ['purchased', 'called', 'booked_in'];

/** Who decided an automatic claim (lead_claims.decided_by): no admin did. */
export const AUTOMATIC_DECIDER = 'Automatic';
/** The words an automatic claim is decided with: the rule that gave the credit, so the admin sees why. */
export const AUTOMATIC_CREDIT_REASON = `The rider cancelled within ${CANCELLATION_CREDIT_HOURS} hours of the purchase, before the lead was marked Called: the lead fee came back as credit automatically.`;

/** POST /api/quote-status/{token}/cancel: why the rider no longer needs transport. */
export const riderCancellationSchema = v.object({
  reason: v.pipe(
    v.optional(v.string(CANCELLATION_REASON_MESSAGE), ''),
    v.trim(),
    v.minLength(1, CANCELLATION_REASON_MESSAGE),
    v.maxLength(CANCELLATION_REASON_MAX, `Must be at most ${CANCELLATION_REASON_MAX} characters`),
  ),
});
export type RiderCancellationInput = v.InferInput<typeof riderCancellationSchema>;

/** A request its rider cancelled: when, and the reason they gave. */
export interface RiderCancellation {
  cancelledAt: string;
  reason: string;
}
