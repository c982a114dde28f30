import type { CurrentUser, RemotePageProps } from '@motohaul/contracts';
import { buttonClassName } from '@motohaul/design-system';
import { AppLink, withNavigation } from '@motohaul/platform';
import { BusinessView } from '../../business/business-view';
import { PageFrame, frameStyles as styles } from '../../page-frame/page-frame';
import { ProviderAccess } from '../dashboard/provider-access';

const isOwner = (user: CurrentUser) => user.userType === 'provider' && user.teamOwnerId === null;

/** /dashboard/business: the provider owner's business details; a team member (or an admin) is told it is the owner's (the API answers 403). */
function BusinessPage({ user }: RemotePageProps) {
  return (
    <ProviderAccess user={user}>
      {(member) =>
        isOwner(member) ? (
          <BusinessView />
        ) : (
          <PageFrame heading="Business details" title="Business details">
            <p className={styles.text}>Business details, insurance and the certificate belong to the provider's account owner, so only they can see them.</p>
            <div className={styles.actions}>
              <AppLink to="/dashboard" className={buttonClassName({})}>
                Back to Dashboard
              </AppLink>
            </div>
          </PageFrame>
        )
      }
    </ProviderAccess>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(BusinessPage);
