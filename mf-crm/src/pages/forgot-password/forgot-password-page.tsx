import { ApiError, forgotPasswordSchema, type RemotePageProps } from '@motohaul/contracts';
import { Alert, Button, TextField } from '@motohaul/design-system';
import { withNavigation, AppLink, useSchemaForm } from '@motohaul/platform';
import { useForgotPasswordMutation } from '../../api/account';
import { PageFrame, PageLinks, frameStyles as styles } from '../../page-frame/page-frame';
import { submitOnce } from '../../page-frame/submit-once';

const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : 'Failed to send reset email';

/**
 * /auth/forgot-password (spec §2.7, §5, §8): asks for the email, then shows the 'sent' screen. In demo mode the
 * sent screen says where the mail is: the admin panel's Outbox (no mail server is needed).
 */
function ForgotPasswordPage({ config }: RemotePageProps) {
  const { formRef, field, check } = useSchemaForm(forgotPasswordSchema, { email: '' });
  const send = useForgotPasswordMutation();

  if (send.isSuccess) {
    return (
      <PageFrame heading="Check Your Email" title="Check Your Email">
        <p className={styles.text} role="status">
          If an account uses {send.variables.email}, we have sent it a link to reset the password. The link is valid for
          one hour.
        </p>
        {config.appMode === 'demo' && (
          <Alert title="Demo mode">
            No email leaves this server unless a mail server is configured. Sign in to the{' '}
            <AppLink to="/admin">Admin Panel (/admin)</AppLink> as a super admin and open the Outbox to read the reset
            link.
          </Alert>
        )}
        {send.data?.resetUrl && (
          <Alert title="Development mode">
            <a href={send.data.resetUrl}>Open the reset link</a>
          </Alert>
        )}
        <PageLinks links={[['/login', 'Back to sign in']]}>
          <li>
            <button type="button" className={styles.linkButton} onClick={() => send.reset()}>
              Use another email
            </button>
          </li>
        </PageLinks>
      </PageFrame>
    );
  }

  return (
    <PageFrame heading="Forgot Password" title="Forgot Password">
      <p className={styles.text}>
        Enter the email address of your provider account and we will send you a link to reset your password. The link
        is valid for one hour.
      </p>
      {send.isError && <Alert variant="destructive">{failureMessage(send.error)}</Alert>}
      <form ref={formRef} noValidate onSubmit={submitOnce(check, send)} aria-label="Forgot Password">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <Button type="submit" block loading={send.isPending} loadingLabel="">
          {send.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <PageLinks links={[['/login', 'Back to sign in']]} />
    </PageFrame>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(ForgotPasswordPage);
