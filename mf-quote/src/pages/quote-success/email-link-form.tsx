import { useState, type FormEvent } from 'react';
import { ApiError, statusLinkEmailSchema, validate } from '@motohaul/contracts';
import { Button, TextField } from '@motohaul/design-system';
import { useEmailStatusLink } from '../../api/status-link-email';

/**
 * 'Email me this link' (issue 47 item 2): the status link mailed to an address the rider gives (optional: nothing is
 * sent unless they ask), so a new phone does not lose the page. The API limits how often one link is mailed.
 */
export function EmailLinkForm({ token }: { token: string }) {
  const [email, setEmail] = useState('');
  const [checkError, setCheckError] = useState<string>();
  const send = useEmailStatusLink(token);
  const fieldError = send.error instanceof ApiError ? send.error.fieldErrors?.email?.[0] : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(statusLinkEmailSchema, { email });
    if (!checked.success) {
      setCheckError(checked.fieldErrors.email?.[0] ?? checked.message);
      return;
    }
    setCheckError(undefined);
    send.mutate(checked.output);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="email-link-heading">
      <h3 id="email-link-heading">
        Email me this link
      </h3>
      <TextField
        label="Your email address"
        hint="Optional: we send this link and nothing else, so you can open it on another phone."
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={checkError ?? fieldError}
      />
      <div className="mh-actions">
        <Button type="submit" variant="secondary" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Email me this link'}
        </Button>
      </div>
      <p role="status" aria-live="polite">
        {send.isSuccess ? `${send.data.message}: ${email.trim()}.` : ''}
        {send.isError && !fieldError ? send.error.message : ''}
      </p>
    </form>
  );
}
