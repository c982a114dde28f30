import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { money, timestamptz, cascadeRef } from './columns';
import { leadPurchases } from './lead-purchases';
import { users } from './users';

/**
 * The price guide's figures (issue 47 item 1): one row per delivered job whose provider recorded what the rider paid,
 * with the trip's great-circle km and the states it ran between. Written by a job after the provider's stage update;
 * read by the rider's price guide in one index-only range scan on distance.
 */
export const priceGuideSamples = pgTable(
  'price_guide_samples',
  {
    purchaseId: integer('purchase_id')
      .primaryKey()
      .references(() => leadPurchases.id, { onDelete: 'cascade' }),
    /** The lead's owner who recorded the payment: the guide needs several of them, so no one's price can be read. */
    providerId: cascadeRef('provider_id', () => users.id),
    distanceKm: integer('distance_km').notNull(),
    pickupState: text('pickup_state'),
    dropoffState: text('dropoff_state'),
    amount: money('amount').notNull(),
    deliveredAt: timestamptz('delivered_at').notNull(),
  },
  (t) => [
    /** Everything the guide reads, in the index: a distance range, the last 12 months, then the aggregates. */
    index('price_guide_samples_distance_idx').on(t.distanceKm, t.deliveredAt, t.amount, t.providerId, t.pickupState, t.dropoffState),
  ],
);
