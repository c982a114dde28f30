import { REVIEW_HIDE_REASON_MAX, reviewHideSchema, type AdminReview } from '@motohaul/contracts';
import { Button, Dialog, TextArea } from '@motohaul/design-system';
import { toast, useSchemaForm } from '@motohaul/platform';
import { useHideReview } from '../../api/reviews';
import styles from '../admin-panel.module.css';

const FORM_ID = 'admin-hide-review-form';

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
    <Dialog
      open
      onClose={onClose}
      title={`Hide the review of job ${review.jobReference}`}
      description="The review no longer shows in the directory or counts in the provider's average. The reason goes to the audit log."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="danger" loading={hide.isPending} loadingLabel="Hiding">
            Hide review
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        ref={form.formRef}
        noValidate
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          const input = form.check();
          if (input) hide.mutate({ reviewId: review.id, reason: input.reason });
        }}
      >
        <TextArea label="Reason" required rows={3} maxLength={REVIEW_HIDE_REASON_MAX} {...form.field('reason')} />
      </form>
    </Dialog>
  );
}
