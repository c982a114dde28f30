import { useState, type FormEvent } from 'react';
import {
  ApiError,
  DISPLAY_TIME_ZONE,
  REVIEW_COMMENT_MAX,
  REVIEW_RATING_MESSAGE,
  REVIEWABLE_STAGES,
  type QuoteStatusResponse,
  type RiderReview,
} from '@motohaul/contracts';
import { Alert, Button, Card, TextArea } from '@motohaul/design-system';
import { useQuoteReview, useSaveQuoteReview } from '../../api/quote-review';
import { StarRatingField, type StarValue } from './star-rating-field';
import card from './status-card.module.css';
import styles from './review-section.module.css';

const onDay = (iso: string) => new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: DISPLAY_TIME_ZONE });
const starsText = (rating: number) => `${rating} out of 5 stars`;

/** The review as written, with the provider's reply: shown once it can no longer be changed. */
function WrittenReview({ review }: { review: RiderReview }) {
  return (
    <>
      <p className={card.text}>
        <span className={styles.stars} aria-hidden="true">
          {'★'.repeat(review.rating)}
        </span>{' '}
        Your review: {starsText(review.rating)}
      </p>
      {review.comment && <p className={card.text}>{review.comment}</p>}
    </>
  );
}

function ReviewForm({ token, review, onSaved }: { token: string; review: RiderReview | null; onSaved: () => void }) {
  const [rating, setRating] = useState<StarValue>(review ? (String(review.rating) as StarValue) : '');
  const [comment, setComment] = useState(review?.comment ?? '');
  const [ratingError, setRatingError] = useState<string>();
  const save = useSaveQuoteReview(token);
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRatingError(rating ? undefined : REVIEW_RATING_MESSAGE);
    if (!rating) return;
    save.mutate({ rating: Number(rating), comment }, { onSuccess: onSaved });
  };

  return (
    <form onSubmit={onSubmit} noValidate className={card.section}>
      <StarRatingField
        value={rating}
        onChange={(value) => {
          // A rating chosen answers 'Choose from 1 to 5 stars' at once (it stayed until the next send).
          setRating(value);
          setRatingError(undefined);
        }}
        error={ratingError ?? (rating ? undefined : fieldErrors?.rating?.[0])}
      />
      <TextArea
        label="Comment (optional)"
        hint="Phone numbers and email addresses are hidden."
        value={comment}
        maxLength={REVIEW_COMMENT_MAX}
        onChange={(event) => setComment(event.target.value)}
        error={fieldErrors?.comment?.[0]}
      />
      {save.isError && !fieldErrors && (
        <Alert variant="destructive" title="Your review could not be saved">
          {save.error.message}
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : review ? 'Update review' : 'Send review'}
        </Button>
      </div>
    </form>
  );
}

/** Said to a rider whose new review waits for MotoHaul's check (ADR 0080) before it shows with the provider. */
export const HELD_REVIEW_THANKS = 'Thank you for your review. MotoHaul checks it before it shows with the provider.';

/**
 * 'How did it go?' (issue 28 item 5, ADR 0056): once the request is delivered or later, the rider gives 1 to 5 stars
 * and an optional comment, changeable for 7 days. Nothing before, nor for a token that may not review (a merged repeat).
 */
export function ReviewSection({ token, status }: { token: string; status: QuoteStatusResponse }) {
  const open = status.state === 'bought' && status.stage !== null && REVIEWABLE_STAGES.includes(status.stage);
  const state = useQuoteReview(token, open);
  const [saved, setSaved] = useState(false);
  const review = state.data?.review ?? null;
  if (!open || !state.data || (!state.data.canReview && !review)) return null;

  return (
    <Card as="section" aria-labelledby="review-heading" className={card.section}>
      <h2 id="review-heading" className="mh-card__title">
        How did it go?
      </h2>
      {review?.changeable === false ? (
        <WrittenReview review={review} />
      ) : (
        <>
          <p className={card.text}>Tell other riders how your transport went. Your review is shown with the provider, without your name.</p>
          {/* Keyed by what was saved: the form starts again from the stored review (its comment as masked). */}
          <ReviewForm key={review ? `${review.rating}:${review.comment ?? ''}` : 'new'} token={token} review={review} onSaved={() => setSaved(true)} />
        </>
      )}
      <p role="status" className={card.text}>
        {saved && review ? (review.changeable ? `Thank you for your review. You can change it until ${onDay(review.changeableUntil)}.` : HELD_REVIEW_THANKS) : ''}
      </p>
      {review?.reply && (
        <blockquote className={styles.reply} aria-label="The provider's reply">
          <strong>Reply from the provider:</strong> {review.reply}
        </blockquote>
      )}
    </Card>
  );
}
