import { BACKUP_REMINDER } from '@motohaul/contracts';

export const REMINDER_STORAGE_KEY = 'motohaul:backup-reminder-dismissed-at';

/** Spec §2.8: with more than 0 records, unless dismissed within the last 24 hours. */
export function shouldRemind(records: number, dismissedAt: string | null, now: number = Date.now()): boolean {
  if (records <= 0) return false;
  const dismissed = dismissedAt === null ? Number.NaN : Number(dismissedAt);
  return !Number.isFinite(dismissed) || now - dismissed >= BACKUP_REMINDER.everyMs;
}

export function readDismissedAt(): string | null {
  try {
    return window.localStorage.getItem(REMINDER_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberDismissal(now: number = Date.now()): void {
  try {
    window.localStorage.setItem(REMINDER_STORAGE_KEY, String(now));
  } catch {
    // Storage blocked: the reminder shows again next time.
  }
}
