import { check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, timestamptz, updatedAt, cascadeRef } from './columns';
import { leads } from './leads';
import { users } from './users';

/**
 * A rider's review of the provider who bought their request (issue 28 item 5, ADR 0056): one per lead (the unique
 * lead_id), written only with the lead's own status token once the buyer moved it to delivered or later, changeable
 * for 7 days from created_at. The comment is stored masked (contact details, as in a lead's free text). The provider
 * may reply once; an admin may hide it with a reason (audited), after which the public no longer sees it.
 */
export const providerReviews = pgTable(
  'provider_reviews',
  {
    id: id(),
    leadId: cascadeRef('lead_id', () => leads.id),
    /** The buyer of the lead when the review was first written. */
    providerId: cascadeRef('provider_id', () => users.id),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    reply: text('reply'),
    repliedAt: timestamptz('replied_at'),
    hiddenAt: timestamptz('hidden_at'),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    uniqueIndex('provider_reviews_lead_unique').on(t.leadId),
    /** A provider's latest reviews (the directory, the dashboard). */
    index('provider_reviews_provider_idx').on(t.providerId, t.createdAt.desc().nullsFirst()),
    check('provider_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
