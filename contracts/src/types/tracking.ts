import type { SalesStage } from '../constants/constants';

// Live tracking while the motorcycle travels (issue 47 item 2, ADR 0084): the buyer's trip page shares the phone's
// position about once a minute; the rider's status page shows the last one, how old it is and a time to arrival.

/** A place in decimal degrees. */
export interface TripPoint {
  latitude: number;
  longitude: number;
}

/** One position as the phone took it. */
export interface TripPosition extends TripPoint {
  /** The phone's accuracy radius in metres. */
  accuracyM: number;
  /** When the phone took it (ISO 8601). */
  recordedAt: string;
}

/** The CRM's trip page of a purchase. */
export const tripPagePath = (purchaseId: number) => `/dashboard/trip/${purchaseId}`;

/** The stages in which a trip may be started: booked and on the road. */
export const TRIP_STAGES: readonly SalesStage[] = ['booked_in', 'picked_up', 'in_transit'];

/** A trip shares for at most this long after it started; then it stops by itself. */
export const TRIP_MAX_HOURS = 12;
/** The trip page sends a position about this often. */
export const TRIP_SEND_EVERY_MS = 60_000;
/** The server takes at most one position per trip in this many seconds (a minute, with slack for a phone's timer). */
export const TRIP_MIN_GAP_SECONDS = 45;

/** GET /api/lead-purchases/{id}/trip and the answers of start, positions and stop: the trip page's state. */
export interface TripState {
  purchaseId: number;
  jobReference: string;
  stage: SalesStage;
  /** True while the trip shares positions: started, not stopped, not delivered, not past TRIP_MAX_HOURS. */
  sharing: boolean;
  startedAt: string | null;
  /** When sharing stops by itself (startedAt + TRIP_MAX_HOURS). */
  endsAt: string | null;
  stoppedAt: string | null;
  lastPosition: TripPosition | null;
  dropoffLocation: string | null;
}

/**
 * How the status page estimates the time to arrival: the straight-line (great-circle) distance from the last position
 * to the drop-off, times ROAD_FACTOR for winding roads, at AVERAGE_SPEED_KMH (the dashboard's drive time, ADR 0012).
 */
export const ARRIVAL_ESTIMATE = { roadFactor: 1.3, averageSpeedKmh: 80 } as const;

/** What the rider's status page shows of a trip in progress: the last position only. */
export interface RiderTracking {
  position: TripPosition;
  /** The drop-off, when the request has a known place. */
  dropoff: TripPoint | null;
  /** Straight-line kilometres from the position to the drop-off (rounded), null without a drop-off place. */
  distanceKm: number | null;
  /** Estimated minutes to arrival (see ARRIVAL_ESTIMATE), null without a drop-off place. */
  arrivalMinutes: number | null;
}

/** Minutes to drive `straightLineKm` at the assumed road factor and speed. */
export const arrivalMinutes = (straightLineKm: number) =>
  Math.round(((straightLineKm * ARRIVAL_ESTIMATE.roadFactor) / ARRIVAL_ESTIMATE.averageSpeedKmh) * 60);

