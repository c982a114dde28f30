import { adminClaimApproveSchema, adminClaimRejectSchema, type AdminClaim } from '@motohaul/contracts';
import { FormDialog, TextArea } from '@motohaul/design-system';
import { toast, useSchemaForm } from '@motohaul/platform';
import { useClaimDecision } from '../../api/claims';
import { formatMoney } from '../format';
import { outcomeLabel, paidLabel } from './claim-labels';
import styles from '../admin-panel.module.css';

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
    <FormDialog
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
      submitLabel={approving ? 'Approve claim' : 'Reject claim'}
      submitVariant={approving ? 'primary' : 'danger'}
      submitting={decide.isPending}
      submittingLabel={approving ? 'Approving' : 'Rejecting'}
      formRef={form.formRef}
      formClassName={styles.stack}
      onSubmit={() => {
        const input = form.check();
        if (input) decide.mutate({ claim, decision, reason: input.reason });
      }}
    >
      <TextArea label={approving ? 'Reason (optional)' : 'Reason'} required={!approving} rows={3} maxLength={500} {...form.field('reason')} />
    </FormDialog>
  );
}
