import * as v from 'valibot';
import { requiredText } from './fields';

// Claims and credits for bad leads (issue 15 item 1, ADR 0036).

/** Why a buyer claims a credit; the labels are the product's words. */
export const CLAIM_REASONS = ['unreachable', 'duplicate', 'fake_details', 'outside_area'] as const;
/**
 * A claim the rider's cancellation filed (issue 47 item 3): never chosen by a buyer; its note is the rider's reason.
 */
export const RIDER_CANCELLED_CLAIM = 'rider_cancelled';
export type ClaimReason = (typeof CLAIM_REASONS)[number] | typeof RIDER_CANCELLED_CLAIM;
export const CLAIM_REASON_LABELS: Record<ClaimReason, string> = {
  unreachable: 'Unreachable after three attempts',
  duplicate: 'Duplicate lead',
  fake_details: 'Fake details',
  outside_area: 'Outside the area described',
  rider_cancelled: 'Rider cancelled',
};

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** How long after a purchase its buyer may claim a credit. */
export const CLAIM_WINDOW_DAYS = 7;
export const CLAIM_NOTE_MAX = 1000;
export const CLAIM_DECISION_REASON_MAX = 500;

export const CLAIM_REASON_MESSAGE = 'Choose a reason';
export const CLAIM_NOTE_MESSAGE = 'Please describe what happened';
export const CLAIM_DECISION_REASON_MESSAGE = 'Please give a reason';

/** POST /api/lead-purchases/{id}/claim */
export const leadClaimSchema = v.object({
  reason: v.picklist(CLAIM_REASONS, CLAIM_REASON_MESSAGE),
  note: requiredText(CLAIM_NOTE_MESSAGE, CLAIM_NOTE_MAX),
});
export type LeadClaimInput = v.InferInput<typeof leadClaimSchema>;

/** Claims per page of GET /api/admin/claims (ADR 0057). */
export const ADMIN_CLAIMS_PAGE_SIZE = 25;

/**
 * GET /api/admin/claims?status=&after= (default pending; 'all' for every claim). `after` is the `nextCursor` of the
 * page before: the id of its last claim.
 */
export const adminClaimsQuerySchema = v.object({
  status: v.optional(v.picklist([...CLAIM_STATUSES, 'all'], 'Choose pending, approved, rejected or all'), 'pending'),
  after: v.optional(v.pipe(v.string('Must be a claim id'), v.regex(/^\d{1,9}$/, 'Must be a claim id'), v.transform(Number))),
});
export type AdminClaimsQuery = v.InferOutput<typeof adminClaimsQuerySchema>;

const decisionReason = v.pipe(
  v.optional(v.string(CLAIM_DECISION_REASON_MESSAGE), ''),
  v.trim(),
  v.maxLength(CLAIM_DECISION_REASON_MAX, `Must be at most ${CLAIM_DECISION_REASON_MAX} characters`),
);

/** POST /api/admin/claims/{id}/approve: a reason is optional. */
export const adminClaimApproveSchema = v.object({ reason: decisionReason });
/** POST /api/admin/claims/{id}/reject: the provider is told why. */
export const adminClaimRejectSchema = v.object({ reason: v.pipe(decisionReason, v.minLength(1, CLAIM_DECISION_REASON_MESSAGE)) });
