import type { ClaimReason, ClaimStatus } from '../schemas/claims';

/** A purchase's claim as its buyer sees it (on the lead card and in Purchase History). */
export interface PurchaseClaim {
  id: number;
  reason: ClaimReason;
  note: string;
  status: ClaimStatus;
  /** What came back on approval (decimal strings): to the card, and to the credit balance; null until approved. */
  refundedAmount: string | null;
  creditedAmount: string | null;
  decisionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** GET /api/provider-credits: the credit balance the next purchase spends first. */
export interface CreditBalance {
  /** Decimal string, e.g. '25.00'. */
  balance: string;
}

/** One claim in the admin Claims view, with the evidence: the pipeline's record of the purchase. */
export interface AdminClaim {
  id: number;
  purchaseId: number;
  reason: ClaimReason;
  note: string;
  status: ClaimStatus;
  createdAt: string;
  lead: {
    id: number;
    jobReference: string | null;
    customerName: string | null;
    customerPhone: string | null;
    vehicle: string;
    pickupLocation: string | null;
    dropoffLocation: string | null;
    createdAt: string | null;
    /** Times the rider asked again for the same job (merged requests). */
    mergedRequests: number;
  };
  buyer: { id: number; name: string; company: string | null; email: string | null; phone: string | null };
  purchase: {
    purchasedAt: string;
    amountPaid: string;
    creditApplied: string | null;
    /** Paid by card through Stripe (approval refunds it to the card). */
    paidByCard: boolean;
    salesStage: string;
    salesNotes: string | null;
    calledAt: string | null;
    bookedInAt: string | null;
    declinedAt: string | null;
  };
  /** The buyer's other claims (how often they claim). */
  buyerClaims: number;
  refundedAmount: string | null;
  creditedAmount: string | null;
  refundId: string | null;
  decisionReason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
}

/** One page of claims (ADR 0057): pending oldest first, decided newest first. */
export interface AdminClaimsResponse {
  claims: AdminClaim[];
  /** The `after` of the next page, null on the last. */
  nextCursor: string | null;
}
