import type { RemotePageProps } from '@motohaul/contracts';
import { withNavigation } from '@motohaul/platform';
import { AlertsView } from '../../alerts/alerts-view';
import { ProviderAccess } from '../dashboard/provider-access';

/** /dashboard/alerts: the signed-in provider's (or team member's) alert settings (issue 29). */
function AlertsPage({ user }: RemotePageProps) {
  return (
    <ProviderAccess user={user}>
      {(member) => <AlertsView user={member} />}
    </ProviderAccess>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(AlertsPage);
