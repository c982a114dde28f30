import { BACKUP_REMINDER, BACKUP_REMINDER_COOKIE } from '@motohaul/contracts';

/** Spec §2.8: with more than 0 records, unless dismissed within the last 24 hours. */
export function shouldRemind(records: number, dismissedAt: string | null, now: number = Date.now()): boolean {
  if (records <= 0) return false;
  const dismissed = dismissedAt === null ? Number.NaN : Number(dismissedAt);
  return !Number.isFinite(dismissed) || now - dismissed >= BACKUP_REMINDER.everyMs;
}

/** This browser's last dismissal (its cookie, ADR 0066), or null: from `cookies`, a page request's on the server. */
export function readDismissedAt(cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  const prefix = `${BACKUP_REMINDER_COOKIE}=`;
  const cookie = cookies.split(';').map((part) => part.trim()).find((part) => part.startsWith(prefix));
  return cookie ? cookie.slice(prefix.length) : null;
}

/**
 * Remembers a dismissal in this browser for a day: a cookie the server reads too, so the dashboard it draws keeps no
 * place for a reminder this browser will not show. Answers the value stored.
 */
export function rememberDismissal(now: number = Date.now()): string {
  const value = String(now);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${BACKUP_REMINDER_COOKIE}=${value}; Max-Age=${BACKUP_REMINDER.everyMs / 1000}; Path=/; SameSite=Lax${secure}`;
  return value;
}
