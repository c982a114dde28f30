import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, money, cascadeRef } from './columns';
import { leadClaims } from './lead-claims';
import { leadPurchases } from './lead-purchases';
import { users } from './users';

/**
 * A provider's credit ledger (issue 15): a positive row grants a credit (an approved claim that was not a card
 * payment; at most one per claim), a negative row spends it on a purchase (at most one per purchase). The balance is
 * the sum; a purchase locks the provider's user row before spending, so a credit is never applied twice.
 */
export const providerCredits = pgTable(
  'provider_credits',
  {
    id: id(),
    providerId: cascadeRef('provider_id', () => users.id),
    amount: money('amount').notNull(),
    claimId: integer('claim_id').references(() => leadClaims.id, { onDelete: 'set null' }),
    purchaseId: integer('purchase_id').references(() => leadPurchases.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('provider_credits_provider_idx').on(t.providerId),
    uniqueIndex('provider_credits_claim_unique').on(t.claimId),
    uniqueIndex('provider_credits_purchase_unique').on(t.purchaseId),
    check('provider_credits_amount_check', sql`${t.amount} <> 0`),
  ],
);
