import type { PurchasedLead } from '@motohaul/contracts';
import { sydneyDateTime } from '../format/sydney-time';
import styles from './pipeline.module.css';

/**
 * A bought lead whose rider said they no longer need transport (issue 47 item 3): when, and the reason they gave. What
 * became of the fee shows with the claim below (credited at once, or a claim an admin decides).
 */
export function RiderCancelledNotice({ cancellation, headingId }: { cancellation: NonNullable<PurchasedLead['riderCancellation']>; headingId: string }) {
  return (
    <section className={styles.cancelled} aria-labelledby={headingId}>
      <p id={headingId} className={styles.cancelledTitle}>
        Cancelled by the rider <span className={styles.cancelledWhen}>{sydneyDateTime(cancellation.cancelledAt)}</span>
      </p>
      <p className={styles.cancelledReason}>Reason: “{cancellation.reason}”</p>
    </section>
  );
}
