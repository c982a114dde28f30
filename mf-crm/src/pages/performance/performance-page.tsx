import type { CurrentUser, RemotePageProps } from '@motohaul/contracts';
import { buttonClassName } from '@motohaul/design-system';
import { AppLink, withNavigation } from '@motohaul/platform';
import { PageFrame, frameStyles as styles } from '../../page-frame/page-frame';
import { PerformanceView } from '../../performance/performance-view';
import { RemoteRoot } from '../../remote-root/remote-root';
import { ProviderAccess } from '../dashboard/provider-access';

const isTeamMember = (user: CurrentUser) => user.teamOwnerId !== null || user.userType === 'team_member';

/** /dashboard/performance: the owner's return on spend; a team member is told it is the owner's (the API answers 403). */
function PerformancePage({ user }: RemotePageProps) {
  return (
    <ProviderAccess user={user}>
      {(member) =>
        isTeamMember(member) ? (
          <PageFrame heading="Performance" title="Performance">
            <p className={styles.text}>Performance shows what the company spends on leads, so only the account owner can see it.</p>
            <div className={styles.actions}>
              <AppLink to="/dashboard" className={buttonClassName({})}>
                Back to Dashboard
              </AppLink>
            </div>
          </PageFrame>
        ) : (
          <RemoteRoot>
            <PerformanceView user={member} />
          </RemoteRoot>
        )
      }
    </ProviderAccess>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(PerformancePage);
