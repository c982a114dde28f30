import type { AdminClaim } from '@motohaul/contracts';
import { AppError, found } from '../../http/app-error';
import { toCents } from './money';
import type { PaymentGateway } from './stripe-gateway';
import { ALREADY_DECIDED, CLAIM_NOT_FOUND, type Approval, type Decider, type LeadClaimsRepository, type LockedClaim } from './lead-claims-repository';

export const REFUND_FAILED =
  'The claim is approved, but the card refund did not go through. Approve it again to retry the refund (it is never paid twice).';

/** Stripe's idempotency key of a claim's refund: a retry, or a second admin, never refunds twice (ADR 0036). */
export const claimRefundKey = (claimId: number) => `claim-${claimId}-refund`;

const isCardPayment = (paymentIntentId: string | null) => paymentIntentId?.startsWith('pi_') ?? false;

/**
 * Deciding claims (ADR 0036). Approval gives back what the provider gave for the lead: the card charge is refunded
 * to the card through Stripe when the purchase was a card payment and card payments are configured; the credit it
 * spent, and anything not paid by card, becomes credit balance.
 */
export function createLeadClaimsService({ claims, gateway }: { claims: LeadClaimsRepository; gateway: PaymentGateway | null }) {
  const split = (claim: LockedClaim): Approval => {
    const paidCents = toCents(claim.amountPaid);
    const creditSpentCents = claim.creditApplied ? toCents(claim.creditApplied) : 0;
    const cardCents = gateway && isCardPayment(claim.paymentIntentId) && paidCents > 0 ? paidCents : 0;
    return { cardCents, creditCents: paidCents + creditSpentCents - cardCents };
  };

  /** The decision is committed first; the refund follows with the claim's key and is recorded once. */
  async function refund(claim: LockedClaim, cents: number, adminId: number) {
    try {
      const made = await gateway!.refund(claim.paymentIntentId!, { amountCents: cents, idempotencyKey: claimRefundKey(claim.id) });
      await claims.recordRefund(claim.id, adminId, { id: made.id, cents });
    } catch (error) {
      console.error(`Refund for claim ${claim.id} failed:`, error instanceof Error ? error.message : error);
      throw new AppError(503, REFUND_FAILED, undefined, { 'Retry-After': '5' });
    }
  }

  async function answer(claimId: number): Promise<AdminClaim> {
    return found(await claims.find(claimId), CLAIM_NOT_FOUND);
  }

  return {
    async approve(claimId: number, admin: Decider, reason: string): Promise<AdminClaim> {
      const { claim, approval } = found(await claims.approve(claimId, admin, reason, split), CLAIM_NOT_FOUND);
      if (approval) {
        if (approval.cardCents > 0) await refund(claim, approval.cardCents, admin.id);
        return answer(claimId);
      }
      // Approved before: only a card refund that did not go through may be retried (the same key).
      if (claim.status === 'approved' && claim.creditKind === 'refund' && !claim.refundId && gateway) {
        const creditCents = claim.creditedAmount ? toCents(claim.creditedAmount) : 0;
        await refund(claim, Math.min(toCents(claim.amountPaid), creditCents), admin.id);
        return answer(claimId);
      }
      throw new AppError(409, ALREADY_DECIDED);
    },

    async reject(claimId: number, admin: Decider, reason: string): Promise<AdminClaim> {
      const rejected = await claims.reject(claimId, admin, reason);
      if (rejected === null) throw new AppError(404, CLAIM_NOT_FOUND);
      if (!rejected) throw new AppError(409, ALREADY_DECIDED);
      return answer(claimId);
    },
  };
}

export type LeadClaimsService = ReturnType<typeof createLeadClaimsService>;
