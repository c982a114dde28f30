import { Link } from 'react-router-dom';
import type { RemotePageProps } from '@motohaul/contracts';
import { PageFrame, frameStyles as styles } from '../../page-frame/page-frame';

/** /provider-signup (spec §2.7): provider registration. */
export default function ProviderSignupPage(_props: RemotePageProps) {
  return (
    <PageFrame heading="Provider Registration" title="Provider Registration">
      <p className={styles.text}>
        Register your transport business to buy exclusive motorcycle transport leads for a one-time fee each, with
        no monthly fees.
      </p>
      <ul className={styles.links}>
        <li>
          <Link to="/login">Already registered? Sign in</Link>
        </li>
        <li>
          <Link to="/">Back to Home</Link>
        </li>
      </ul>
    </PageFrame>
  );
}
