import { useEffect, useState } from 'react';
import { BACKUP_REMINDER } from '@motohaul/contracts';
import { Button } from '@motohaul/design-system';
import { readDismissedAt, rememberDismissal, shouldRemind } from './reminder-timing';
import styles from './backup-reminder.module.css';

export interface BackupReminderProps {
  records: number;
  onExport: () => void;
}

/**
 * The backup reminder popover: 1 s after load, at most once a day (remembered in this browser). It is a row of the
 * page's flow, so its place is kept (hidden) from the render that knows it is due: appearing moves nothing on the page
 * (no layout shift under a reader's finger or click).
 */
export function BackupReminder({ records, onExport }: BackupReminderProps) {
  const [open, setOpen] = useState(false);
  const due = shouldRemind(records, readDismissedAt());

  useEffect(() => {
    if (!due) return undefined;
    const timer = window.setTimeout(() => setOpen(true), BACKUP_REMINDER.appearAfterMs);
    return () => window.clearTimeout(timer);
  }, [due]);

  if (!open && !due) return null;
  const dismiss = () => {
    rememberDismissal();
    setOpen(false);
  };
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="backup-reminder-title"
      className={styles.popover}
      style={open ? undefined : { visibility: 'hidden' }}
      inert={!open}
    >
      <p id="backup-reminder-title" className={styles.title}>
        Back up your CRM data
      </p>
      <p className={styles.text}>
        You have {records} CRM records. Consider backing up your data regularly to prevent data loss.
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
