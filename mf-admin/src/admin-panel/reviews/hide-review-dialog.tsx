import { REVIEW_HIDE_REASON_MAX, reviewHideSchema, type AdminReview } from '@motohaul/contracts';
import { FormDialog, TextArea } from '@motohaul/design-system';
import { toast, useSchemaForm } from '@motohaul/platform';
import { useHideReview } from '../../api/reviews';
import styles from '../admin-panel.module.css';

/** Hides a review from the public directory with a reason, which the audit log keeps. */
export function HideReviewDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const form = useSchemaForm(reviewHideSchema, { reason: '' });
  const hide = useHideReview({
    onSuccess: () => {
      toast({ title: 'Review hidden', description: `The review of job ${review.jobReference} no longer shows in the directory.`, variant: 'success' });
      onClose();
    },
    onError: (error) => {
      if (form.showServerErrors(error)) return;
      toast({ title: 'Could not hide the review', description: error.message, variant: 'destructive' });
      onClose();
    },
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Hide the review of job ${review.jobReference}`}
      description="The review no longer shows in the directory or counts in the provider's average. The reason goes to the audit log."
      submitLabel="Hide review"
      submitVariant="danger"
      submitting={hide.isPending}
      submittingLabel="Hiding"
      formRef={form.formRef}
      formClassName={styles.stack}
      onSubmit={() => {
        const input = form.check();
        if (input) hide.mutate({ reviewId: review.id, reason: input.reason });
      }}
    >
      <TextArea label="Reason" required rows={3} maxLength={REVIEW_HIDE_REASON_MAX} {...form.field('reason')} />
    </FormDialog>
  );
}
