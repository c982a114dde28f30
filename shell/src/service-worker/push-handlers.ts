import type { PushPayload } from '@motohaul/contracts';
import type { WorkerNotificationEvent, WorkerPushEvent, WorkerScope } from './worker-scope';

/** The notification's icons (shell/public, made by scripts/make-icons.mjs). */
export const NOTIFICATION_ICON = '/icon-192.png';
export const NOTIFICATION_BADGE = '/badge-96.png';
/** Where a click goes when a push names no usable URL. */
export const DEFAULT_NOTIFICATION_URL = '/dashboard';

const PUSH_TYPES: ReadonlySet<string> = new Set<PushPayload['type']>(['new_lead', 'lead_sold', 'lead_cancelled', 'test']);

/** A push's JSON as contracts' PushPayload, or null when it is not one. */
export function parsePushPayload(value: unknown): PushPayload | null {
  if (!value || typeof value !== 'object') return null;
  const { type, title, body, tag, url } = value as Record<string, unknown>;
  if (typeof type !== 'string' || !PUSH_TYPES.has(type)) return null;
  if ([title, body, tag, url].some((field) => typeof field !== 'string') || !title || !tag) return null;
  return { type: type as PushPayload['type'], title: title as string, body: body as string, tag: tag as string, url: url as string };
}

const readPayload = (event: WorkerPushEvent): PushPayload | null => {
  try {
    return event.data ? parsePushPayload(event.data.json()) : null;
  } catch {
    return null;
  }
};

/**
 * A push: its notification, under the payload's tag (a lead's 'lead_sold' replaces its 'new_lead'); only a new lead and
 * a rider's cancellation alert again. A push that is not a PushPayload still shows one (else the browser shows its own).
 */
export function showPushNotification(scope: WorkerScope, event: WorkerPushEvent): Promise<void> {
  const payload = readPayload(event) ?? { type: 'test', title: 'MotoHaul', body: 'You have a new alert.', tag: 'motohaul', url: DEFAULT_NOTIFICATION_URL };
  return scope.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    data: { url: payload.url },
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    renotify: payload.type === 'new_lead' || payload.type === 'lead_cancelled',
  });
}

/** The notification's URL on this site (a path, or an absolute URL of this origin); the dashboard otherwise. */
export function notificationUrl(data: unknown, origin: string): string {
  const url = data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || !url) return new URL(DEFAULT_NOTIFICATION_URL, origin).href;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : new URL(DEFAULT_NOTIFICATION_URL, origin).href;
  } catch {
    return new URL(DEFAULT_NOTIFICATION_URL, origin).href;
  }
}

/**
 * A click on a notification: it closes, and a window of the site (the focused one first) is focused and taken to the
 * notification's URL; without one (or when that window cannot be navigated), a new window opens at it.
 */
export async function openNotification(scope: WorkerScope, event: WorkerNotificationEvent): Promise<void> {
  event.notification.close();
  const origin = scope.location.origin;
  const url = notificationUrl(event.notification.data, origin);
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === origin).sort((a, b) => Number(Boolean(b.focused)) - Number(Boolean(a.focused)));
  const client = ours[0];
  if (client) {
    try {
      await client.focus();
      await client.navigate(url);
      return;
    } catch {
      // A window the worker does not control cannot be navigated by it: a new window instead.
    }
  }
  await scope.clients.openWindow(url);
}
