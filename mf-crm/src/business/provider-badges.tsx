import type { ProviderBadges } from '@motohaul/contracts';
import { calendarDay } from '../dashboard/format/sydney-time';
import styles from './business.module.css';

/** The owner's own 'Verified' and 'Insured' badges, and what is not (yet) shown to riders. */
export function OwnBadges({ badges, insuredUntil }: { badges: ProviderBadges; insuredUntil: string | null }) {
  // The expiry is a calendar day, written as the rest of the dashboard writes dates ('30 Jun 2099').
  const until = insuredUntil === null ? null : calendarDay(insuredUntil);
  return (
    <ul className={styles.badges} aria-label="Your badges">
      <li className={badges.verified ? styles.badgeOn : styles.badgeOff}>{badges.verified ? 'Verified' : 'Not verified yet'}</li>
      <li className={badges.insured ? styles.badgeOn : styles.badgeOff}>
        {badges.insured ? `Insured until ${until ?? ''}` : until ? `Insurance expired ${until}` : 'Not insured yet'}
      </li>
    </ul>
  );
}
