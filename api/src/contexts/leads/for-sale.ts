import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leads } from '../../db/schema';

/**
 * THE rule of a lead for sale: available (nobody bought it) and not archived. Written with literals, not
 * parameters, so the planner matches it to the partial indexes built on the same predicate
 * (leads_available_keyset_idx, leads_available_pickup_geo_idx in db/schema/leads.ts). Every query that lists,
 * counts, announces or sells leads uses it.
 */
export const leadForSale = sql`(${leads.status} = 'available' and ${leads.isArchived} = false)`;

/**
 * Sells a lead in the caller's transaction (the sales context's, with the purchase insert: exactly once): it turns
 * from for sale to sold only if it still is for sale. False when it was not.
 */
export async function sellLead(tx: Pick<Database, 'update'>, leadId: number): Promise<boolean> {
  const sold = await tx.update(leads).set({ status: 'sold' }).where(and(eq(leads.id, leadId), leadForSale)).returning({ id: leads.id });
  return sold.length > 0;
}
