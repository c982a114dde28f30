import type { CurrentUser, PurchasedLead } from '@motohaul/contracts';
import { PurchaseCard } from './purchase-card';
import styles from './pipeline.module.css';

/** The cards of one stage tab, or its empty state. */
export function StagePanel({ purchases, user }: { purchases: PurchasedLead[]; user: CurrentUser }) {
  if (purchases.length === 0) return <p className={styles.empty}>No leads in this stage yet</p>;
  return (
    <div className={styles.grid}>
      {purchases.map((purchase) => (
        <PurchaseCard key={purchase.id} purchase={purchase} user={user} />
      ))}
    </div>
  );
}
