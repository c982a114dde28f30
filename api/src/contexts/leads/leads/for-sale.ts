import { sql } from 'drizzle-orm';
import { leads } from '../../../db/schema';

/**
 * THE rule of a lead for sale: available (nobody bought it) and not archived. Written with literals, not
 * parameters, so the planner matches it to the partial indexes built on the same predicate
 * (leads_available_keyset_idx, leads_available_pickup_geo_idx in db/schema/leads.ts). Every query that lists,
 * counts, announces or sells leads uses it.
 */
export const leadForSale = sql`(${leads.status} = 'available' and ${leads.isArchived} = false)`;

/** The same rule for a lead already read. */
export const isForSale = (lead: { status: string; isArchived: boolean }) => lead.status === 'available' && !lead.isArchived;
