import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  TRIP_CLOCK_SLACK_MS,
  TRIP_MAX_HOURS,
  TRIP_MIN_GAP_SECONDS,
  TRIP_STAGES,
  arrivalMinutes,
  greatCircleKm,
  type RiderTracking,
  type SalesStage,
  type TripPosition,
  type TripState,
  type tripPositionSchema,
} from '@motohaul/contracts';
import type { InferOutput } from 'valibot';
import type { Database, Transaction } from '../../db/database';
import { leadPurchases, leads, tripPositions, trips } from '../../db/schema';
import { AppError, found } from '../../http/app-error';
import { tooManyRequests } from '../../http/rate-limit';

// Live tracking (issue 47 item 2, ADR 0084). A trip belongs to a purchase; only the purchase's owner (and their team)
// reach it, through the owner id in every query: anyone else's request finds nothing (404). The rider sees the last
// position by their status token only (quote-status.ts), and only while the trip shares.

export const TRIP_NOT_FOUND = 'Purchase not found';
export const NOT_ON_THE_ROAD = 'A trip can be started once the job is Booked In (and before it is Delivered)';
export const TRIP_NOT_SHARING = 'This trip is not sharing its position: start the trip again';
export const RECORDED_IN_FUTURE = 'recordedAt is in the future: check the phone clock';
export const RECORDED_BEFORE_TRIP = 'recordedAt is before the trip started';

type PositionInput = InferOutput<typeof tripPositionSchema>;

/** Sharing: started, not stopped, not past its end (the database's clock). */
const sharingNow = sql<boolean>`(${trips.stoppedAt} is null and ${trips.endsAt} > now())`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The trip row's last position, null before the first. */
function lastPositionOf(row: {
  lastLatitude: number | null;
  lastLongitude: number | null;
  lastAccuracyM: number | null;
  lastRecordedAt: Date | null;
}): TripPosition | null {
  if (row.lastLatitude === null || row.lastLongitude === null || row.lastRecordedAt === null) return null;
  return { latitude: row.lastLatitude, longitude: row.lastLongitude, accuracyM: row.lastAccuracyM ?? 0, recordedAt: row.lastRecordedAt.toISOString() };
}

/** The owner's purchase (not archived) with its lead's reference and drop-off, null if not theirs. */
async function ownedPurchase(db: Database | Transaction, ownerId: number, purchaseId: number) {
  const [row] = await db
    .select({ id: leadPurchases.id, stage: leadPurchases.salesStage, jobReference: leads.jobReference, dropoffLocation: leads.dropoffLocation })
    .from(leadPurchases)
    .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
    .where(and(eq(leadPurchases.id, purchaseId), eq(leadPurchases.buyerId, ownerId), eq(leadPurchases.isArchived, false)));
  return row ?? null;
}

/** The trip page's state of an owner's purchase; throws 404 when the purchase is not theirs. */
export async function tripState(db: Database, ownerId: number, purchaseId: number): Promise<TripState> {
  const purchase = found(await ownedPurchase(db, ownerId, purchaseId), TRIP_NOT_FOUND);
  const [trip] = await db.select({ row: trips, sharing: sharingNow }).from(trips).where(eq(trips.purchaseId, purchaseId));
  const onTheRoad = TRIP_STAGES.includes(purchase.stage);
  return {
    purchaseId,
    jobReference: purchase.jobReference,
    stage: purchase.stage,
    sharing: Boolean(trip?.sharing) && onTheRoad,
    startedAt: iso(trip?.row.startedAt ?? null),
    endsAt: iso(trip?.row.endsAt ?? null),
    stoppedAt: iso(trip?.row.stoppedAt ?? null),
    lastPosition: trip ? lastPositionOf(trip.row) : null,
    dropoffLocation: purchase.dropoffLocation,
  };
}

/**
 * 'Start trip': the purchase must be Booked In, Picked Up or In Transit. A trip starts (again) from now for
 * TRIP_MAX_HOURS, with no position yet: an earlier trip's last position and trail are gone. Booked In moves to In Transit.
 */
export async function startTrip(db: Database, ownerId: number, purchaseId: number): Promise<TripState> {
  await db.transaction(async (tx) => {
    const purchase = found(await ownedPurchase(tx, ownerId, purchaseId), TRIP_NOT_FOUND);
    if (!TRIP_STAGES.includes(purchase.stage)) throw new AppError(409, NOT_ON_THE_ROAD);
    const fresh = {
      startedAt: sql`now()`,
      endsAt: sql`now() + ${TRIP_MAX_HOURS} * interval '1 hour'`,
      stoppedAt: null,
      lastLatitude: null,
      lastLongitude: null,
      lastAccuracyM: null,
      lastRecordedAt: null,
      lastReceivedAt: null,
    };
    await tx.delete(tripPositions).where(eq(tripPositions.purchaseId, purchaseId));
    await tx.insert(trips).values({ purchaseId, ...fresh }).onConflictDoUpdate({ target: trips.purchaseId, set: fresh });
    if (purchase.stage === 'booked_in') {
      await tx.update(leadPurchases).set({ salesStage: 'in_transit', updatedAt: new Date() }).where(eq(leadPurchases.id, purchaseId));
    }
  });
  return tripState(db, ownerId, purchaseId);
}

/**
 * One position from the trip page. Refused: a purchase not the caller's (404), a trip not sharing (409: stopped,
 * delivered, or TRIP_MAX_HOURS after it started), a time in the future or before the trip (400), and a second position
 * within TRIP_MIN_GAP_SECONDS of the last (429 with Retry-After). The check and the write are one conditional update.
 */
export async function recordPosition(db: Database, ownerId: number, purchaseId: number, position: PositionInput, now = new Date()): Promise<TripState> {
  const recordedAt = new Date(position.recordedAt);
  if (recordedAt.getTime() > now.getTime() + TRIP_CLOCK_SLACK_MS) throw new AppError(400, RECORDED_IN_FUTURE, { recordedAt: [RECORDED_IN_FUTURE] });
  const purchase = found(await ownedPurchase(db, ownerId, purchaseId), TRIP_NOT_FOUND);
  const [trip] = await db.select({ row: trips, sharing: sharingNow }).from(trips).where(eq(trips.purchaseId, purchaseId));
  if (!trip?.sharing || !TRIP_STAGES.includes(purchase.stage)) throw new AppError(409, TRIP_NOT_SHARING);
  // A phone's clock may run behind the server's by as much as it may run ahead.
  if (recordedAt.getTime() < trip.row.startedAt.getTime() - TRIP_CLOCK_SLACK_MS) throw new AppError(400, RECORDED_BEFORE_TRIP, { recordedAt: [RECORDED_BEFORE_TRIP] });

  const written = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(trips)
      .set({
        lastLatitude: position.latitude,
        lastLongitude: position.longitude,
        lastAccuracyM: position.accuracyM,
        lastRecordedAt: recordedAt,
        lastReceivedAt: sql`now()`,
      })
      .where(
        and(
          eq(trips.purchaseId, purchaseId),
          sharingNow,
          sql`(${trips.lastReceivedAt} is null or ${trips.lastReceivedAt} <= now() - ${TRIP_MIN_GAP_SECONDS} * interval '1 second')`,
        ),
      )
      .returning({ purchaseId: trips.purchaseId });
    if (!row) return false;
    await tx.insert(tripPositions).values({ purchaseId, latitude: position.latitude, longitude: position.longitude, accuracyM: position.accuracyM, recordedAt });
    return true;
  });
  if (!written) {
    const [last] = await db
      .select({ wait: sql<number>`ceil(extract(epoch from (${trips.lastReceivedAt} + ${TRIP_MIN_GAP_SECONDS} * interval '1 second' - now())))::int` })
      .from(trips)
      .where(eq(trips.purchaseId, purchaseId));
    throw tooManyRequests(Math.max(1, last?.wait ?? TRIP_MIN_GAP_SECONDS));
  }
  return tripState(db, ownerId, purchaseId);
}

/** Ends a trip: it stops sharing and its trail is deleted; only the last position stays on the trip row. */
export async function endTrip(db: Database | Transaction, purchaseId: number): Promise<void> {
  await db.update(trips).set({ stoppedAt: sql`coalesce(${trips.stoppedAt}, now())` }).where(eq(trips.purchaseId, purchaseId));
  await db.delete(tripPositions).where(eq(tripPositions.purchaseId, purchaseId));
}

/** 'Stop sharing': the owner's trip ends (the stage stays as it is). */
export async function stopTrip(db: Database, ownerId: number, purchaseId: number): Promise<TripState> {
  if (!(await ownedPurchase(db, ownerId, purchaseId))) throw new AppError(404, TRIP_NOT_FOUND);
  await db.transaction((tx) => endTrip(tx, purchaseId));
  return tripState(db, ownerId, purchaseId);
}

/** A move to a stage off the road (Delivered or any other) ends the purchase's trip: called in the stage's update. */
export async function endTripOffTheRoad(db: Database | Transaction, purchaseId: number, stage: SalesStage): Promise<void> {
  if (!TRIP_STAGES.includes(stage)) await endTrip(db, purchaseId);
}

/**
 * The trips past TRIP_MAX_HOURS: each is stopped and its trail deleted (the trip-expiry job, every 10 minutes).
 * Answers how many ended. Sharing already stops at endsAt when read; this removes what they kept.
 */
export async function expireTrips(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(trips)
      .set({ stoppedAt: trips.endsAt })
      .where(and(sql`${trips.stoppedAt} is null`, lt(trips.endsAt, sql`now()`)))
      .returning({ purchaseId: trips.purchaseId });
    const endedIds = ended.map((row) => row.purchaseId);
    if (endedIds.length > 0) await tx.delete(tripPositions).where(inArray(tripPositions.purchaseId, endedIds));
    return endedIds.length;
  });
}

/**
 * What the rider's status page shows of the purchase's trip: the last position, the straight-line distance to the
 * drop-off and the estimated minutes to arrival; null unless the trip shares, has a position and is on the road.
 */
export async function riderTracking(db: Database, purchaseId: number, stage: SalesStage, dropoff: { latitude: number | null; longitude: number | null }): Promise<RiderTracking | null> {
  if (!TRIP_STAGES.includes(stage)) return null;
  const [trip] = await db.select({ row: trips, sharing: sharingNow }).from(trips).where(eq(trips.purchaseId, purchaseId));
  const position = trip?.sharing ? lastPositionOf(trip.row) : null;
  if (!position) return null;
  const place = dropoff.latitude !== null && dropoff.longitude !== null ? { latitude: dropoff.latitude, longitude: dropoff.longitude } : null;
  const km = place ? greatCircleKm(position, place) : null;
  return { position, dropoff: place, distanceKm: km === null ? null : Math.round(km), arrivalMinutes: km === null ? null : arrivalMinutes(km) };
}
