import { useEffect } from 'react';
import type { RemotePageProps } from '@motohaul/contracts';
import { withNavigation } from '@motohaul/platform';
import { RemoteRoot } from '../../remote-root/remote-root';
import { AdminLoginForm } from '../../admin-session/admin-login-form';
import { useAdminSession } from '../../admin-session/use-admin-session';
import { AdminSignedIn } from './admin-signed-in';
import { ADMIN_TITLE } from '../../routes/routes';

/** /admin (spec §2.9): reachable by anyone, gated by its own admin login. */
function AdminPage(_props: RemotePageProps) {
  const { token } = useAdminSession();
  // Signed in, the panel names the open tab in the title ('Reviews | Admin Dashboard | MotoHaul'); this effect, a
  // parent's, runs after the panel's, so it only restores the plain title when the admin is signed out (or logs out).
  useEffect(() => {
    if (!token) document.title = ADMIN_TITLE;
  }, [token]);
  return <RemoteRoot>{token ? <AdminSignedIn token={token} /> : <AdminLoginForm />}</RemoteRoot>;
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(AdminPage);
