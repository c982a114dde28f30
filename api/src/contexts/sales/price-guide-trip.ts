import { greatCircleKm } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { locateAddress } from '../leads/leads-context';

/** A trip as the price guide compares them: its whole great-circle km and the states it runs between. */
export interface GuideTrip {
  distanceKm: number;
  pickupState: string;
  dropoffState: string;
}

/**
 * The trip between two places' texts, located as a quote's places are (the localities table, ADR 0011); null when
 * either place is not found. The same for a delivered job's sample and a rider's trip, so the two compare.
 */
export async function tripBetween(db: Database, pickup: string | null, dropoff: string | null): Promise<GuideTrip | null> {
  if (!pickup || !dropoff) return null;
  const [from, to] = await Promise.all([locateAddress(db, pickup), locateAddress(db, dropoff)]);
  if (!from || !to) return null;
  return {
    distanceKm: Math.round(greatCircleKm(from, to)),
    pickupState: from.state,
    dropoffState: to.state,
  };
}
