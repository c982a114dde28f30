import { ARRIVAL_ESTIMATE } from '@motohaul/contracts';

/**
 * Estimated drive time between pickup and drop-off (spec §7). The maps distance service is used only when a Google
 * key is configured; without one the estimate comes from the distance between the two localities (ADR 0012), and
 * the spec's postcode difference is the last resort when either place is unknown.
 */
export function postcodeOf(location: string | null | undefined): number | null {
  const matches = location?.match(/\b\d{4}\b/g);
  const last = matches?.[matches.length - 1];
  return last === undefined ? null : Number(last);
}

/** Up to 10 '30-60 mins', up to 50 '1-2 hours', up to 100 '2-4 hours', else '4+ hours'; null without postcodes. */
export function estimateDriveTime(pickup: string | null | undefined, dropoff: string | null | undefined): string | null {
  const from = postcodeOf(pickup);
  const to = postcodeOf(dropoff);
  if (from === null || to === null) return null;
  const difference = Math.abs(from - to);
  if (difference <= 10) return '30-60 mins';
  if (difference <= 50) return '1-2 hours';
  if (difference <= 100) return '2-4 hours';
  return '4+ hours';
}

/**
 * Roads wind (road km about 1.3 times the great-circle km) and a loaded van averages 80 km/h: the figures the rider's
 * arrival estimate uses too (ADR 0012).
 */
const { roadFactor, averageSpeedKmh } = ARRIVAL_ESTIMATE;
/** Loading and unloading, minutes. */
export const HANDLING_MINUTES = 10;

/** Drive minutes for a great-circle distance: km × 1.3 / 80 km/h + 10 min. */
export const driveMinutes = (greatCircleKm: number) => ((greatCircleKm * roadFactor) / averageSpeedKmh) * 60 + HANDLING_MINUTES;

/** 'about 45 min', 'about 1 h 5 min', 'about 41 h' (to the nearest 5 minutes); null without a distance. */
export function estimateDriveTimeFromKm(greatCircleKm: number | null | undefined): string | null {
  if (greatCircleKm === null || greatCircleKm === undefined || !Number.isFinite(greatCircleKm) || greatCircleKm < 0) return null;
  const minutes = Math.max(5, Math.round(driveMinutes(greatCircleKm) / 5) * 5);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `about ${rest} min`;
  return rest === 0 ? `about ${hours} h` : `about ${hours} h ${rest} min`;
}
