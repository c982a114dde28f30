import { Link, useSearchParams } from 'react-router-dom';
import type { RemotePageProps } from '@motohaul/contracts';
import { PageFrame, frameStyles as styles } from '../../page-frame/page-frame';

/** /auth/reset-password (spec §2.7): needs the token from the emailed link. */
export default function ResetPasswordPage(_props: RemotePageProps) {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <PageFrame heading="Reset Password" title="Reset Password">
      {token ? (
        <p className={styles.text}>Choose a new password of at least 6 characters for your provider account.</p>
      ) : (
        <p className={styles.text} role="alert">
          Invalid or missing reset token
        </p>
      )}
      <ul className={styles.links}>
        <li>
          <Link to="/auth/forgot-password">Request a new link</Link>
        </li>
        <li>
          <Link to="/login">Back to sign in</Link>
        </li>
      </ul>
    </PageFrame>
  );
}
