import type { PurchasedLead } from '@motohaul/contracts';
import { formatDuration } from '../format/duration';
import { speedToContact } from './speed-to-contact-rule';
import styles from './speed-to-contact.module.css';

/** The text a screen reader hears before an overdue badge (the badge's look is not all it says). */
export const CALL_OVERDUE_PREFIX = 'Call overdue: ';

/**
 * How long a purchased lead waited from its purchase until 'Called' (ADR 0034): 'Called after 42 min' once called;
 * 'Not called yet — 42 min' while it waits, shown as a warning badge with an icon (and 'Call overdue' for screen
 * readers) once more than 2 hours have passed. `now` is the minute clock (useMinuteClock), in ms.
 */
export function SpeedToContact({ purchase, now }: { purchase: PurchasedLead; now: number }) {
  const state = speedToContact(purchase, now);
  if (state.kind === 'none') return null;
  if (state.kind === 'called') {
    return <p className={`${styles.speed} ${styles.called}`}>Called after {formatDuration(state.afterMs)}</p>;
  }
  const text = `Not called yet — ${formatDuration(state.waitedMs)}`;
  if (!state.overdue) return <p className={styles.speed}>{text}</p>;
  return (
    <p className={`${styles.speed} ${styles.overdue}`} data-call-overdue="">
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <span className="mh-visually-hidden">{CALL_OVERDUE_PREFIX}</span>
      {text}
    </p>
  );
}
