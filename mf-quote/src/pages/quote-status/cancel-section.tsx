import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, CANCELLATION_REASON_MAX, CANCELLATION_REASON_MESSAGE, type QuoteStatusResponse } from '@motohaul/contracts';
import { Alert, Button, Card, TextArea } from '@motohaul/design-system';
import { useCancelRequest } from '../../api/quote-cancel';
import card from './status-card.module.css';

/**
 * 'I no longer need transport' (issue 47 item 3): while the request is waiting or bought and not yet transported, the
 * rider cancels it with a reason. The button opens the form (nothing is cancelled by one press); the reason is required.
 * Once cancelled, the status card above says so and this section is gone; the page's heading takes the focus.
 */
export function CancelSection({ token, status, onCancelled }: { token: string; status: QuoteStatusResponse; onCancelled: () => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const cancel = useCancelRequest(token);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // The form opens with the keyboard in its one field; closed again, it returns to the button that opened it.
  const opened = useRef(false);
  useEffect(() => {
    if (open) reasonField.current?.focus();
    else if (opened.current) opener.current?.focus();
    opened.current = open;
  }, [open]);
  if (!status.canCancel) return null;
  const fieldError = cancel.error instanceof ApiError ? cancel.error.fieldErrors?.reason?.[0] : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(CANCELLATION_REASON_MESSAGE);
      reasonField.current?.focus();
      return;
    }
    setReasonError(undefined);
    cancel.mutate({ reason }, { onSuccess: onCancelled });
  };

  const keep = () => {
    setOpen(false);
    cancel.reset();
    setReasonError(undefined);
  };

  return (
    <Card as="section" aria-labelledby="cancel-heading" className={card.section}>
      <h2 id="cancel-heading" className="mh-card__title">
        Plans changed?
      </h2>
      {!open ? (
        <>
          <p className={card.text}>If you no longer need your motorcycle moved, tell us here so providers stop working on it.</p>
          <div>
            <Button ref={opener} variant="secondary" onClick={() => setOpen(true)}>
              I no longer need transport
            </Button>
          </div>
        </>
      ) : (
        <form aria-label="Cancel your request" onSubmit={onSubmit} noValidate className={card.section}>
          <p className={card.text}>
            Your request will be withdrawn{status.provider ? ' and your provider told at once' : ''}. This cannot be undone: if you need transport later, request a new quote.
          </p>
          <TextArea
            ref={reasonField}
            label="Why don't you need transport any more?"
            required
            value={reason}
            maxLength={CANCELLATION_REASON_MAX}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
            error={reasonError ?? fieldError}
          />
          {cancel.isError && !fieldError && (
            <Alert variant="destructive" title="Your request could not be cancelled">
              {cancel.error.message}
            </Alert>
          )}
          <div className={card.actions}>
            <Button type="submit" variant="danger" disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling…' : 'Cancel my request'}
            </Button>
            <Button type="button" variant="ghost" onClick={keep} disabled={cancel.isPending}>
              Keep my request
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
