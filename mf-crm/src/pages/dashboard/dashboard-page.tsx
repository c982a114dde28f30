import type { RemotePageProps } from '@motohaul/contracts';
import { withNavigation } from '@motohaul/platform';
import { Dashboard } from '../../dashboard/dashboard';
import { RemoteRoot } from '../../remote-root/remote-root';
import { ProviderAccess } from './provider-access';

/** /dashboard and /dashboard/leads/:jobRef (spec §2.8): available leads and the pipeline. */
function DashboardPage({ user, config }: RemotePageProps) {
  return (
    <ProviderAccess user={user}>
      {(member) => (
        <RemoteRoot>
          <Dashboard user={member} appMode={config.appMode} />
        </RemoteRoot>
      )}
    </ProviderAccess>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(DashboardPage);
