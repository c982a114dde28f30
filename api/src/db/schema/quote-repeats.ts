import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, cascadeRef } from './columns';
import { leads } from './leads';

/**
 * A rider's repeat of a request already on a lead (the same phone and the same located trip within 14 days, ADR 0013):
 * counted on that lead, and given a status token of its own (issue 27, ADR 0046). That token opens the lead's
 * progress without the buyer's company, phone or stage, and without the first request's motorcycle: whoever knows a
 * rider's phone and trip never gets the first request's private link.
 */
export const quoteRepeats = pgTable(
  'quote_repeats',
  {
    id: id(),
    leadId: cascadeRef('lead_id', () => leads.id),
    statusToken: text('status_token').notNull(),
    /** The motorcycle as this request described it. */
    motorcycleMake: text('motorcycle_make').notNull(),
    motorcycleModel: text('motorcycle_model').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('quote_repeats_status_token_unique').on(t.statusToken), index('quote_repeats_lead_idx').on(t.leadId)],
);
