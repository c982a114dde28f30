import { useEffect, useRef } from 'react';
import { ApiError } from '@motohaul/contracts';
import { Alert } from '@motohaul/design-system';
import { useVerifyEmailMutation } from '../../api/account';

export const VERIFYING_EMAIL = 'Confirming your email address...';
const VERIFY_FAILED = 'Your email address could not be confirmed. Please try the link again.';

/**
 * The landing of the link in a new provider's verification email (/login?verifyEmail=token, ADR 0030): sends the
 * token once and says how it went, politely while it works, at once (role=alert) when the link is no good.
 */
export function EmailVerificationNotice({ token }: { token: string }) {
  const verify = useVerifyEmailMutation();
  const { mutate } = verify;
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return; // once per token, also when effects run twice
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);

  if (verify.isSuccess) {
    return (
      <Alert variant="success" title="Email confirmed">
        {verify.data.message}
      </Alert>
    );
  }
  if (verify.isError) {
    return (
      <Alert variant="destructive" title="Email not confirmed">
        {verify.error instanceof ApiError && verify.error.status === 400 ? verify.error.message : VERIFY_FAILED}
      </Alert>
    );
  }
  return <Alert>{VERIFYING_EMAIL}</Alert>;
}
