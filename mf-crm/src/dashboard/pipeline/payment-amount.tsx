import { useId, useState } from 'react';
import type { PurchasedLead } from '@motohaul/contracts';
import { Button } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { relativeAge } from '../format/relative-age';
import { sydneyDateTime } from '../format/sydney-time';
import { useUpdatePurchaseMutation } from '../../api/purchases';
import { stageOf } from './stages';
import { useSaveState } from './use-save-state';
import styles from './pipeline.module.css';

/**
 * The Paid and Finalised stages' block: when it was marked paid, and the customer's payment amount with Save (it
 * keeps the purchase in its stage: saving on a Finalised lead does not move it back to Paid).
 */
export function PaymentAmount({ purchase }: { purchase: PurchasedLead }) {
  const id = useId();
  const [amount, setAmount] = useState(purchase.customerPaymentAmount ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdatePurchaseMutation(purchase.id);
  const save = useSaveState();
  const onSave = () => {
    setError(null);
    void save
      .run(() => update.mutateAsync({ salesStage: stageOf(purchase), customerPaymentAmount: amount.trim() === '' ? null : amount.trim() }))
      .then((ok) => {
        if (ok) toast({ title: 'Payment amount saved', variant: 'success' });
        else setError('The payment amount could not be saved. Enter an amount of 0 or more, like 250.00.');
      });
  };
  return (
    <div className={styles.paid}>
      {purchase.invoicePaidAt && (
        <p className={styles.paidAt}>
          <strong>Marked as Paid</strong> {sydneyDateTime(purchase.invoicePaidAt)} ({relativeAge(purchase.invoicePaidAt)})
        </p>
      )}
      <label htmlFor={id} id={`${id}-label`} className={styles.label}>
        Payment Amount
      </label>
      <div className={styles.saveRow}>
        <input
          id={id}
          className="mh-input"
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          value={amount}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
        <Button size="sm" variant="secondary" onClick={onSave} disabled={save.state === 'saving'} aria-describedby={`${id}-label`}>
          {save.label}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mh-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
