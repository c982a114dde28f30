import { maskPhone, type AvailableArea, type AvailableLead, type GeoPoint } from '@motohaul/contracts';
import { AppError } from '../../http/app-error';
import { tripKmOf, type NearCursor } from './available-by-distance';
import type { AvailableCursor, LeadRow } from './leads-repository';
import { firstName, maskContactDetails, maskContactDetailsAcross, maskLocation } from './lead-masking';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: AvailableCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

/** The cursor of `?cursor=`, null when absent; 400 when it is not one this API issued. */
export function decodeCursor(value: unknown): AvailableCursor | null {
  if (value === undefined || value === '') return null;
  const [createdAt = '', id = ''] = typeof value === 'string' ? Buffer.from(value, 'base64url').toString('utf8').split('|') : [];
  if (!CURSOR_TIME.test(createdAt) || !/^\d{1,10}$/.test(id) || Number.isNaN(Date.parse(createdAt))) {
    throw new AppError(400, 'Invalid cursor');
  }
  return { createdAt, id: Number(id) };
}

const NEAR_PREFIX = 'near|';

/** The cursor of a distance-ordered page: after the lead `id` at chord distance `chord` (ADR 0012). */
export const encodeNearCursor = (cursor: NearCursor) => Buffer.from(`${NEAR_PREFIX}${cursor.chord}|${cursor.id}`).toString('base64url');

/**
 * A cursor of `?cursor=` for a distance-ordered list: a near cursor (still among the placed leads) or a
 * newest-first one (among the unplaced leads that follow them). Null when absent; 400 when not one this API issued.
 */
export function decodeAnyCursor(value: unknown): { near: NearCursor } | { unplaced: AvailableCursor } | null {
  if (value === undefined || value === '') return null;
  const text = typeof value === 'string' ? Buffer.from(value, 'base64url').toString('utf8') : '';
  if (!text.startsWith(NEAR_PREFIX)) {
    const cursor = decodeCursor(value);
    return cursor ? { unplaced: cursor } : null;
  }
  const [chord = '', id = ''] = text.slice(NEAR_PREFIX.length).split('|');
  const distance = Number(chord);
  if (!/^\d+(\.\d+)?(e[-+]?\d+)?$/i.test(chord) || !Number.isFinite(distance) || !/^\d{1,10}$/.test(id)) throw new AppError(400, 'Invalid cursor');
  return { near: { chord: distance, id: Number(id) } };
}

/** `?area=`: 'mine' or 'all'; undefined when absent (the default depends on the caller), 400 otherwise. */
export function parseArea(value: unknown): AvailableArea | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'mine' || value === 'all') return value;
  throw new AppError(400, "area must be 'mine' or 'all'");
}

/** `?limit=`: default 50, at most 100. */
export function parseLimit(value: unknown): number {
  if (value === undefined || value === '') return DEFAULT_PAGE_SIZE;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value) || Number(value) < 1) {
    throw new AppError(400, 'limit must be a whole number from 1 to 100');
  }
  return Math.min(Number(value), MAX_PAGE_SIZE);
}

/**
 * A lead as the available list shows it: in full for a super admin (price '0.00', a free claim), masked
 * for a provider (first name, partial phone, suburb/state/postcode, no email or address; contact details
 * typed into free text replaced by a marker, lead-masking.ts) at LEAD_PRICE.
 * One object literal: spreading shared fields into two literals cost about 10 µs a lead in V8 (half a
 * millisecond a page; bench/api-throughput.mjs).
 */
export function toAvailableLead(
  lead: LeadRow,
  viewer: { full: boolean; leadPrice: string },
  distanceKm: number | null = null,
  tripKm: number | null = tripKmOf(lead),
): AvailableLead {
  const { full } = viewer;
  const [name, make, model] = full
    ? ([lead.customerName, lead.motorcycleMake, lead.motorcycleModel] as const)
    : maskContactDetailsAcross([firstName(lead.customerName), lead.motorcycleMake, lead.motorcycleModel]);
  return {
    id: lead.id,
    jobReference: lead.jobReference,
    status: lead.status,
    customerName: name,
    customerPhone: full ? lead.customerPhone : maskPhone(lead.customerPhone),
    customerEmail: full ? lead.customerEmail : null,
    customerAddress: full ? lead.customerAddress : null,
    motorcycleMake: make,
    motorcycleModel: model,
    motorcycleYear: lead.motorcycleYear,
    canRollAndSteer: lead.canRollAndSteer,
    pickupLocation: full ? lead.pickupLocation : maskLocation(maskContactDetails(lead.pickupLocation)),
    dropoffLocation: full ? lead.dropoffLocation : maskLocation(maskContactDetails(lead.dropoffLocation)),
    timeframe: lead.timeframe,
    isFlexibleDates: lead.isFlexibleDates,
    specialRequests: full ? lead.specialRequests : maskContactDetails(lead.specialRequests),
    leadScore: lead.leadScore,
    price: full ? '0.00' : viewer.leadPrice,
    createdAt: lead.createdAt.toISOString(),
    masked: !full,
    distanceKm,
    tripKm,
    pickupPoint: pointOf(lead.latitude, lead.longitude, full),
    dropoffPoint: pointOf(lead.dropoffLatitude, lead.dropoffLongitude, full),
  };
}

const twoDecimals = (degrees: number) => Math.round(degrees * 100) / 100;

/**
 * A place on the map (ADR 0061): the stored point is the locality's centre (ADR 0046), never a street address's;
 * masked, it is also rounded to 2 decimals (about 1 km), so no more than the suburb is ever told.
 */
export function pointOf(latitude: number | null, longitude: number | null, full: boolean): GeoPoint | null {
  if (latitude === null || longitude === null) return null;
  return full ? { latitude, longitude } : { latitude: twoDecimals(latitude), longitude: twoDecimals(longitude) };
}
