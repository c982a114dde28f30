import { useId, useState, type FormEvent } from 'react';
import { adminLoginSchema } from '@motohaul/contracts';
import { Button, Card, TextField } from '@motohaul/design-system';
import { useSchemaForm } from '@motohaul/platform';
import { useAdminSession } from './use-admin-session';
import styles from './admin-login-form.module.css';


/** The admin panel's own sign-in (spec §2.9, §5): username and password, 'Login' / 'Logging in...'. */
export function AdminLoginForm() {
  const { login } = useAdminSession();
  const headingId = useId();
  const { formRef, set, field, check } = useSchemaForm(adminLoginSchema, { username: '', password: '' });
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const input = check();
    if (!input) return;
    setPending(true);
    const signedIn = await login(input.username, input.password);
    // On success this form leaves the page; on failure the password is cleared for another try.
    if (!signedIn) {
      setPending(false);
      set('password', '');
    }
  };

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
