import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ALERT_TONE, BROWSER_NOTIFICATION_CLOSE_MS, canSeeAvailableLeads, PURCHASED_LEADS_KEY, type CurrentUser, type LeadGoneReason, type NotificationLead } from '@motohaul/contracts';
import { Button } from '@motohaul/design-system';
import { AppLink, useHydrated, useNavigation } from '@motohaul/platform';
import { invalidateAvailableLeads, markLeadSold, removeSoldLead } from '../api/available-leads';
import { leadPath } from '../dashboard/lead-link/lead-link';
import { alertSoundOn } from './alert-sound';
import { useNotificationStream } from './use-notification-stream';
import styles from './live-alerts.module.css';

type AudioContextFactory = () => AudioContext;

const defaultContext: AudioContextFactory = () => new AudioContext();

/**
 * Plays the new-lead tone (spec §9: 800 Hz for half a second) with a Web Audio oscillator.
 * Sound failures (no audio device, autoplay policy) are only logged (spec §8).
 */
export function playAlertTone(createContext: AudioContextFactory = defaultContext): void {
  try {
    const context = createContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = ALERT_TONE.frequencyHz;
    gain.gain.value = 0.2;
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.onended = () => {
      void context.close().catch(() => undefined);
    };
    oscillator.start();
    oscillator.stop(context.currentTime + ALERT_TONE.durationMs / 1000);
  } catch (error) {
    console.warn('The alert tone could not play:', error);
  }
}

export type AlertPermission = NotificationPermission | 'unsupported';

const supported = () => typeof window !== 'undefined' && typeof window.Notification === 'function';

/** The browser's notification permission, or 'unsupported' where there is no Notification API. */
export function alertPermission(): AlertPermission {
  return supported() ? Notification.permission : 'unsupported';
}

/** Asks the browser for notification permission (from a click); answers the resulting permission. */
export async function requestAlertPermission(): Promise<AlertPermission> {
  if (!supported()) return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch (error) {
    console.warn('Notification permission request failed:', error);
    return Notification.permission;
  }
}

/** 'Parramatta NSW 2150 → Newcastle NSW 2300', or the preferred location of a manual lead. */
export function leadRoute(lead: NotificationLead): string {
  if (lead.pickupLocation && lead.dropoffLocation) return `${lead.pickupLocation} → ${lead.dropoffLocation}`;
  return lead.pickupLocation ?? lead.dropoffLocation ?? lead.preferredLocation ?? '';
}

export const notificationTitle = (lead: NotificationLead) => `New lead: ${lead.vehicleMake} ${lead.vehicleModel}`;

/**
 * Shows a browser notification for a new lead when permission is granted; it closes itself
 * after 10 seconds (spec §9). A click on it brings the tab forward and calls `onOpen` (which opens the lead's
 * page, /dashboard/leads/:jobRef). Answers whether one was shown.
 */
export function showLeadNotification(lead: NotificationLead, onOpen?: (lead: NotificationLead) => void): boolean {
  if (alertPermission() !== 'granted') return false;
  try {
    const notification = new Notification(notificationTitle(lead), { body: leadRoute(lead), tag: `lead-${lead.id}` });
    notification.onclick = () => {
      window.focus();
      onOpen?.(lead);
      notification.close();
    };
    setTimeout(() => notification.close(), BROWSER_NOTIFICATION_CLOSE_MS);
    return true;
  } catch (error) {
    console.warn('The browser notification could not be shown:', error);
    return false;
  }
}

export interface LiveAlertsProps {
  user: CurrentUser;
}

/** What Enable Alerts says when the browser refuses notifications (a click on it changes nothing by itself). */
export const ALERTS_BLOCKED = 'Notifications are blocked for this site. Allow them in your browser’s site settings, then press Enable Alerts again.';

/** What the page says of the latest new lead: its title and route, and the link's words. */
const latestText = (lead: NotificationLead) => `${notificationTitle(lead)}, ${leadRoute(lead)}. View lead ${lead.jobReference}`;

/**
 * The dashboard's live new-lead alerts (spec §2.8 header area): the connection indicator, the
 * 'Enable Alerts' / 'Alerts On' control and, for non-team users while connected, the 'Live Updates Active' badge
 * (one state at a time: never beside 'Connection failed'). Each new lead shows a browser notification, plays the
 * tone and refreshes the lead list; a buyer also reads it in the page, with a link to it (notifications may be off,
 * and a screen reader hears it there).
 */
export function LiveAlerts({ user }: LiveAlertsProps) {
  const queryClient = useQueryClient();
  // What the browser allows, read once the page runs. The server's markup (and its hydration) assumes a browser that
  // has not been asked yet, the usual case: 'Enable Alerts' holds its place, so nothing below moves when the page runs.
  const hydrated = useHydrated();
  const [answered, setPermission] = useState<AlertPermission | null>(null);
  const permission = answered ?? (hydrated ? alertPermission() : 'default');
  const [blocked, setBlocked] = useState(false);
  const [latest, setLatest] = useState<NotificationLead | null>(null);
  const buyer = canSeeAvailableLeads(user);

  const { navigate } = useNavigation();
  const onNewLead = useCallback(
    (lead: NotificationLead) => {
      showLeadNotification(lead, (opened) => navigate(leadPath(opened.jobReference)));
      setLatest(lead);
      if (alertSoundOn()) playAlertTone();
      void invalidateAvailableLeads(queryClient);
    },
    [queryClient, navigate],
  );
  // Sold means gone (ADR 0012): the lead leaves every list at once, an open purchase dialog for it says so.
  const onLeadSold = useCallback(
    (leadId: number, reason: LeadGoneReason) => {
      markLeadSold(leadId, reason);
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

  const latestLine = latest && { jobReference: latest.jobReference, text: latestText(latest) };
  return (
    <>
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
      {/* A row of its own under the heading, one line kept for it from the first render: a lead arriving moves nothing. */}
      {buyer && (
        <p className={styles.latest} aria-live="polite">
          {latestLine && (
            <AppLink to={leadPath(latestLine.jobReference)} title={latestLine.text}>
              {latestLine.text}
            </AppLink>
          )}
        </p>
      )}
    </>
  );
}
