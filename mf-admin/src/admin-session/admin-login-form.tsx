import { useId, useRef, useState, type FormEvent } from 'react';
import { adminLoginSchema, validate } from '@motohaul/contracts';
import { Button, Card, TextField } from '@motohaul/design-system';
import { useAdminSession } from './use-admin-session';
import styles from './admin-login-form.module.css';

type LoginField = 'username' | 'password';

/** The admin panel's own sign-in (spec §2.9, §5): username and password, 'Login' / 'Logging in...'. */
export function AdminLoginForm() {
  const { login } = useAdminSession();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<LoginField, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = validate(adminLoginSchema, values);
    if (!result.success) {
      setErrors({ username: result.fieldErrors.username?.[0], password: result.fieldErrors.password?.[0] });
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setPending(true);
    const signedIn = await login(result.output.username, result.output.password);
    // On success this form leaves the page; on failure the password is cleared for another try.
    if (!signedIn) {
      setPending(false);
      setValues((current) => ({ ...current, password: '' }));
    }
  };

  const field = (name: LoginField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <div className={styles.page}>
      <Card as="section" aria-labelledby={headingId} className={styles.card}>
        <h1 id={headingId} className={styles.heading}>
          Admin Login
        </h1>
        <p className={styles.text}>Sign in with your admin username and password to see analytics, providers and leads.</p>
        <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId}>
          <TextField
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...field('username')}
          />
          <TextField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
          <Button type="submit" block loading={pending} loadingLabel="">
            {pending ? 'Logging in...' : 'Login'}
          </Button>
        </form>
      </Card>
    </div>
  );
}
