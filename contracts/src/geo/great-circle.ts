import type { GeoPoint } from '../types/crm';

/** The mean earth radius of the sphere every distance of the product uses (geo_km in SQL, ADR 0012). */
export const EARTH_RADIUS_KM = 6371.0088;


export const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (straight-line over the earth) kilometres between two places: the haversine formula. */
export function greatCircleKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
