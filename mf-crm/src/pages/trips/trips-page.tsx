import type { RemotePageProps } from '@motohaul/contracts';
import { withNavigation } from '@motohaul/platform';
import { frameStyles, PageFrame } from '../../page-frame/page-frame';
import { TripsView } from '../../trips/trips-view';
import { ProviderAccess } from '../dashboard/provider-access';

/** /dashboard/trips: the provider's return trips (issue 47 item 4); their team members see them, an admin has none. */
function TripsPage({ user }: RemotePageProps) {
  return (
    <ProviderAccess user={user}>
      {(member) =>
        member.userType === 'super_admin' ? (
          <PageFrame heading="Return trips" title="Return trips" backToDashboard>
            <p className={frameStyles.text}>Return trips are a provider’s own: sign in as a provider to add them.</p>
          </PageFrame>
        ) : (
          <TripsView />
        )
      }
    </ProviderAccess>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(TripsPage);
