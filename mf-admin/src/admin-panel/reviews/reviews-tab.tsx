import { useState } from 'react';
import type { AdminReview } from '@motohaul/contracts';
import { Button, EmptyState } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { useAdminReviews, useShowReview } from '../../api/reviews';
import { formatDate } from '../format';
import { LoadState } from '../load-state';
import { HideReviewDialog } from './hide-review-dialog';
import panel from '../admin-panel.module.css';
import styles from './reviews.module.css';

/** A review's Hide, which takes the place (and the focus) of its 'Show again' (issue 45 item 9). */
const hideButtonId = (review: AdminReview) => `review-${review.id}-hide`;

function ReviewCard({ review, onHide }: { review: AdminReview; onHide: () => void }) {
  const titleId = `review-${review.id}-title`;
  return (
    <li className={panel.itemCard} aria-labelledby={titleId}>
      <div className={panel.itemHead}>
        <h3 className={panel.itemTitle} id={titleId}>
          {review.rating} out of 5: {review.companyName ?? `Provider #${review.providerId}`}, job {review.jobReference}
        </h3>
        <span className={`${panel.badge} ${review.hidden ? panel.badgeMuted : panel.badgeActive}`}>{review.hidden ? 'Hidden' : 'Shown'}</span>
      </div>
      <p className={styles.text}>{review.comment ?? 'No comment.'}</p>
      {review.reply && <p className={`${panel.muted} ${styles.text}`}>Provider&apos;s reply: {review.reply}</p>}
      <p className={panel.muted}>
        Written {formatDate(review.createdAt)}
        {review.hidden && review.hiddenReason ? `. Hidden: ${review.hiddenReason}` : ''}
      </p>
      <div>
        {review.hidden ? (
          <ShowAgainButton review={review} />
        ) : (
          <Button id={hideButtonId(review)} size="sm" variant="danger" onClick={onHide} aria-label={`Hide the review of job ${review.jobReference}`}>
            Hide
          </Button>
        )}
      </div>
    </li>
  );
}

/** Undoes a hide: the review shows in the directory and counts in the average again (audited). */
function ShowAgainButton({ review }: { review: AdminReview }) {
  const show = useShowReview({
    onSuccess: () => toast({ title: 'Review shown', description: `The review of job ${review.jobReference} shows in the directory again.`, variant: 'success' }),
    onError: (error) => toast({ title: 'Could not show the review', description: error.message, variant: 'destructive' }),
  });
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => show.mutate(review.id)}
      loading={show.isPending}
      loadingLabel="Showing"
      data-focus-next={hideButtonId(review)}
      aria-label={`Show the review of job ${review.jobReference} again`}
    >
      Show again
    </Button>
  );
}

/** Reviews (ADR 0056): riders' reviews of providers, newest first; an admin hides one with a reason, or shows it again (audited). */
export function ReviewsTab() {
  const query = useAdminReviews();
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  return (
    <div className={panel.stack}>
      {!query.isSuccess ? (
        <LoadState what="the reviews" query={query} />
      ) : query.data.reviews.length === 0 ? (
        <EmptyState title="No reviews yet" text="Riders' reviews of providers appear here once their motorcycles are delivered." />
      ) : (
        <ul className={panel.cardList} aria-label="Reviews">
          {query.data.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} onHide={() => setHiding(review)} />
          ))}
        </ul>
      )}
      {hiding && <HideReviewDialog review={hiding} onClose={() => setHiding(null)} />}
    </div>
  );
}
