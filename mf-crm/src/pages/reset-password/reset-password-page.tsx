import { useEffect } from 'react';
import {
  ApiError,
  RESET_REDIRECT_MS,
  resetPasswordSchema,
  type RemotePageProps,
} from '@motohaul/contracts';
import { Alert, Button, TextField } from '@motohaul/design-system';
import { withNavigation, useNavigation, useSearchParams, useSchemaForm } from '@motohaul/platform';
import { useResetPasswordMutation } from '../../api/account';
import { PageFrame, PageLinks, frameStyles as styles } from '../../page-frame/page-frame';
import { submitOnce } from '../../page-frame/submit-once';


const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : 'Failed to reset password';

/** /auth/reset-password (spec §2.7, §5, §8): a new password for the token of the emailed link. */
function ResetPasswordPage(_props: RemotePageProps) {
  const params = useSearchParams();
  const token = params.get('token') ?? '';
  const { navigate } = useNavigation();
  const { formRef, field, check } = useSchemaForm(resetPasswordSchema, { password: '', confirmPassword: '' }, {
    toInput: (values) => ({ token, ...values }),
  });
  const reset = useResetPasswordMutation();

  useEffect(() => {
    if (!reset.isSuccess) return undefined;
    const timer = window.setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (!token) {
    return (
      <PageFrame heading="Reset Password" title="Reset Password">
        <Alert variant="destructive">Invalid or missing reset token</Alert>
        <PageLinks links={[['/auth/forgot-password', 'Request a new link'], ['/login', 'Back to sign in']]} />
      </PageFrame>
    );
  }

  if (reset.isSuccess) {
    return (
      <PageFrame heading="Password Reset Successful" title="Password Reset Successful">
        <p className={styles.text} role="status">
          Your password has been changed. Taking you to the sign-in page in {RESET_REDIRECT_MS / 1000} seconds...
        </p>
        <PageLinks links={[['/login', 'Sign in now']]} />
      </PageFrame>
    );
  }

  return (
    <PageFrame heading="Reset Password" title="Reset Password">
      <p className={styles.text}>Choose a new password of at least 6 characters for your account.</p>
      {reset.isError && <Alert variant="destructive">{failureMessage(reset.error)}</Alert>}
      <form ref={formRef} noValidate onSubmit={submitOnce(check, reset)} aria-label="Reset Password">
        <TextField label="New password" type="password" autoComplete="new-password" required {...field('password')} />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <Button type="submit" block loading={reset.isPending} loadingLabel="">
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
      <PageLinks links={[['/auth/forgot-password', 'Request a new link'], ['/login', 'Back to sign in']]} />
    </PageFrame>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(ResetPasswordPage);
