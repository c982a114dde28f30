import { ApiError, DASHBOARD_USER_TYPES, loginSchema, type RemotePageProps } from '@motohaul/contracts';
import { Alert, Button, TextField } from '@motohaul/design-system';
import { toast, withNavigation, Redirect, useSchemaForm, useSearchParams } from '@motohaul/platform';
import { useLoginMutation } from '../../api/account';
import { PageFrame, PageLinks, frameStyles as styles } from '../../page-frame/page-frame';
import { submitOnce } from '../../page-frame/submit-once';
import { EmailVerificationNotice } from './email-verification-notice';

/**
 * /login (spec §2.7, §8): signed-in users are sent on; visitors sign in with username and password. With
 * ?verifyEmail=token (the link of a new provider's verification email, ADR 0030) it first confirms the email, and
 * a signed-in user stays to read the result, with a link on.
 */
function LoginPage({ user }: RemotePageProps) {
  const verifyToken = useSearchParams().get('verifyEmail') ?? '';
  const { formRef, field, check } = useSchemaForm(loginSchema, { username: '', password: '' });
  // Spec §4: a sign-in refreshes the current user (the mutation does). The shell re-renders with the user, and
  // this page (still on /login) sends them on to /dashboard or /.
  const login = useLoginMutation({
    onSuccess: () => toast({ title: 'Login successful', description: 'Welcome back!', variant: 'success' }),
  });

  const home = user && DASHBOARD_USER_TYPES.includes(user.userType) ? '/dashboard' : '/';
  if (user && verifyToken && !login.isSuccess) {
    return (
      <PageFrame heading="Confirm Your Email" title="Confirm Your Email">
        <EmailVerificationNotice token={verifyToken} />
        <PageLinks links={[[home, home === '/dashboard' ? 'Go to Dashboard' : 'Back to Home']]} />
      </PageFrame>
    );
  }
  if (user) return <Redirect to={home} />;

  const failure = login.error instanceof ApiError && login.error.message ? login.error.message : 'Login failed';

  return (
    <PageFrame heading="Provider Login" title="Provider Login">
      {verifyToken && <EmailVerificationNotice token={verifyToken} />}
      <p className={styles.text}>Sign in with your username and password to buy leads and work your sales pipeline.</p>
      {login.isError && <Alert variant="destructive">{failure}</Alert>}
      <form ref={formRef} noValidate onSubmit={submitOnce(check, login)} aria-label="Provider Login">
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...field('username')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <Button type="submit" block loading={login.isPending} loadingLabel="">
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <PageLinks links={[['/auth/forgot-password', 'Forgot your password?'], ['/signup', 'Become a provider'], ['/', 'Back to Home']]} />
    </PageFrame>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(LoginPage);
