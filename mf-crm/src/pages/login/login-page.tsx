import { Link, Navigate } from 'react-router-dom';
import { DASHBOARD_USER_TYPES, type RemotePageProps } from '@motohaul/contracts';
import { PageFrame, frameStyles as styles } from '../../page-frame/page-frame';

/** /login (spec §2.7): signed-in users are sent on; visitors sign in with username and password. */
export default function LoginPage({ user }: RemotePageProps) {
  if (user) return <Navigate to={DASHBOARD_USER_TYPES.includes(user.userType) ? '/dashboard' : '/'} replace />;
  return (
    <PageFrame heading="Provider Login" title="Provider Login">
      <p className={styles.text}>
        Sign in with your username and password to buy leads and work your sales pipeline.
      </p>
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
