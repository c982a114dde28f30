import { Button } from '@motohaul/design-system';
import { AppLink } from '@motohaul/platform';
import { useAdminSession } from '../../admin-session/use-admin-session';
import { AdminPanel } from '../../admin-panel/admin-panel';
import styles from './admin-page.module.css';

export interface AdminSignedInProps {
  /** The admin token; the panel's calls send it as `Authorization: Bearer`. */
  token: string;
}

/** The signed-in admin panel (spec §2.9): a header with 'Admin Dashboard' (to /) and Logout, then the tabs. */
export function AdminSignedIn({ token }: AdminSignedInProps) {
  const { logout } = useAdminSession();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>
          <AppLink to="/" className={styles.title}>
            Admin Dashboard
          </AppLink>
        </h1>
        <Button variant="secondary" onClick={logout}>
          Logout
        </Button>
      </header>
      <AdminPanel token={token} />
    </div>
  );
}
