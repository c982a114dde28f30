import type { CurrentUser } from '@motohaul/contracts';
import { requestDashboardAction, useDashboardActionsState, type DashboardActionsState } from '@motohaul/platform';
import { Button } from '@motohaul/design-system';
import styles from './dashboard-actions.module.css';

/** The dashboard's published actions state while it is on screen (null otherwise); none for team members. */
export function useDashboardActions(user: CurrentUser | null): DashboardActionsState | null {
  const state = useDashboardActionsState();
  if (!user || user.teamOwnerId !== null) return null;
  return state;
}

export const leadsBadge = (count: number) => `${count} ${count === 1 ? 'Lead' : 'Leads'}`;

/** Desktop header on /dashboard (spec §2.2): 'Add Lead', 'Export' and the 'N Leads' badge. */
export function DesktopDashboardActions({ state }: { state: DashboardActionsState }) {
  return (
    <div className={styles.desktop} role="group" aria-label="Dashboard actions">
      <Button size="sm" onClick={() => requestDashboardAction('add-lead')}>
        Add Lead
      </Button>
      <Button size="sm" variant="secondary" onClick={() => requestDashboardAction('export')}>
        Export
      </Button>
      <span className={styles.badge}>{leadsBadge(state.count)}</span>
    </div>
  );
}

const MOBILE_ACTIONS = [
  ['add-lead', 'Add Lead'],
  ['team', 'Team Management'],
  ['export', 'Export Data'],
] as const;

/** The mobile side menu's 'Dashboard Actions' group. */
export function MobileDashboardActions({ onDone }: { onDone: () => void }) {
  const run = (action: (typeof MOBILE_ACTIONS)[number][0]) => {
    onDone();
    requestDashboardAction(action);
  };
  return (
    <div className={styles.mobile} role="group" aria-labelledby="mobile-dashboard-actions">
      <p id="mobile-dashboard-actions" className={styles.mobileTitle}>
        Dashboard Actions
      </p>
      {MOBILE_ACTIONS.map(([action, label]) => (
        <Button key={action} variant="secondary" block onClick={() => run(action)}>
          {label}
        </Button>
      ))}
    </div>
  );
}
