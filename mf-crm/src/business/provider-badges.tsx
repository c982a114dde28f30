import type { ProviderBadges } from '@motohaul/contracts';
import styles from './business.module.css';

/** The owner's own 'Verified' and 'Insured' badges, and what is not (yet) shown to riders. */
export function OwnBadges({ badges, insuredUntil }: { badges: ProviderBadges; insuredUntil: string | null }) {
  return (
    <ul className={styles.badges} aria-label="Your badges">
      <li className={badges.verified ? styles.badgeOn : styles.badgeOff}>{badges.verified ? 'Verified' : 'Not verified yet'}</li>
      <li className={badges.insured ? styles.badgeOn : styles.badgeOff}>
        {badges.insured ? `Insured until ${insuredUntil ?? ''}` : insuredUntil ? `Insurance expired ${insuredUntil}` : 'Not insured yet'}
      </li>
    </ul>
  );
}
