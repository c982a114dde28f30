import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, money, timestamptz, cascadeRef } from './columns';
import { leadPurchases } from './lead-purchases';
import { leads } from './leads';
import { users } from './users';

/** The buyer's reasons, and 'rider_cancelled': the claim a rider's cancellation files (issue 47 item 3). */
export const CLAIM_REASONS = ['unreachable', 'duplicate', 'fake_details', 'outside_area', 'rider_cancelled'] as const;
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * A buyer's claim for a credit on a bad lead (issue 15): one per purchase (the unique purchase_id), within 7 days of
 * the purchase. An admin approves it (the amount paid comes back as a Stripe refund for a card payment, otherwise as
 * a credit in provider_credits) or rejects it, with a reason either way.
 */
export const leadClaims = pgTable(
  'lead_claims',
  {
    id: id(),
    purchaseId: cascadeRef('purchase_id', () => leadPurchases.id),
    leadId: cascadeRef('lead_id', () => leads.id),
    buyerId: cascadeRef('buyer_id', () => users.id),
    reason: text('reason').$type<(typeof CLAIM_REASONS)[number]>().notNull(),
    note: text('note').notNull(),
    status: text('status').$type<(typeof CLAIM_STATUSES)[number]>().notNull().default('pending'),
    /** The amount credited back on approval (the purchase's amount paid); null until approved. */
    creditedAmount: money('credited_amount'),
    /** 'refund' (Stripe refund of a card payment) or 'credit' (provider_credits balance); null until approved. */
    creditKind: text('credit_kind').$type<'refund' | 'credit'>(),
    /** The Stripe refund's id when the credit went back to the card. */
    refundId: text('refund_id'),
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lead_claims_purchase_unique').on(t.purchaseId),
    index('lead_claims_status_idx').on(t.status, t.createdAt),
    /** Every claim newest first: the admin's Claims tab, All (ADR 0067). */
    index('lead_claims_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('lead_claims_buyer_idx').on(t.buyerId),
    check('lead_claims_reason_check', sql`${t.reason} in ('unreachable', 'duplicate', 'fake_details', 'outside_area', 'rider_cancelled')`),
    check('lead_claims_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('lead_claims_credit_kind_check', sql`${t.creditKind} is null or ${t.creditKind} in ('refund', 'credit')`),
  ],
);
