import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BACKUP_REMINDER, BACKUP_REMINDER_DISMISSED_KEY } from '@motohaul/contracts';
import { Button } from '@motohaul/design-system';
import { readDismissedAt, rememberDismissal, shouldRemind } from './reminder-timing';
import styles from './backup-reminder.module.css';

export interface BackupReminderProps {
  /** The provider's CRM records; undefined while they are being read. */
  records: number | undefined;
  onExport: () => void;
}

/**
 * The backup reminder popover: 1 s after the records are known, at most once a day (remembered in this browser). It
 * is a row of the page's flow, so its place is kept (hidden) from the first render that may need it: appearing moves
 * nothing on the page (no layout shift under a reader's finger or click).
 */
export function BackupReminder({ records, onExport }: BackupReminderProps) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  // This browser's dismissal: its cookie, which the dashboard's HTML also arrives with (the server draws the same row).
  const dismissedAt =
    useQuery({ queryKey: BACKUP_REMINDER_DISMISSED_KEY, queryFn: () => readDismissedAt(), initialData: () => readDismissedAt(), staleTime: Infinity }).data ?? null;
  // While the records are read, the place is kept whenever no dismissal holds it back: a provider with records (the
  // usual case) then sees nothing move when they arrive; one with none sees the empty place close.
  const due = shouldRemind(records ?? 1, dismissedAt);
  const known = records !== undefined;

  useEffect(() => {
    if (!due || !known) return undefined;
    const timer = window.setTimeout(() => setOpen(true), BACKUP_REMINDER.appearAfterMs);
    return () => window.clearTimeout(timer);
  }, [due, known]);

  if (!open && !due) return null;
  const dismiss = () => {
    queryClient.setQueryData(BACKUP_REMINDER_DISMISSED_KEY, rememberDismissal());
    setOpen(false);
  };
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="backup-reminder-title"
      // A class, not a style attribute: the dashboard's server markup (ADR 0066) is under a CSP without inline styles.
      className={open ? styles.popover : `${styles.popover} ${styles.waiting}`}
      inert={!open}
      aria-hidden={open ? undefined : true}
    >
      <p id="backup-reminder-title" className={styles.title}>
        Back up your CRM data
      </p>
      <p className={styles.text}>
        You have {records ?? 0} CRM records. Consider backing up your data regularly to prevent data loss.
      </p>
      <div className={styles.actions}>
        <Button
          size="sm"
          onClick={() => {
            dismiss();
            onExport();
          }}
        >
          Export Data
        </Button>
        <Button size="sm" variant="secondary" onClick={dismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
