import { DISPLAY_TIME_ZONE, type ProviderReview } from '@motohaul/contracts';
import { Spinner } from '@motohaul/design-system';
import { useProviderReviews } from '../../api/reviews';
import { ReviewReplyForm } from './review-reply-form';
import styles from './reviews-panel.module.css';
import { LoadError } from '../load-error/load-error';

const writtenOn = (iso: string) => new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: DISPLAY_TIME_ZONE });

function ReviewItem({ review, canReply }: { review: ProviderReview; canReply: boolean }) {
  return (
    <li className={styles.review}>
      <p className={styles.line}>
        <span className={styles.stars} aria-hidden="true">
          {'★'.repeat(review.rating)}
        </span>{' '}
        <strong>{review.rating} out of 5</strong> · Job {review.jobReference} · {writtenOn(review.createdAt)}
        {review.hidden && <span className={styles.hidden}> · Hidden by MotoHaul</span>}
      </p>
      {review.comment && <p className={styles.comment}>{review.comment}</p>}
      {review.reply ? (
        <p className={styles.reply}>
          <strong>Your reply:</strong> {review.reply}
        </p>
      ) : (
        canReply && <ReviewReplyForm reviewId={review.id} jobReference={review.jobReference} />
      )}
    </li>
  );
}

/**
 * 'Your Reviews' on the dashboard (issue 28 item 5, ADR 0056): the riders' reviews of this provider, newest first, with
 * the public average; the owner replies once to each (a team member reads them).
 */
export function ReviewsPanel({ canReply }: { canReply: boolean }) {
  const reviews = useProviderReviews();
  return (
    <section aria-labelledby="reviews-heading" className={styles.panel}>
      <h2 id="reviews-heading" className={styles.title}>
        Your Reviews
      </h2>
      {reviews.isPending && <Spinner label="Loading your reviews" />}
      {reviews.isError && <LoadError title="Your reviews could not load" error={reviews.error} onRetry={reviews.refetch} />}
      {reviews.data && (
        <>
          <p className={styles.summary}>
            {reviews.data.summary.count === 0 || reviews.data.summary.average === null
              ? 'No reviews yet. Riders can review you once you move their lead to Delivered.'
              : `${reviews.data.summary.average.toFixed(1)} out of 5 from ${reviews.data.summary.count === 1 ? '1 review' : `${reviews.data.summary.count} reviews`} shown in the directory.`}
          </p>
          {reviews.data.reviews.length > 0 && (
            <ul className={styles.list}>
              {reviews.data.reviews.map((review) => (
                <ReviewItem key={review.id} review={review} canReply={canReply} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
