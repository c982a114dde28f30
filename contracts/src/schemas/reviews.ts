import * as v from 'valibot';
import type { SalesStage } from '../constants/constants';
import { requiredText } from './fields';

// A rider's review of the provider who bought their request (issue 28 item 5, ADR 0056).

/** The stages from which a rider may review: the buyer has moved the lead to delivered or later. */
export const REVIEWABLE_STAGES: readonly SalesStage[] = ['delivered', 'invoice_paid', 'finalised'];
/** How long after it was written a review may be changed. */
export const REVIEW_CHANGE_DAYS = 7;
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_HIDE_REASON_MAX = 500;
/** How many of a provider's latest reviews the public directory shows. */
export const DIRECTORY_LATEST_REVIEWS = 3;

export const REVIEW_RATING_MESSAGE = 'Choose from 1 to 5 stars';
export const REVIEW_REPLY_MESSAGE = 'Please write your reply';
export const REVIEW_HIDE_REASON_MESSAGE = 'Please give a reason';

/** PUT /api/quote-status/{token}/review: the rider's stars and an optional comment (contact details are masked). */
export const riderReviewSchema = v.object({
  rating: v.pipe(v.number(REVIEW_RATING_MESSAGE), v.integer(REVIEW_RATING_MESSAGE), v.minValue(1, REVIEW_RATING_MESSAGE), v.maxValue(5, REVIEW_RATING_MESSAGE)),
  comment: v.pipe(
    v.optional(v.nullable(v.string('Comment must be text')), ''),
    v.transform((text) => (text ?? '').trim()),
    v.maxLength(REVIEW_COMMENT_MAX, `Must be at most ${REVIEW_COMMENT_MAX} characters`),
  ),
});
export type RiderReviewInput = v.InferInput<typeof riderReviewSchema>;

/** POST /api/provider-reviews/{id}/reply: the provider's one reply. */
export const reviewReplySchema = v.object({ reply: requiredText(REVIEW_REPLY_MESSAGE, REVIEW_REPLY_MAX) });
export type ReviewReplyInput = v.InferInput<typeof reviewReplySchema>;

/** POST /api/admin/reviews/{id}/hide: the reason is written to the audit log. */
export const reviewHideSchema = v.object({ reason: requiredText(REVIEW_HIDE_REASON_MESSAGE, REVIEW_HIDE_REASON_MAX) });
