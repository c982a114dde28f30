import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { leads } from '../../db/schema';
import { sendJob, type Jobs } from '../platform/platform-context';

/**
 * THE rule of a lead for sale: available (nobody bought it) and not archived. Written with literals, not
 * parameters, so the planner matches it to the partial indexes built on the same predicate
 * (leads_available_keyset_idx, leads_available_pickup_geo_idx in db/schema/leads.ts). Every query that lists,
 * counts, announces or sells leads uses it.
 */
export const leadForSale = sql`(${leads.status} = 'available' and ${leads.isArchived} = false)`;

/** The job that tells the streams and the devices of a sale (lead-jobs.ts). */
export const LEAD_SOLD = 'lead-sold';

/**
 * Sells a lead in the caller's transaction (the sales context's, with the purchase insert: exactly once): it turns
 * from for sale to sold only if it still is for sale, and the job announcing the sale is queued with it (ADR 0074).
 * False when it was not for sale.
 */
export async function sellLead(tx: Transaction, jobs: Jobs, leadId: number): Promise<boolean> {
  const sold = await tx.update(leads).set({ status: 'sold' }).where(and(eq(leads.id, leadId), leadForSale)).returning({ id: leads.id });
  if (sold.length === 0) return false;
  await sendJob(jobs, tx, LEAD_SOLD, { leadId });
  return true;
}
