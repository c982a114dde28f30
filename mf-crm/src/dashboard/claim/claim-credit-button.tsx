import { useState } from 'react';
import { CLAIM_NOTE_MAX, CLAIM_REASON_LABELS, CLAIM_REASONS, CLAIM_WINDOW_DAYS, leadClaimSchema, type PurchasedLead } from '@motohaul/contracts';
import { Button, FormDialog, Select, TextArea } from '@motohaul/design-system';
import { toast, useSchemaForm } from '@motohaul/platform';
import { useClaimCreditMutation } from '../../api/claims';
import { canClaim, claimOutcome } from './claim-outcome';
import styles from './claim.module.css';

const REASON_OPTIONS = CLAIM_REASONS.map((value) => ({ value, label: CLAIM_REASON_LABELS[value] }));

/**
 * A bought lead's claim for a credit (ADR 0036): its outcome once claimed ('Claim pending', 'Credit approved: …',
 * 'Claim rejected: …'), seen by the whole team; before that, for the owner who paid and within 7 days of the purchase,
 * a 'Claim credit' button opening the claim form.
 */
export function ClaimCreditButton({ purchase, canFile }: { purchase: PurchasedLead; canFile: boolean }) {
  const [open, setOpen] = useState(false);
  if (purchase.claim) {
    const tone = purchase.claim.status === 'approved' ? styles.approved : purchase.claim.status === 'rejected' ? styles.rejected : styles.pending;
    return <p className={`${styles.outcome} ${tone}`}>{claimOutcome(purchase.claim)}</p>;
  }
  if (!canFile || !canClaim(purchase, Date.now())) return null;
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        Claim credit
      </Button>
      {open && <ClaimDialog purchase={purchase} onClose={() => setOpen(false)} />}
    </>
  );
}

function ClaimDialog({ purchase, onClose }: { purchase: PurchasedLead; onClose: () => void }) {
  const form = useSchemaForm(leadClaimSchema, { reason: '', note: '' });
  const claim = useClaimCreditMutation(purchase.id, {
    onSuccess: () => {
      toast({ title: 'Claim sent', description: 'An admin reviews it and you see the outcome on this lead.', variant: 'success' });
      onClose();
    },
    onError: (error) => {
      if (form.showServerErrors(error)) return;
      toast({ title: 'Could not send the claim', description: error.message, variant: 'destructive' });
      onClose();
    },
  });
  const customer = purchase.customerName ?? 'this lead';
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Claim a credit for ${customer}`}
      description={`Within ${CLAIM_WINDOW_DAYS} days of buying a lead you can claim back what you paid, once. An admin checks the lead and your pipeline notes.`}
      submitLabel="Send claim"
      submitting={claim.isPending}
      submittingLabel="Sending"
      formRef={form.formRef}
      formClassName={styles.form}
      onSubmit={() => {
        const input = form.check();
        if (input) claim.mutate(input);
      }}
    >
      <Select label="Reason" required placeholder="Select…" options={REASON_OPTIONS} {...form.field('reason')} />
      <TextArea
        label="What happened"
        required
        rows={4}
        maxLength={CLAIM_NOTE_MAX}
        hint="For example when you called and what you heard."
        {...form.field('note')}
      />
    </FormDialog>
  );
}
