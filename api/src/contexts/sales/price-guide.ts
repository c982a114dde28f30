import { sql } from 'drizzle-orm';
import {
  PRICE_GUIDE_DISTANCE_WINDOW,
  PRICE_GUIDE_MIN_JOBS,
  PRICE_GUIDE_MIN_PROVIDERS,
  PRICE_GUIDE_MONTHS,
  type PriceGuide,
} from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { priceGuideSamples as s } from '../../db/schema';
import { readSetting } from '../platform/platform-context';
import type { GuideTrip } from './price-guide-trip';

// The rider's price guide (issue 47 item 1): the middle half of what riders paid for similar trips.

/** The admin's switch (app_settings); on unless turned off. */
export const PRICE_GUIDE_SETTING = 'price_guide_enabled';

export const priceGuideEnabled = (db: Database) => readSetting(db, PRICE_GUIDE_SETTING, true);

/** Similar distance: within PRICE_GUIDE_DISTANCE_WINDOW of the trip's km either way, both ends included. */
export const distanceWindow = (km: number) => ({
  min: Math.ceil(km * (1 - PRICE_GUIDE_DISTANCE_WINDOW) - 1e-9),
  max: Math.floor(km * (1 + PRICE_GUIDE_DISTANCE_WINDOW) + 1e-9),
});

/**
 * One read of price_guide_samples_distance_idx (an index-only range scan on distance): the jobs of similar distance
 * delivered in the last PRICE_GUIDE_MONTHS months, with their 25th and 75th percentiles and distinct providers, once
 * for all of them and once for those on the same route between states.
 */
export function priceGuideQuery(db: Database, trip: GuideTrip) {
  const { min, max } = distanceWindow(trip.distanceKm);
  const sameRoute = sql`${s.pickupState} = ${trip.pickupState} and ${s.dropoffState} = ${trip.dropoffState}`;
  return db
    .select({
      jobs: sql<number>`count(*)::int`,
      providers: sql<number>`count(distinct ${s.providerId})::int`,
      low: sql<string | null>`percentile_cont(0.25) within group (order by ${s.amount})::text`,
      high: sql<string | null>`percentile_cont(0.75) within group (order by ${s.amount})::text`,
      routeJobs: sql<number>`(count(*) filter (where ${sameRoute}))::int`,
      routeProviders: sql<number>`(count(distinct ${s.providerId}) filter (where ${sameRoute}))::int`,
      routeLow: sql<string | null>`(percentile_cont(0.25) within group (order by ${s.amount}) filter (where ${sameRoute}))::text`,
      routeHigh: sql<string | null>`(percentile_cont(0.75) within group (order by ${s.amount}) filter (where ${sameRoute}))::text`,
    })
    .from(s)
    .where(
      sql`${s.distanceKm} between ${min} and ${max} and ${s.deliveredAt} > now() - make_interval(months => ${PRICE_GUIDE_MONTHS})`,
    );
}

const enough = (jobs: number, providers: number) => jobs >= PRICE_GUIDE_MIN_JOBS && providers >= PRICE_GUIDE_MIN_PROVIDERS;

/**
 * The guide for a trip: the same route between states when enough jobs back it, else all trips of similar distance;
 * shown only when at least PRICE_GUIDE_MIN_JOBS jobs of PRICE_GUIDE_MIN_PROVIDERS distinct providers back it.
 */
export async function priceGuideFor(db: Database, trip: GuideTrip): Promise<PriceGuide> {
  const [row] = await priceGuideQuery(db, trip);
  if (!row) return { shown: false };
  const answer = (jobs: number, low: string | null, high: string | null, sameRoute: boolean): PriceGuide => ({
    shown: true,
    low: Math.round(Number(low)),
    high: Math.round(Number(high)),
    transports: jobs,
    months: PRICE_GUIDE_MONTHS,
    sameRoute,
  });
  if (enough(row.routeJobs, row.routeProviders)) return answer(row.routeJobs, row.routeLow, row.routeHigh, true);
  if (enough(row.jobs, row.providers)) return answer(row.jobs, row.low, row.high, false);
  return { shown: false };
}
