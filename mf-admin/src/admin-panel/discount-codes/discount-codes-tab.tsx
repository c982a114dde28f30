import type { AdminDiscountCode } from '@motohaul/contracts';
import { Button, Card, DescriptionList, EmptyState } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { useAdminDiscountCodes, useToggleDiscountCode } from '../../api/discount-codes';
import { formatDate, formatMoney } from '../format';
import { LoadState } from '../load-state';
import { DiscountCodeForm } from './discount-code-form';
import styles from '../admin-panel.module.css';

export const discountLabel = (code: Pick<AdminDiscountCode, 'discountType' | 'discountValue'>) => {
  if (code.discountType === 'free') return 'Free lead';
  const value = Number(code.discountValue ?? 0);
  return code.discountType === 'percentage' ? `${value}% off` : `${formatMoney(value)} off`;
};

/** Discount codes: create one, see each code's uses and status, deactivate (or reactivate) it. */
export function DiscountCodesTab() {
  const query = useAdminDiscountCodes();
  const toggle = useToggleDiscountCode({
    onSuccess: (updated) =>
      toast({ title: updated.isActive ? 'Discount code activated' : 'Discount code deactivated', description: updated.code, variant: 'success' }),
    onError: (error) => toast({ title: 'Could not change the code', description: error.message, variant: 'destructive' }),
  });

  return (
    <div className={styles.stack}>
      <Card as="section" title="Create a Discount Code" headingLevel={3}>
        <DiscountCodeForm />
      </Card>
      <section aria-labelledby="discount-codes-heading" className={styles.stack}>
        <h3 id="discount-codes-heading" className={styles.sectionTitle}>
          Discount Codes
        </h3>
        {!query.isSuccess ? (
          <LoadState what="discount codes" query={query} />
        ) : query.data.length === 0 ? (
          <EmptyState title="No discount codes yet" text="Codes you create appear here." />
        ) : (
          <ul className={styles.cardGrid} aria-label="Discount codes">
            {query.data.map((code) => (
              <li key={code.id} className={styles.itemCard}>
                <div className={styles.itemHead}>
                  <h4 className={styles.itemTitle}>{code.code}</h4>
                  <span className={`${styles.badge} ${code.isActive ? styles.badgeActive : styles.badgeMuted}`}>{code.isActive ? 'Active' : 'Inactive'}</span>
                </div>
                {code.description && <p className={styles.muted}>{code.description}</p>}
                <DescriptionList
                  className={styles.details}
                  items={[
                    ['Discount', discountLabel(code)],
                    ['Uses', `${code.currentUses} / ${code.maxUses ?? 'unlimited'}`],
                    ['Valid until', code.validUntil ? formatDate(code.validUntil) : 'No end date'],
                  ]}
                />
                <Button
                  variant={code.isActive ? 'secondary' : 'primary'}
                  size="sm"
                  loading={toggle.isPending && toggle.variables.id === code.id}
                  onClick={() => toggle.mutate(code)}
                  aria-label={`${code.isActive ? 'Deactivate' : 'Activate'} ${code.code}`}
                >
                  {code.isActive ? 'Deactivate' : 'Activate'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
