import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { RemotePageProps } from '@motohaul/contracts';
import { RemoteRoot } from '../../remote-root/remote-root';
import styles from './admin-page.module.css';

/** /admin (spec §2.9): reachable by anyone, gated by its own admin login. */
export default function AdminPage(_props: RemotePageProps) {
  useEffect(() => {
    document.title = 'Admin Dashboard | MotoHaul';
  }, []);
  return (
    <RemoteRoot>
      <div className={styles.page}>
        <div className={styles.card}>
          <h1 className={styles.heading}>Admin Dashboard</h1>
          <p className={styles.text}>
            Platform analytics, providers and every lead, for administrators. Sign in with your admin username and
            password.
          </p>
          <Link to="/" className={styles.link}>
            Back to Home
          </Link>
        </div>
      </div>
    </RemoteRoot>
  );
}
