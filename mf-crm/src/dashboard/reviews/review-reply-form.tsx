import { useEffect, useRef, useState, type FormEvent } from 'react';
import { REVIEW_REPLY_MAX, REVIEW_REPLY_MESSAGE } from '@motohaul/contracts';
import { Button, TextArea } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { useReplyToReview } from '../../api/reviews';
import styles from './reviews-panel.module.css';

/** The provider's one reply to a review: shown under it in the public directory, and not changeable. */
export function ReviewReplyForm({ reviewId, jobReference }: { reviewId: number; jobReference: string }) {
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string>();
  const save = useReplyToReview(reviewId);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // Opening the form takes the keyboard to its field.
  useEffect(() => {
    if (open) fieldRef.current?.focus();
  }, [open]);

  if (!open) {
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} aria-label={`Reply to the review of job ${jobReference}`}>
        Reply
      </Button>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(reply.trim() ? undefined : REVIEW_REPLY_MESSAGE);
    if (!reply.trim()) return;
    save.mutate(
      { reply },
      {
        // The form goes once the reply is stored: a confirmation says where it now shows (issue 45 item 12).
        onSuccess: () => toast({ title: 'Reply posted', description: `Your reply shows under the review of job ${jobReference} in the directory.`, variant: 'success' }),
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className={styles.replyForm}>
      <TextArea
        label="Your reply"
        hint="Shown under the review in the directory. You can reply once."
        value={reply}
        maxLength={REVIEW_REPLY_MAX}
        rows={3}
        onChange={(event) => setReply(event.target.value)}
        error={error}
        ref={fieldRef}
      />
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={save.isPending} loadingLabel="Sending">
          Send reply
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
