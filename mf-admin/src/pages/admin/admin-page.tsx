import { useEffect } from 'react';
import type { RemotePageProps } from '@motohaul/contracts';
import { withNavigation } from '@motohaul/platform';
import { RemoteRoot } from '../../remote-root/remote-root';
import { AdminLoginForm, useAdminSession } from '../../admin-session';
import { AdminSignedIn } from './admin-signed-in';

/** /admin (spec §2.9): reachable by anyone, gated by its own admin login. */
function AdminPage(_props: RemotePageProps) {
  const { token } = useAdminSession();
  useEffect(() => {
    document.title = 'Admin Dashboard | MotoHaul';
  }, []);
  return <RemoteRoot>{token ? <AdminSignedIn token={token} /> : <AdminLoginForm />}</RemoteRoot>;
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(AdminPage);
