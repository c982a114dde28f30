import { ApiError, providerSignupSchema, type RemotePageProps } from '@motohaul/contracts';
import { Alert, Button, ButtonLink, TextField } from '@motohaul/design-system';
import { withNavigation, useSchemaForm } from '@motohaul/platform';
import { useProviderSignupMutation } from '../../api/account';
import { PageFrame, PageLinks, frameStyles as styles } from '../../page-frame/page-frame';
import { submitOnce } from '../../page-frame/submit-once';
import { fullPageLoad } from '../../account-form/full-page-load';
import signupStyles from './provider-signup-page.module.css';

type SignupField = 'firstName' | 'lastName' | 'companyName' | 'phone' | 'email' | 'username' | 'password';
type SignupValues = Record<SignupField, string>;

const EMPTY: SignupValues = { firstName: '', lastName: '', companyName: '', phone: '', email: '', username: '', password: '' };

export const SIGNUP_FAILED = 'Failed to create account. Please try again.';
export const SIGNUP_LIMITED = 'Too many accounts have been created from your network or in total just now. Please try again within the hour.';

/**
 * The failure text: the server's own words for a taken username or email (409), the sign-up limit's for 429 (ADR 0030),
 * the spec's text otherwise.
 */
const failureMessage = (error: unknown) => {
  if (!(error instanceof ApiError)) return SIGNUP_FAILED;
  if (error.status === 409) return error.message;
  return error.status === 429 ? SIGNUP_LIMITED : SIGNUP_FAILED;
};

/** How the new provider gets into the public directory (ADR 0030): the emailed link, or an admin's approval. */
const listingNote = (email: string) =>
  email
    ? `We have emailed a link to ${email}: your company is listed in the provider directory once you confirm your email.`
    : 'Without an email address, your company is listed in the provider directory once our team approves your account.';

/**
 * /provider-signup (spec §2.7, §5, §7): registers a provider, signs them in with the same username and password,
 * then loads /dashboard as a full page. The success screen shows while that page loads.
 */
function ProviderSignupPage(_props: RemotePageProps) {
  const { formRef, field, check, showServerErrors, saved } = useSchemaForm(providerSignupSchema, EMPTY, {
    toInput: (values) => ({ ...values, email: values.email.trim() }),
    guardUnsaved: true,
  });
  // Sign-up, then sign-in: true when signed in; the account exists either way.
  const signup = useProviderSignupMutation({
    onSuccess: (signedIn) => {
      saved(); // the account exists: nothing unsaved is left to warn about
      if (signedIn) fullPageLoad('/dashboard');
    },
    onError: (error) => {
      showServerErrors(error);
    },
  });

  if (signup.isSuccess) {
    return (
      <PageFrame heading="Account Created!" title="Account Created">
        <p className={styles.text} role="status">
          {signup.data
            ? 'Welcome to MotoHaul. Your provider account is ready; opening your dashboard...'
            : 'Welcome to MotoHaul. Your provider account is ready. Sign in to open your dashboard.'}
        </p>
        <p className={styles.text}>{listingNote(signup.variables.email?.trim() ?? '')}</p>
        <div className={styles.actions}>
          <ButtonLink href="/dashboard">Go to Dashboard</ButtonLink>
          <ButtonLink href="/" variant="secondary">
            Back to Home
          </ButtonLink>
        </div>
      </PageFrame>
    );
  }

  return (
    <PageFrame heading="Provider Registration" title="Provider Registration">
      <p className={styles.text}>
        Register your transport business to buy exclusive motorcycle transport leads for a one-time fee each, with no
        monthly fees.
      </p>
      {signup.isError && (
        <Alert variant="destructive" title="Error">
          {failureMessage(signup.error)}
        </Alert>
      )}
      <form ref={formRef} noValidate onSubmit={submitOnce(check, signup)} aria-label="Provider Registration">
        <div className={signupStyles.pair}>
          <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
        </div>
        <TextField label="Company name" autoComplete="organization" required {...field('companyName')} />
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="At least 10 digits."
          required
          {...field('phone')}
        />
        <TextField label="Email (optional)" type="email" autoComplete="email" {...field('email')} />
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
          autoComplete="new-password"
          hint="At least 6 characters."
          required
          {...field('password')}
        />
        <Button type="submit" block loading={signup.isPending} loadingLabel="">
          {signup.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <PageLinks links={[['/login', 'Already registered? Sign in'], ['/', 'Back to Home']]} />
    </PageFrame>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(ProviderSignupPage);
