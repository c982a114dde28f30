import { CLAIM_REASON_LABELS, type AdminClaim, type ClaimStatus } from '@motohaul/contracts';
import { formatMoney } from '../format';

export const STATUS_LABELS: Record<ClaimStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

export const reasonLabel = (claim: Pick<AdminClaim, 'reason'>) => CLAIM_REASON_LABELS[claim.reason] ?? claim.reason;

const dollars = (amount: string | null) => formatMoney(Number(amount ?? 0));

/** What the provider paid for the lead: '$25.00 by card', '$15.00 by card + $10.00 credit'. */
export function paidLabel({ purchase }: Pick<AdminClaim, 'purchase'>): string {
  const paid = `${dollars(purchase.amountPaid)}${purchase.paidByCard ? ' by card' : ''}`;
  return purchase.creditApplied ? `${paid} + ${dollars(purchase.creditApplied)} credit` : paid;
}

/** What an approval gave back: '$25.00 refunded to card', '$10.00 added to credit balance', both, or a pending refund. */
export function outcomeLabel(claim: Pick<AdminClaim, 'status' | 'refundedAmount' | 'creditedAmount' | 'refundId'>): string | null {
  if (claim.status !== 'approved') return null;
  const parts: string[] = [];
  if (claim.refundedAmount) parts.push(`${dollars(claim.refundedAmount)} ${claim.refundId ? 'refunded to card' : 'to refund to card (pending: approve again to retry)'}`);
  if (claim.creditedAmount) parts.push(`${dollars(claim.creditedAmount)} added to credit balance`);
  return parts.join(' and ');
}
