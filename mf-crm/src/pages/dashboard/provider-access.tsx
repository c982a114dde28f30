import type { ReactNode } from 'react';
import { DASHBOARD_USER_TYPES, type CurrentUser } from '@motohaul/contracts';
import { buttonClassName } from '@motohaul/design-system';
import { AppLink } from '@motohaul/platform';
import { PageFrame, frameStyles as styles } from '../../page-frame/page-frame';

/**
 * The dashboard's pages (spec §2.8) are for providers, team members and the super admin only; anyone else is told
 * so. The shell resolves the session before any page renders (its spinner reads 'Loading...'), so the user is known.
 */
export function ProviderAccess({ user, children }: { user: CurrentUser | null; children: (user: CurrentUser) => ReactNode }) {
  if (user && DASHBOARD_USER_TYPES.includes(user.userType)) return children(user);
  return (
    <PageFrame heading="Provider Access Required" title="Provider Access Required">
      <p className={styles.text}>
        The dashboard is for registered transport providers. Register to buy exclusive motorcycle transport leads, or
        sign in to your provider account.
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
