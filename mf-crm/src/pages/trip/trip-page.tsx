import type { RemotePageProps } from '@motohaul/contracts';
import { withNavigation } from '@motohaul/platform';
import { PageFrame } from '../../page-frame/page-frame';
import { TripView } from '../../trip/trip-view';
import { ProviderAccess } from '../dashboard/provider-access';

/** A path's purchase id: a positive whole number, else 0 (which the API answers 404, as any purchase not yours). */
const purchaseIdOf = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : 0);

/** /dashboard/trip/:purchaseId: the trip of a booked job (issue 47 item 2). */
function TripPage({ user, navigation }: RemotePageProps) {
  return (
    <ProviderAccess user={user}>
      {() => (
        <PageFrame heading="Trip" title="Trip">
          <TripView purchaseId={purchaseIdOf(navigation.params?.purchaseId)} />
        </PageFrame>
      )}
    </ProviderAccess>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(TripPage);
