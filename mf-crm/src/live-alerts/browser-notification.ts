import { BROWSER_NOTIFICATION_CLOSE_MS, type NotificationLead } from '@motohaul/contracts';

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
