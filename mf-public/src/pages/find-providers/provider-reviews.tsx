import { DISPLAY_TIME_ZONE, type PublicReview, type ReviewSummary } from '@motohaul/contracts';
import styles from './provider-reviews.module.css';

const writtenOn = (iso: string) => new Date(iso).toLocaleDateString('en-AU', { month: 'short', year: 'numeric', timeZone: DISPLAY_TIME_ZONE });
const reviewsWord = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/** Stars drawn for the eye; the words beside them are what a screen reader reads. */
const Stars = ({ rating }: { rating: number }) => (
  <span className={styles.stars} aria-hidden="true">
    {'★'.repeat(Math.round(rating))}
    <span className={styles.starsOff}>{'★'.repeat(5 - Math.round(rating))}</span>
  </span>
);

function LatestReview({ review }: { review: PublicReview }) {
  return (
    <li className={styles.review}>
      <p className={styles.line}>
        <Stars rating={review.rating} /> {review.rating} out of 5 · {writtenOn(review.createdAt)}
      </p>
      {review.comment && <p className={styles.comment}>{review.comment}</p>}
      {review.reply && (
        <p className={styles.reply}>
          <strong>Provider&apos;s reply:</strong> {review.reply}
        </p>
      )}
    </li>
  );
}

/**
 * A listed provider's reviews by riders whose transport they did (issue 28 item 5, ADR 0056): the average and the
 * count, and the latest few with the provider's replies. Hidden reviews are not here (the API leaves them out).
 */
export function ProviderReviews({ reviews, companyName }: { reviews: ReviewSummary; companyName: string }) {
  if (reviews.count === 0 || reviews.average === null) return <p className={styles.none}>No reviews yet</p>;
  return (
    <div className={styles.reviews}>
      <p className={styles.summary}>
        <Stars rating={reviews.average} /> <strong>{reviews.average.toFixed(1)}</strong> out of 5 from {reviewsWord(reviews.count)}
      </p>
      {reviews.latest.length < reviews.count && (
        <p className={styles.shown}>
          The latest {reviews.latest.length === 1 ? 'one' : reviews.latest.length} of {reviewsWord(reviews.count)}:
        </p>
      )}
      <ul className={styles.list} aria-label={`Latest reviews of ${companyName}`}>
        {reviews.latest.map((review) => (
          <LatestReview key={`${review.createdAt}-${review.rating}`} review={review} />
        ))}
      </ul>
    </div>
  );
}
