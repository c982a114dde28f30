import type { CurrentUser, PurchasedLead } from '@motohaul/contracts';
import { PurchaseCard } from './purchase-card';
import styles from './pipeline.module.css';

/** The cards of one stage tab (or of the Archived tab), or its empty state. */
export function StagePanel({
  purchases,
  user,
  emptyText = 'No leads in this stage yet',
}: {
  purchases: PurchasedLead[];
  user: CurrentUser;
  emptyText?: string;
}) {
  if (purchases.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <div className={styles.grid}>
      {purchases.map((purchase) => (
        <PurchaseCard key={purchase.id} purchase={purchase} user={user} />
      ))}
    </div>
  );
}
