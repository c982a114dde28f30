import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { countUpTo, countUpToQuery } from '../../db/capped-count';
import type { Database } from '../../db/database';
import { leadPurchases, leads } from '../../db/schema';
import { insertQuoteOrMerge, newStatusToken } from './quote-merging';
import { leadForSale } from './for-sale';
import { LEAD_CREATED } from './lead-jobs';
import { sendJob, type Jobs } from '../platform/platform-context';
import {
  countInArea,
  countUnplaced,
  nearestAvailableQuery,
  samePointAvailableQuery,
  unplacedAvailableQuery,
  type NearCursor,
  type ServiceBase,
} from './available-by-distance';

export type NewLead = typeof leads.$inferInsert;
export type LeadRow = typeof leads.$inferSelect;
export type LeadForSale = Pick<LeadRow, 'id' | 'status' | 'isArchived'>;

/** Coordinates found for a location text; null when none were found. */
export type Placed = { latitude: number; longitude: number } | null;

/** The coordinates found for an edited pickup and drop-off (left out: not sent). */
export interface EditPlacement {
  pickup?: Placed;
  dropoff?: Placed;
}

/**
 * A coordinate of an edited location, in the UPDATE itself (its SET reads the row as it was): the one found when
 * the text sent differs from the stored text, else the stored one.
 */
const movedTo = (location: PgColumn, text: string, stored: PgColumn, found: number | undefined) =>
  sql`case when ${location} is distinct from ${text} then cast(${found ?? null} as double precision) else ${stored} end`;

/** A position in the available list: the exact created_at (microseconds, as text) and id of the last row shown. */
export interface AvailableCursor {
  createdAt: string;
  id: number;
}

/** The available, unarchived leads: the predicate of the partial index leads_available_keyset_idx. */
const listed = leadForSale;

/**
 * One keyset page of the available leads, newest first, without the leads the caller bought -- or, when
 * `callerId` is null, without any lead somebody bought, a page that is the same whoever asks (an index
 * scan of leads_available_keyset_idx; `limit + 1` rows tell whether a next page exists). A query builder,
 * so the bench can EXPLAIN exactly this query.
 */
export function availableLeadsQuery(db: Database, callerId: number | null, cursor: AvailableCursor | null, limit: number) {
  const after = cursor ? sql`and (${leads.createdAt}, ${leads.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})` : sql``;
  const boughtBy = callerId === null ? sql`` : sql`and ${leadPurchases.buyerId} = ${callerId}`;
  return db
    .select({
      lead: leads,
      cursorCreatedAt: sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(leads)
    .where(
      sql`${listed} ${after} and not exists (
        select 1 from ${leadPurchases} where ${leadPurchases.leadId} = ${leads.id} ${boughtBy})`,
    )
    .orderBy(sql`${leads.createdAt} desc nulls last`, sql`${leads.id} desc nulls last`)
    .limit(limit + 1);
}

/** How many leads are available, up to `cap + 1` (an index-only scan of the partial index when the visibility map allows). */
export const availableCountQuery = (db: Database, cap: number) => countUpToQuery(db, leads, listed, cap);

/** What a rider's quote stores (every field given, null when blank); the rest takes its column default. */
export type QuoteLead = Required<
  Pick<
    NewLead,
    | 'customerName'
    | 'customerPhone'
    | 'customerAddress'
    | 'motorcycleMake'
    | 'motorcycleModel'
    | 'canRollAndSteer'
    | 'pickupLocation'
    | 'dropoffLocation'
    | 'timeframe'
    | 'preferredPickupDate'
    | 'preferredDropoffDate'
    | 'isFlexibleDates'
    | 'specialRequests'
    | 'status'
    | 'price'
    | 'latitude'
    | 'longitude'
    | 'dropoffLatitude'
    | 'dropoffLongitude'
    | 'quoteAddressKey'
    | 'quoteUserId'
  >
>;

export function createLeadsRepository(db: Database, jobs: Jobs) {
  return {
    /**
     * Inserts a rider's quote with a new status token, or counts it on their lead for the same trip of the last 14 days
     * (quote-merging.ts), which keeps its own token; a new lead's job (lead-jobs.ts) is queued in the same transaction.
     */
    insertQuoteOrMerge: (lead: QuoteLead) =>
      db.transaction(async (tx) => {
        const stored = await insertQuoteOrMerge(tx, lead, newStatusToken());
        if (!stored.merged) await sendJob(jobs, tx, LEAD_CREATED, { leadId: stored.id });
        return stored;
      }),

    async findForSale(id: number): Promise<LeadForSale | null> {
      const [row] = await db.select({ id: leads.id, status: leads.status, isArchived: leads.isArchived }).from(leads).where(eq(leads.id, id));
      return row ?? null;
    },

    async find(id: number): Promise<LeadRow | null> {
      const [row] = await db.select().from(leads).where(eq(leads.id, id));
      return row ?? null;
    },

    listAvailable: (callerId: number | null, cursor: AvailableCursor | null, limit: number) => availableLeadsQuery(db, callerId, cursor, limit),
    /** Distance-ordered pages (available-by-distance.ts, ADR 0012). */
    listNearest: (base: ServiceBase, withinRadius: boolean, cursor: NearCursor | null, limit: number) =>
      nearestAvailableQuery(db, base, withinRadius, cursor, limit),
    listUnplaced: (cursor: AvailableCursor | null, limit: number) => unplacedAvailableQuery(db, cursor, limit),
    listAtPoint: (base: ServiceBase, withinRadius: boolean, at: { latitude: number; longitude: number }, cursor: NearCursor | null, limit: number) =>
      samePointAvailableQuery(db, base, withinRadius, at, cursor, limit),
    /** Counts up to `cap + 1` (db/capped-count.ts, ADR 0057). */
    countInArea: (base: ServiceBase, cap: number) => countInArea(db, base, cap),
    countUnplaced: (cap: number) => countUnplaced(db, cap),

    /**
     * How many leads are available, up to `cap + 1`. A bought lead is never available (the sale marks it sold in the
     * same transaction), so this needs no join with the purchases.
     */
    countAvailable: (cap: number) => countUpTo(db, leads, listed, cap),

    /**
     * A super admin's edit: writes exactly `values` (a field left out is never touched). A pickup or drop-off in
     * `values` that differs from the stored one takes the coordinates of `placement` (null: unplaced); sent again
     * unchanged, it keeps its coordinates. Null for an unknown lead.
     */
    async edit(id: number, values: Partial<NewLead>, placement: EditPlacement = {}): Promise<LeadRow | null> {
      const set: PgUpdateSetSource<typeof leads> = { ...values };
      if (values.pickupLocation != null && placement.pickup !== undefined) {
        set.latitude = movedTo(leads.pickupLocation, values.pickupLocation, leads.latitude, placement.pickup?.latitude);
        set.longitude = movedTo(leads.pickupLocation, values.pickupLocation, leads.longitude, placement.pickup?.longitude);
      }
      if (values.dropoffLocation != null && placement.dropoff !== undefined) {
        set.dropoffLatitude = movedTo(leads.dropoffLocation, values.dropoffLocation, leads.dropoffLatitude, placement.dropoff?.latitude);
        set.dropoffLongitude = movedTo(leads.dropoffLocation, values.dropoffLocation, leads.dropoffLongitude, placement.dropoff?.longitude);
      }
      if (Object.keys(set).length === 0) return this.find(id);
      const [row] = await db.update(leads).set(set).where(eq(leads.id, id)).returning();
      return row ?? null;
    },

    /** Archives an available lead (data kept); null when it is not available and unarchived. */
    async archiveAvailable(id: number): Promise<LeadRow | null> {
      const [row] = await db
        .update(leads)
        .set({ isArchived: true, archivedAt: new Date() })
        .where(and(eq(leads.id, id), leadForSale))
        .returning();
      return row ?? null;
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
