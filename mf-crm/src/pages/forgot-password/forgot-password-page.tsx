import { Link } from 'react-router-dom';
import type { RemotePageProps } from '@motohaul/contracts';
import { PageFrame, frameStyles as styles } from '../../page-frame/page-frame';

/** /auth/forgot-password (spec §2.7). */
export default function ForgotPasswordPage(_props: RemotePageProps) {
  return (
    <PageFrame heading="Forgot Password" title="Forgot Password">
      <p className={styles.text}>
        Enter the email address of your provider account and we will send you a link to reset your password. The
        link is valid for one hour.
      </p>
      <ul className={styles.links}>
        <li>
          <Link to="/login">Back to sign in</Link>
        </li>
      </ul>
    </PageFrame>
  );
}
