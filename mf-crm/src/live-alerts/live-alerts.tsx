import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, NotificationLead } from '@motohaul/contracts';
import { Button } from '@motohaul/design-system';
import { useNavigation } from '@motohaul/platform';
import { playAlertTone } from './alert-tone';
import { alertPermission, requestAlertPermission, showLeadNotification, type AlertPermission } from './browser-notification';
import { invalidateAvailableLeads, markLeadSold, removeSoldLead } from '../api/available-leads';
import { PURCHASED_LEADS_KEY } from '../api/purchases';
import { leadPath } from '../dashboard/lead-link/lead-link';
import { useNotificationStream } from './use-notification-stream';
import styles from './live-alerts.module.css';

export interface LiveAlertsProps {
  user: CurrentUser;
}

/** What Enable Alerts says when the browser refuses notifications (a click on it changes nothing by itself). */
export const ALERTS_BLOCKED = 'Notifications are blocked for this site. Allow them in your browser’s site settings, then press Enable Alerts again.';

/**
 * The dashboard's live new-lead alerts (spec §2.8 header area): the connection indicator, the
 * 'Enable Alerts' / 'Alerts On' control and, for non-team users while connected, the 'Live Updates Active' badge
 * (one state at a time: never beside 'Connection failed'). Each new lead shows a browser notification, plays the
 * tone and refreshes the lead list.
 */
export function LiveAlerts({ user }: LiveAlertsProps) {
  const queryClient = useQueryClient();
  const [permission, setPermission] = useState<AlertPermission>(alertPermission);
  const [blocked, setBlocked] = useState(false);

  const { navigate } = useNavigation();
  const onNewLead = useCallback(
    (lead: NotificationLead) => {
      showLeadNotification(lead, (opened) => navigate(leadPath(opened.jobReference)));
      playAlertTone();
      void invalidateAvailableLeads(queryClient);
    },
    [queryClient, navigate],
  );
  // Sold means gone (ADR 0012): the lead leaves every list at once, an open purchase dialog for it says so.
  const onLeadSold = useCallback(
    (leadId: number) => {
      markLeadSold(leadId);
      removeSoldLead(queryClient, leadId);
      void invalidateAvailableLeads(queryClient);
      // The buyer may be this user in another tab: an open purchase dialog then says it is theirs.
      void queryClient.invalidateQueries({ queryKey: PURCHASED_LEADS_KEY });
    },
    [queryClient],
  );
  const stream = useNotificationStream(onNewLead, true, onLeadSold);

  const enableAlerts = async () => {
    const answer = await requestAlertPermission();
    setPermission(answer);
    setBlocked(answer === 'denied');
  };

  const statusText = stream.status === 'connected' ? 'Live' : (stream.error ?? 'Disconnected');
  const statusClass = [styles.status, stream.status === 'connected' ? styles.live : '', stream.error ? styles.error : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.bar}>
      <span className={statusClass} role="status" aria-live="polite">
        <span className={styles.dot} aria-hidden="true" />
        {statusText}
      </span>
      {permission === 'granted' ? (
        <span className={styles.status}>Alerts On</span>
      ) : (
        permission !== 'unsupported' && (
          <Button variant="secondary" size="sm" onClick={() => void enableAlerts()}>
            Enable Alerts
          </Button>
        )
      )}
      {user.teamOwnerId === null && stream.status === 'connected' && <span className={styles.badge}>Live Updates Active</span>}
      <p className={styles.blocked} aria-live="polite">
        {blocked && permission === 'denied' ? ALERTS_BLOCKED : ''}
      </p>
    </div>
  );
}
