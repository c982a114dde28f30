import { useId } from 'react';
import { SALES_STAGES, type PurchasedLead, type SalesStage } from '@motohaul/contracts';
import { toast } from '@motohaul/platform';
import { errorMessage } from '../../api/error-message';
import { useUpdatePurchaseMutation } from '../../api/purchases';
import { STAGE_LABELS, stageOf } from './stages';
import styles from './pipeline.module.css';

/** The sales stage selector: any stage, sent as soon as it changes (spec §4). */
export function StageSelect({ purchase }: { purchase: PurchasedLead }) {
  const id = useId();
  const current = stageOf(purchase);
  // The toasts belong to the mutation, not to this call: the card (and this select) leaves its tab when the stage changes.
  const update = useUpdatePurchaseMutation(purchase.id, {
    onSuccess: (_updated, { salesStage }) =>
      toast({ title: 'Sales stage updated', description: `Moved to ${STAGE_LABELS[salesStage]}.`, variant: 'success' }),
    onError: (error) => toast({ title: 'Error updating sales stage', description: errorMessage(error), variant: 'destructive' }),
  });
  const onChange = (salesStage: SalesStage) => {
    if (salesStage === current || update.isPending) return;
    update.mutate({ salesStage });
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Sales stage
      </label>
      <select
        id={id}
        className="mh-select"
        value={current}
        // aria-disabled, not disabled, while the change is sent: a disabled control drops the keyboard's focus to the
        // page's body; this one keeps it until the card leaves its tab (then the tab panel takes it).
        aria-disabled={update.isPending || undefined}
        onChange={(event) => onChange(event.target.value as SalesStage)}
      >
        {SALES_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {STAGE_LABELS[stage]}
            {stage === current ? ' (Current)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
