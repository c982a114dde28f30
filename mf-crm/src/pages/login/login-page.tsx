import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  ApiError,
  DASHBOARD_USER_TYPES,
  apiClient,
  loginSchema,
  validate,
  type LoginInput,
  type RemotePageProps,
} from '@motohaul/contracts';
import { Alert, Button, TextField, toast } from '@motohaul/design-system';
import { PageFrame, frameStyles as styles } from '../../page-frame/page-frame';
import { firstMessages, focusFirstInvalid, withoutMessage, type FieldMessages } from '../../account-form/field-messages';

const FIELDS = ['username', 'password'] as const;
type LoginField = (typeof FIELDS)[number];

/** /login (spec §2.7, §8): signed-in users are sent on; visitors sign in with username and password. */
export default function LoginPage({ user }: RemotePageProps) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<LoginField, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldMessages<LoginField>>({});
  const login = useMutation({
    mutationFn: (input: LoginInput) => apiClient.post<unknown>(API_PATHS.login, input),
    onSuccess: async () => {
      toast({ title: 'Login successful', description: 'Welcome back!', variant: 'success' });
      // Spec §4: a sign-in refreshes the current user. The shell re-renders with the user, and this page
      // (still on /login) sends them on to /dashboard or /.
      await queryClient.invalidateQueries();
    },
  });

  if (user) return <Navigate to={DASHBOARD_USER_TYPES.includes(user.userType) ? '/dashboard' : '/'} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const result = validate(loginSchema, values);
    if (!result.success) {
      setErrors(firstMessages(result.fieldErrors, FIELDS));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    login.mutate(result.output);
  };

  const onChange = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutMessage(current, field));
  };

  const failure = login.error instanceof ApiError && login.error.message ? login.error.message : 'Login failed';

  return (
    <PageFrame heading="Provider Login" title="Provider Login">
      <p className={styles.text}>Sign in with your username and password to buy leads and work your sales pipeline.</p>
      {login.isError && <Alert variant="destructive">{failure}</Alert>}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Provider Login">
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.username}
          onChange={(event) => onChange('username', event.target.value)}
          error={errors.username}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(event) => onChange('password', event.target.value)}
          error={errors.password}
        />
        <Button type="submit" block loading={login.isPending} loadingLabel="">
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to="/auth/forgot-password">Forgot your password?</Link>
        </li>
        <li>
          <Link to="/signup">Become a provider</Link>
        </li>
        <li>
          <Link to="/">Back to Home</Link>
        </li>
      </ul>
    </PageFrame>
  );
}
