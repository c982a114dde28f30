import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SalesStage } from '@motohaul/contracts';
import { id, money, timestamptz, updatedAt, cascadeRef } from './columns';
import { discountCodes } from './discount-codes';
import { leads } from './leads';
import { users } from './users';

/** Lead purchase (spec §3): one record per sale; the unique lead_id makes a sale happen exactly once. */
export const leadPurchases = pgTable(
  'lead_purchases',
  {
    id: id(),
    leadId: cascadeRef('lead_id', () => leads.id),
    buyerId: cascadeRef('buyer_id', () => users.id),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email'),
    buyerPhone: text('buyer_phone'),
    buyerCompany: text('buyer_company'),
    /** The buyer's address key when they bought it in a request of their own (null: a webhook's), ADR 0080. */
    buyerAddressKey: text('buyer_address_key'),
    amountPaid: money('amount_paid').notNull(),
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** Stripe PaymentIntent id; unique so a verified payment records one purchase only. */
    paymentIntentId: text('payment_intent_id'),
    salesStage: text('sales_stage').$type<SalesStage>().notNull().default('purchased'),
    salesNotes: text('sales_notes'),
    customerPaymentAmount: money('customer_payment_amount'),
    calledAt: timestamptz('called_at'),
    bookedInAt: timestamptz('booked_in_at'),
    safetyCheckPassedAt: timestamptz('safety_check_passed_at'),
    invoicePaidAt: timestamptz('invoice_paid_at'),
    finalisedAt: timestamptz('finalised_at'),
    declinedAt: timestamptz('declined_at'),
    purchasedAt: timestamptz('purchased_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
    isArchived: boolean('is_archived').notNull().default(false),
    archivedAt: timestamptz('archived_at'),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    originalPrice: money('original_price'),
    discountAmount: money('discount_amount'),
    /** Credit from the buyer's balance (provider_credits) spent on this purchase; amountPaid is what was charged on top. */
    creditApplied: money('credit_applied'),
  },
  (t) => [
    uniqueIndex('lead_purchases_lead_unique').on(t.leadId),
    uniqueIndex('lead_purchases_payment_intent_unique').on(t.paymentIntentId),
    /** Performance per month (issue 15): a buyer's purchases over a date range, read without touching the heap. */
    index('lead_purchases_buyer_purchased_idx').on(t.buyerId, t.purchasedAt, t.amountPaid),
    /**
     * A buyer's purchases in the pipeline's order (purchase date, then id) with their lead (ADR 0069): the pipeline's
     * pages, the export's keyset pages and Purchase History sorted by a lead's column read the buyer's purchases
     * without the heap, and the planner does not scan the whole table in parallel instead. It replaces
     * lead_purchases_buyer_idx (buyer_id, purchased_at), its prefix.
     */
    index('lead_purchases_buyer_pipeline_idx').on(t.buyerId, t.purchasedAt, t.id, t.leadId),
    /**
     * The admin Overview's months (ADR 0064): the month in Sydney, an immutable expression, so ANALYZE counts its few
     * distinct values and the planner groups 200,000 purchases in a hash instead of sorting them.
     */
    index('lead_purchases_sydney_month_idx').on(sql`date_trunc('month', ${t.purchasedAt} at time zone 'Australia/Sydney')`),
  ],
);
