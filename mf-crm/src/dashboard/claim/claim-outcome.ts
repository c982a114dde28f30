import { CLAIM_WINDOW_DAYS, type PurchasedLead } from '@motohaul/contracts';
import { money as dollars } from '../purchase-history/history';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the buyer may still claim: not claimed, within the window, and something was paid. */
export function canClaim(purchase: Pick<PurchasedLead, 'claim' | 'purchasedAt' | 'amountPaid' | 'creditApplied'>, now: number): boolean {
  if (purchase.claim) return false;
  if (Number(purchase.amountPaid) + Number(purchase.creditApplied ?? 0) <= 0) return false;
  return now - new Date(purchase.purchasedAt).getTime() < CLAIM_WINDOW_DAYS * DAY_MS;
}

const money = (amount: string) => dollars(Number(amount));

/** The claim's outcome in the provider's words ('Claim pending', 'Credit approved: $25.00 refunded to card', ...). */
export function claimOutcome(claim: NonNullable<PurchasedLead['claim']>): string {
  if (claim.status === 'pending') return 'Claim pending';
  if (claim.status === 'rejected') return `Claim rejected: ${claim.decisionReason ?? 'no reason given'}`;
  const parts: string[] = [];
  if (claim.refundedAmount) parts.push(`${money(claim.refundedAmount)} refunded to card`);
  if (claim.creditedAmount) parts.push(`${money(claim.creditedAmount)} added to your credit balance`);
  return `Credit approved: ${parts.join(' and ') || 'credited'}`;
}
