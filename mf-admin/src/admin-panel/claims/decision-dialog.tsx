import { adminClaimApproveSchema, adminClaimRejectSchema, type AdminClaim } from '@motohaul/contracts';
import { Button, Dialog, TextArea } from '@motohaul/design-system';
import { toast, useSchemaForm } from '@motohaul/platform';
import { useClaimDecision } from '../../api/claims';
import { formatMoney } from '../format';
import { outcomeLabel, paidLabel } from './claim-labels';
import styles from '../admin-panel.module.css';

const FORM_ID = 'admin-claim-decision-form';

export interface PendingDecision {
  claim: AdminClaim;
  decision: 'approve' | 'reject';
}

/**
 * Approve or reject a claim with a reason (required to reject: the provider is shown it). Approval says what will come
 * back: the card payment refunded through Stripe, the rest as credit balance.
 */
export function DecisionDialog({
  pending,
  onClose,
  onDecided,
}: {
  pending: PendingDecision;
  onClose: () => void;
  /** After the decision is stored (before the list is read again). */
  onDecided?: (claim: AdminClaim) => void;
}) {
  const { claim, decision } = pending;
  const approving = decision === 'approve';
  const form = useSchemaForm(approving ? adminClaimApproveSchema : adminClaimRejectSchema, { reason: '' });
  const decide = useClaimDecision({
    onSuccess: (decided) => {
      toast(
        approving
          ? { title: 'Claim approved', description: `${decided.buyer.name}: ${outcomeLabel(decided) || 'credited'}.`, variant: 'success' }
          : { title: 'Claim rejected', description: `${decided.buyer.name} is told why.`, variant: 'success' },
      );
      onDecided?.(decided);
      onClose();
    },
    onError: (error) => {
      if (form.showServerErrors(error)) return;
      toast({ title: approving ? 'Could not approve the claim' : 'Could not reject the claim', description: error.message, variant: 'destructive' });
      onClose();
    },
  });
  const total = Number(claim.purchase.amountPaid) + Number(claim.purchase.creditApplied ?? 0);

  return (
    <Dialog
      open
      onClose={onClose}
      title={`${approving ? 'Approve' : 'Reject'} claim #${claim.id}`}
      description={
        approving
          ? `${formatMoney(total)} goes back to ${claim.buyer.name} (paid ${paidLabel(claim)}): ${
              claim.purchase.paidByCard ? 'the card payment is refunded through Stripe' : 'added to their credit balance'
            }${claim.purchase.paidByCard && claim.purchase.creditApplied ? ', the credit part to their credit balance' : ''}.`
          : `${claim.buyer.name} sees this reason on the lead.`
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant={approving ? 'primary' : 'danger'} loading={decide.isPending} loadingLabel={approving ? 'Approving' : 'Rejecting'}>
            {approving ? 'Approve claim' : 'Reject claim'}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        ref={form.formRef}
        noValidate
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          const input = form.check();
          if (input) decide.mutate({ claim, decision, reason: input.reason });
        }}
      >
        <TextArea label={approving ? 'Reason (optional)' : 'Reason'} required={!approving} rows={3} maxLength={500} {...form.field('reason')} />
      </form>
    </Dialog>
  );
}
