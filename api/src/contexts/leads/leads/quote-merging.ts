import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { leads } from '../../../db/schema';
import type { NewLead } from './leads-repository';

// No double-dipping riders (issue 14, ADR 0013): a second quote request with the same phone and the same
// trip within 14 days is the same job. It is not put up for sale again; the first lead counts it instead.

/** How long a rider's lead absorbs a repeat of the same request. */
export const DUPLICATE_WINDOW_DAYS = 14;

/** A location as compared for sameness: lower-case, every run of punctuation and spaces one space, trimmed. */
export const normalisedPlace = (value: SQL | string) => sql`btrim(regexp_replace(lower(${value}), '[^a-z0-9]+', ' ', 'g'))`;

export interface StoredQuote {
  id: number;
  jobReference: string;
  status: (typeof leads.$inferSelect)['status'];
  /** The rider's status link's token: the new lead's, or the earlier lead's when merged (ADR 0033). */
  statusToken: string;
  /** True when the request was attached to an earlier lead instead of creating one. */
  merged: boolean;
}

/**
 * Stores a rider's quote as a lead with `statusToken` (its rider's status link), or, when the same rider (the normalised E.164 phone) asked for the
 * same trip (normalised pickup and drop-off text) in the last 14 days, counts it on that earlier lead:
 * merged_requests + 1 and last_merged_at. Only riders' leads (created_by_id null) that are not archived
 * count; a sold lead still absorbs the repeat, as it is the same job, and answers its own status token (one made
 * before status links existed gets `statusToken` now). Race-safe: a transaction-scoped
 * advisory lock on the phone serialises two identical requests, so the second sees the first's lead.
 */
export function insertQuoteOrMerge(db: Database, lead: NewLead, statusToken: string) {
  return db.transaction(async (tx): Promise<StoredQuote> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lead.customerPhone}))`);
    const [first] = await tx
      .select({ id: leads.id, jobReference: leads.jobReference, status: leads.status })
      .from(leads)
      .where(
        and(
          eq(leads.customerPhone, lead.customerPhone),
          gt(leads.createdAt, sql`now() - make_interval(days => ${DUPLICATE_WINDOW_DAYS})`),
          isNull(leads.createdById),
          eq(leads.isArchived, false),
          sql`${normalisedPlace(sql`${leads.pickupLocation}`)} = ${normalisedPlace(lead.pickupLocation ?? '')}`,
          sql`${normalisedPlace(sql`${leads.dropoffLocation}`)} = ${normalisedPlace(lead.dropoffLocation ?? '')}`,
        ),
      )
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(1);
    if (first) {
      const [merged] = await tx
        .update(leads)
        .set({
          mergedRequests: sql`${leads.mergedRequests} + 1`,
          lastMergedAt: sql`now()`,
          statusToken: sql`coalesce(${leads.statusToken}, ${statusToken})`,
        })
        .where(eq(leads.id, first.id))
        .returning({ statusToken: leads.statusToken });
      return { ...first, statusToken: merged!.statusToken!, merged: true };
    }
    const [created] = await tx
      .insert(leads)
      .values({ ...lead, statusToken })
      .returning({ id: leads.id, jobReference: leads.jobReference, status: leads.status });
    if (!created) throw new Error('Lead insert returned no row');
    return { ...created, statusToken, merged: false };
  });
}
