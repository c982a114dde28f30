import * as v from 'valibot';

// The inputs of live tracking (issue 47 item 2, ADR 0084).

/** The worst accuracy (metres) a shared position may have: a rougher one says nothing useful on the map. */
export const TRIP_ACCURACY_MAX_M = 5_000;
/** A phone's clock may run this far ahead of (or behind) the server's. */
export const TRIP_CLOCK_SLACK_MS = 60_000;

const LATITUDE_MESSAGE = 'Latitude must be a number from -90 to 90';
const LONGITUDE_MESSAGE = 'Longitude must be a number from -180 to 180';
const ACCURACY_MESSAGE = `Accuracy must be a number of metres from 0 to ${TRIP_ACCURACY_MAX_M}`;
export const RECORDED_AT_MESSAGE = 'recordedAt must be a date and time like 2026-12-07T10:15:00Z';

const degrees = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.finite(message), v.minValue(min, message), v.maxValue(max, message));

/**
 * POST /api/lead-purchases/{id}/trip/positions: one position from the phone. The server also checks that recordedAt is
 * not in the future (beyond TRIP_CLOCK_SLACK_MS) nor before the trip started.
 */
export const tripPositionSchema = v.object({
  latitude: degrees(-90, 90, LATITUDE_MESSAGE),
  longitude: degrees(-180, 180, LONGITUDE_MESSAGE),
  accuracyM: degrees(0, TRIP_ACCURACY_MAX_M, ACCURACY_MESSAGE),
  recordedAt: v.pipe(
    v.string(RECORDED_AT_MESSAGE),
    v.maxLength(40, RECORDED_AT_MESSAGE),
    v.isoTimestamp(RECORDED_AT_MESSAGE),
  ),
});
export type TripPositionInput = v.InferInput<typeof tripPositionSchema>;

/** POST /api/quote-status/{token}/email-link: where to send the status link. */
export const statusLinkEmailSchema = v.object({
  email: v.pipe(
    v.string('Please enter a valid email address'),
    v.trim(),
    v.maxLength(254, 'Please enter a valid email address'),
    v.email('Please enter a valid email address'),
  ),
});
export type StatusLinkEmailInput = v.InferInput<typeof statusLinkEmailSchema>;
