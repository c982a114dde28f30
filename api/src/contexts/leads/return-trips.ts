import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { RETURN_TRIP_LIMITS, TOO_MANY_TRIPS_MESSAGE, tripFitLabel, type ReturnTrip, type TripFit } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { leads, returnTrips, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { leadForSale } from './for-sale';
import { NEAR_END_KM, tripFits, type LeadTrip, type TripRoute } from './trip-fit';

// A provider's return trips (issue 47 item 4, ADR 0083): stored, listed, deleted, and the leads for sale that fit them.

export type TripRow = typeof returnTrips.$inferSelect;
export type NewTrip = Omit<typeof returnTrips.$inferInsert, 'id' | 'providerId' | 'createdAt'>;

/** The leads near one trip's end read at most: a trip's fits are marked among these. */
const CANDIDATES_PER_TRIP = 500;

/** A stored trip as the fit test reads it. */
export const routeOf = (trip: Pick<TripRow, 'fromLatitude' | 'fromLongitude' | 'toLatitude' | 'toLongitude' | 'startDate' | 'endDate'>): TripRoute => ({
  from: { latitude: trip.fromLatitude, longitude: trip.fromLongitude },
  to: { latitude: trip.toLatitude, longitude: trip.toLongitude },
  startDate: trip.startDate,
  endDate: trip.endDate,
});

/** The lead columns the fit test reads. */
export const LEAD_TRIP_COLUMNS = {
  id: leads.id,
  latitude: leads.latitude,
  longitude: leads.longitude,
  dropoffLatitude: leads.dropoffLatitude,
  dropoffLongitude: leads.dropoffLongitude,
  preferredPickupDate: leads.preferredPickupDate,
  preferredDropoffDate: leads.preferredDropoffDate,
  isFlexibleDates: leads.isFlexibleDates,
  timeframe: leads.timeframe,
  createdAt: leads.createdAt,
};

type LeadTripRow = Pick<typeof leads.$inferSelect, keyof typeof LEAD_TRIP_COLUMNS>;

export const leadTripOf = (row: LeadTripRow): LeadTrip => ({
  pickup: row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
  dropoff: row.dropoffLatitude === null || row.dropoffLongitude === null ? null : { latitude: row.dropoffLatitude, longitude: row.dropoffLongitude },
  preferredPickupDate: row.preferredPickupDate,
  preferredDropoffDate: row.preferredDropoffDate,
  isFlexibleDates: row.isFlexibleDates,
  timeframe: row.timeframe,
  createdAt: row.createdAt,
});

/** The provider's trips not yet ended on `today` (a Sydney day), soonest first. */
export function upcomingTrips(db: Database, ownerId: number, today: string): Promise<TripRow[]> {
  return db
    .select()
    .from(returnTrips)
    .where(and(eq(returnTrips.providerId, ownerId), gte(returnTrips.endDate, today)))
    .orderBy(asc(returnTrips.startDate), asc(returnTrips.id));
}

/**
 * Stores a trip of the provider; 409 when they have RETURN_TRIP_LIMITS.maxTrips upcoming already. Their user row is
 * locked while counting, so two requests at once cannot both take the last place.
 */
export async function addTrip(db: Database, ownerId: number, trip: NewTrip, today: string): Promise<TripRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const [{ upcoming } = { upcoming: 0 }] = await tx
      .select({ upcoming: sql<number>`count(*)::int` })
      .from(returnTrips)
      .where(and(eq(returnTrips.providerId, ownerId), gte(returnTrips.endDate, today)));
    if (upcoming >= RETURN_TRIP_LIMITS.maxTrips) throw new AppError(409, TOO_MANY_TRIPS_MESSAGE);
    const [row] = await tx.insert(returnTrips).values({ ...trip, providerId: ownerId }).returning();
    return row!;
  });
}

/** Deletes the provider's trip; false when they have no such trip. */
export async function deleteTrip(db: Database, ownerId: number, tripId: number): Promise<boolean> {
  const rows = await db
    .delete(returnTrips)
    .where(and(eq(returnTrips.id, tripId), eq(returnTrips.providerId, ownerId)))
    .returning({ id: returnTrips.id });
  return rows.length > 0;
}

/** The leads for sale dropped off within NEAR_END_KM of the trip's end (the GiST index on drop-offs, then the exact km). */
function leadsEndingNear(db: Database, trip: TripRow) {
  const end = sql`geo_point(${trip.toLatitude}::float8, ${trip.toLongitude}::float8)`;
  const dropoff = sql`geo_point(${leads.dropoffLatitude}, ${leads.dropoffLongitude})`;
  return db
    .select(LEAD_TRIP_COLUMNS)
    .from(leads)
    .where(
      and(
        leadForSale,
        sql`${leads.dropoffLatitude} is not null and ${leads.dropoffLongitude} is not null and ${leads.latitude} is not null and ${leads.longitude} is not null`,
        sql`${dropoff} <@ cube_enlarge(${end}, ${NEAR_END_KM}::float8, 3) and geo_km(${dropoff}, ${end}) <= ${NEAR_END_KM}`,
      ),
    )
    .orderBy(asc(leads.id))
    .limit(CANDIDATES_PER_TRIP);
}

/**
 * The leads for sale that fit the trips, each lead once (under the soonest trip it fits), and how many fit each trip.
 */
export async function fitsOfTrips(db: Database, trips: readonly TripRow[]): Promise<{ fits: TripFit[]; perTrip: Map<number, number> }> {
  const fits = new Map<number, TripFit>();
  const perTrip = new Map<number, number>();
  for (const trip of trips) {
    const route = routeOf(trip);
    const fitting = (await leadsEndingNear(db, trip)).filter((row) => tripFits(route, leadTripOf(row)));
    perTrip.set(trip.id, fitting.length);
    for (const row of fitting) if (!fits.has(row.id)) fits.set(row.id, { leadId: row.id, tripId: trip.id, label: tripFitLabel(trip) });
  }
  return { fits: [...fits.values()], perTrip };
}

/** A stored trip as the API answers it. */
export const toReturnTrip = (row: TripRow, fittingLeads: number | null): ReturnTrip => ({
  id: row.id,
  fromLocation: row.fromLocation,
  toLocation: row.toLocation,
  fromPlace: row.fromPlace,
  toPlace: row.toPlace,
  startDate: row.startDate,
  endDate: row.endDate,
  freeSpaces: row.freeSpaces,
  fittingLeads,
});
