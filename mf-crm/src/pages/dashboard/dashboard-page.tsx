import { DASHBOARD_USER_TYPES, type CurrentUser, type RemotePageProps } from '@motohaul/contracts';
import { buttonClassName } from '@motohaul/design-system';
import { withNavigation, AppLink } from '@motohaul/platform';
import { Dashboard } from '../../dashboard/dashboard';
import { PageFrame, frameStyles as styles } from '../../page-frame/page-frame';
import { PerformanceView } from '../../performance/performance-view';
import { RemoteRoot } from '../../remote-root/remote-root';

/**
 * /dashboard (spec §2.8): providers, team members and the super admin only. The shell resolves the session before
 * any page renders (its spinner reads 'Loading...'), so the user is known here.
 */
/** /dashboard/performance: the owner's return on spend; a team member is told it is the owner's (the API answers 403). */
const isPerformancePath = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() === '/dashboard/performance';
const isTeamMember = (user: CurrentUser) => user.teamOwnerId !== null || user.userType === 'team_member';

function DashboardPage({ user, config, navigation }: RemotePageProps) {
  if (!user || !DASHBOARD_USER_TYPES.includes(user.userType)) {
    return (
      <PageFrame heading="Provider Access Required" title="Provider Access Required">
        <p className={styles.text}>
          The dashboard is for registered transport providers. Register to buy exclusive motorcycle transport leads,
          or sign in to your provider account.
        </p>
        <div className={styles.actions}>
          <AppLink to="/signup" className={buttonClassName({})}>
            Register as Provider
          </AppLink>
          <AppLink to="/login" className={buttonClassName({ variant: 'secondary' })}>
            Provider Login
          </AppLink>
        </div>
      </PageFrame>
    );
  }
  if (isPerformancePath(navigation.pathname) && isTeamMember(user)) {
    return (
      <PageFrame heading="Performance" title="Performance">
        <p className={styles.text}>Performance shows what the company spends on leads, so only the account owner can see it.</p>
        <div className={styles.actions}>
          <AppLink to="/dashboard" className={buttonClassName({})}>
            Back to Dashboard
          </AppLink>
        </div>
      </PageFrame>
    );
  }
  if (isPerformancePath(navigation.pathname)) {
    return (
      <RemoteRoot>
        <PerformanceView user={user} />
      </RemoteRoot>
    );
  }
  return (
    <RemoteRoot>
      <Dashboard user={user} appMode={config.appMode} />
    </RemoteRoot>
  );
}

/** Exposed: the page with the navigation the shell hands it. */
export default withNavigation(DashboardPage);
