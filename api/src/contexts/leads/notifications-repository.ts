import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { SERVICE_RADII_KM } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { leads, users } from '../../db/schema';
import { leadForSale } from './for-sale';

/** The largest service radius a provider can choose: the box every covering base lies in. */
export const MAX_SERVICE_RADIUS_KM = Math.max(...SERVICE_RADII_KM);

/**
 * Of the users `userIds`, those whose service area covers the point (`geo_km` from their base within their
 * radius), plus those without a service location (ADR 0012). Read for every new lead, so an area changed
 * through any process counts at once. Two parts, so the covering test runs only on the bases the GiST index
 * users_service_geo_idx finds within the largest radius, not on every connected user's row.
 */
export function usersCoveringQuery(db: Database, userIds: number[], latitude: number, longitude: number) {
  const base = sql`geo_point(${users.serviceLatitude}, ${users.serviceLongitude})`;
  const point = sql`geo_point(${latitude}::float8, ${longitude}::float8)`;
  const among = sql`${users.id} = any(${`{${userIds.join(',')}}`}::int[])`;
  return db
    .select({ id: users.id })
    .from(users)
    .where(sql`${base} <@ cube_enlarge(${point}, ${MAX_SERVICE_RADIUS_KM}::float8, 3) and geo_km(${base}, ${point}) <= ${users.serviceRadius} and ${among}`)
    .unionAll(
      db
        .select({ id: users.id })
        .from(users)
        .where(sql`(${users.serviceLatitude} is null or ${users.serviceLongitude} is null) and ${among}`),
    );
}

/**
 * Every active provider whose service area covers the point (the GiST index users_service_geo_idx narrows to
 * the bases within the largest radius, then the exact test): the matching the bench measures over 10,000 areas.
 */
export function providersCoveringQuery(db: Database, latitude: number, longitude: number) {
  const base = sql`geo_point(${users.serviceLatitude}, ${users.serviceLongitude})`;
  const point = sql`geo_point(${latitude}::float8, ${longitude}::float8)`;
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${users.userType} = 'provider' and ${users.isActive}
        and ${base} <@ cube_enlarge(${point}, ${MAX_SERVICE_RADIUS_KM}::float8, 3) and geo_km(${base}, ${point}) <= ${users.serviceRadius}`,
    );
}

/** The columns a notification is built from (no phone, email or address: events never carry them). */
const eventColumns = {
  id: leads.id,
  jobReference: leads.jobReference,
  customerName: leads.customerName,
  motorcycleMake: leads.motorcycleMake,
  motorcycleModel: leads.motorcycleModel,
  motorcycleYear: leads.motorcycleYear,
  preferredLocation: leads.preferredLocation,
  urgency: leads.urgency,
  pickupLocation: leads.pickupLocation,
  dropoffLocation: leads.dropoffLocation,
  createdAt: leads.createdAt,
  /** The pickup's place, for choosing who is alerted (never sent). */
  latitude: leads.latitude,
  longitude: leads.longitude,
};

/** A rider's quote still on offer: available, not archived, not a provider's manual CRM entry. */
const onOffer = and(leadForSale, isNull(leads.createdById));

export function createNotificationsRepository(db: Database) {
  return {
    /** Of `userIds`, who is alerted of a lead picked up at the point (see usersCoveringQuery). */
    async usersCovering(userIds: number[], latitude: number, longitude: number): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await usersCoveringQuery(db, userIds, latitude, longitude);
      return new Set(rows.map((row) => row.id));
    },

    async findLeadEvent(leadId: number) {
      const [row] = await db.select(eventColumns).from(leads).where(and(eq(leads.id, leadId), onOffer));
      return row ?? null;
    },

    /** The leads created after `afterId` within the last `maxAgeHours`, oldest first, at most `limit`. */
    async findLeadEventsAfter(afterId: number, { limit, maxAgeHours }: { limit: number; maxAgeHours: number }) {
      const since = new Date(Date.now() - maxAgeHours * 3_600_000);
      return db
        .select(eventColumns)
        .from(leads)
        .where(and(gt(leads.id, afterId), onOffer, gt(leads.createdAt, since)))
        .orderBy(asc(leads.id))
        .limit(limit);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

export type LeadEventRow = NonNullable<Awaited<ReturnType<NotificationsRepository['findLeadEvent']>>>;
