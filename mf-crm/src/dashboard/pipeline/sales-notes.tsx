import { useId, useState } from 'react';
import type { PurchasedLead } from '@motohaul/contracts';
import { Button } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { fieldReason } from '../../api/error-message';
import { useUpdatePurchaseMutation } from '../../api/purchases';
import { stageOf } from './stages';
import { useSaveState } from './use-save-state';
import styles from './pipeline.module.css';

/** The sales notes box with its Save button (Saving, Saved, Error). */
export function SalesNotes({ purchase }: { purchase: PurchasedLead }) {
  const id = useId();
  const [notes, setNotes] = useState(purchase.salesNotes ?? '');
  const update = useUpdatePurchaseMutation(purchase.id);
  const save = useSaveState();
  const onSave = () =>
    void save.run(() =>
      update.mutateAsync({ salesStage: stageOf(purchase), salesNotes: notes }).catch((error: unknown) => {
        toast({ title: 'Error updating sales stage', description: fieldReason(error), variant: 'destructive' });
        throw error;
      }),
    );
  return (
    <div className={styles.field}>
      <label htmlFor={id} id={`${id}-label`} className={styles.label}>
        Sales notes
      </label>
      <textarea id={id} className="mh-textarea" rows={3} placeholder="Add notes..." value={notes} onChange={(e) => setNotes(e.target.value)} />
      <div className={styles.saveRow}>
        <Button size="sm" variant="secondary" onClick={onSave} disabled={save.state === 'saving'} aria-live="polite" aria-describedby={`${id}-label`}>
          {save.label}
        </Button>
      </div>
    </div>
  );
}
