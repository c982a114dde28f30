import { EARTH_RADIUS_KM, greatCircleKm, radians, todayInSydney, type GeoPoint } from '@motohaul/contracts';

// When a lead fits a provider's return trip (issue 47 item 4, ADR 0083). The places are points (a locality's centre);
// "the way" is the great-circle segment from the trip's start to its end, a fair stand-in for the highway between two
// towns at the distances a trip covers in Australia.

/** A pickup this close to the trip's start fits wherever it lies. */
export const NEAR_START_KM = 50;
/** A pickup this close to the way (start to end), before the drop-off along it, fits. */
export const ALONG_THE_WAY_KM = 30;
/** The drop-off must be this close to the trip's end. */
export const NEAR_END_KM = 50;
/** A rider with flexible dates takes a pickup this many days either side of their dates. */
export const FLEXIBLE_DAYS = 3;
/** Without dates, the days after the request that the rider's timeframe covers ('just looking': a month). */
export const TIMEFRAME_DAYS: Record<string, number> = { asap: 3, this_week: 7, this_month: 31, just_pricing: 31 };
const UNKNOWN_TIMEFRAME_DAYS = 31;

function bearing(from: GeoPoint, to: GeoPoint): number {
  const [φ1, φ2, Δλ] = [radians(from.latitude), radians(to.latitude), radians(to.longitude - from.longitude)];
  return Math.atan2(Math.sin(Δλ) * Math.cos(φ2), Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ));
}

/**
 * Where `point` lies against the great circle from `start` towards `end`: `acrossKm` its distance from that circle,
 * `alongKm` how far along from `start` its nearest point is (negative: behind the start).
 */
export function alongTheWay(start: GeoPoint, end: GeoPoint, point: GeoPoint): { acrossKm: number; alongKm: number } {
  const δ = greatCircleKm(start, point) / EARTH_RADIUS_KM;
  const turn = bearing(start, point) - bearing(start, end);
  const across = Math.asin(Math.max(-1, Math.min(1, Math.sin(δ) * Math.sin(turn))));
  const along = Math.acos(Math.max(-1, Math.min(1, Math.cos(δ) / Math.cos(across)))) * EARTH_RADIUS_KM;
  return { acrossKm: Math.abs(across) * EARTH_RADIUS_KM, alongKm: Math.cos(turn) < 0 ? -along : along };
}

export interface TripRoute {
  from: GeoPoint;
  to: GeoPoint;
  startDate: string;
  endDate: string;
}

export interface LeadTrip {
  pickup: GeoPoint | null;
  dropoff: GeoPoint | null;
  preferredPickupDate: string | null;
  preferredDropoffDate: string | null;
  isFlexibleDates: boolean;
  timeframe: string | null;
  createdAt: Date;
}

/**
 * Whether the lead's places fit the route: the drop-off within NEAR_END_KM of the end, and the pickup within
 * NEAR_START_KM of the start, or within ALONG_THE_WAY_KM of the way, past the start and not past the drop-off (the
 * bike only ever travels towards the end).
 */
export function placesFit(route: Pick<TripRoute, 'from' | 'to'>, pickup: GeoPoint, dropoff: GeoPoint): boolean {
  if (greatCircleKm(dropoff, route.to) > NEAR_END_KM) return false;
  if (greatCircleKm(pickup, route.from) <= NEAR_START_KM) return true;
  const length = greatCircleKm(route.from, route.to);
  const at = alongTheWay(route.from, route.to, pickup);
  const dropoffAlong = alongTheWay(route.from, route.to, dropoff).alongKm;
  return at.acrossKm <= ALONG_THE_WAY_KM && at.alongKm >= 0 && at.alongKm <= Math.min(length, dropoffAlong);
}

/** The day `days` after `day` (YYYY-MM-DD). */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The days the rider wants the bike moved: their preferred pickup to drop-off dates, or without dates the days their
 * timeframe covers from the day they asked (Sydney); widened by FLEXIBLE_DAYS when their dates are flexible.
 */
export function leadDays(lead: Pick<LeadTrip, 'preferredPickupDate' | 'preferredDropoffDate' | 'isFlexibleDates' | 'timeframe' | 'createdAt'>): { from: string; to: string } {
  const slack = lead.isFlexibleDates ? FLEXIBLE_DAYS : 0;
  if (lead.preferredPickupDate) {
    const last = lead.preferredDropoffDate && lead.preferredDropoffDate > lead.preferredPickupDate ? lead.preferredDropoffDate : lead.preferredPickupDate;
    return { from: addDays(lead.preferredPickupDate, -slack), to: addDays(last, slack) };
  }
  const asked = todayInSydney(lead.createdAt);
  return { from: asked, to: addDays(asked, (TIMEFRAME_DAYS[lead.timeframe ?? ''] ?? UNKNOWN_TIMEFRAME_DAYS) + slack) };
}

/** Whether the lead fits the trip: its places (placesFit) and its days overlapping the trip's (leadDays). */
export function tripFits(trip: TripRoute, lead: LeadTrip): boolean {
  if (!lead.pickup || !lead.dropoff) return false;
  const days = leadDays(lead);
  if (trip.startDate > days.to || trip.endDate < days.from) return false;
  return placesFit(trip, lead.pickup, lead.dropoff);
}
