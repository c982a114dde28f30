import { and, eq, gte, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import {
  AUSTRALIAN_STATES,
  stateOfPostcode,
  type AdminDemandByRegion,
  type AdminDemandRegion,
  type AustralianState,
  type DemandPeriodDays,
} from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { leads, users } from '../../db/schema';

const DAY_MS = 86_400_000;
/** A state's abbreviation as a whole word of a place ('Parramatta NSW 2150'); a POSIX pattern, bound as a parameter. */
const STATE_WORD = `\\m(${AUSTRALIAN_STATES.join('|')})\\M`;
const POSTCODE_WORD = '\\m(\\d{4})\\M';

/**
 * The columns that put a place in a state: the abbreviation it names, else (only then) its postcode, which
 * stateOfPostcode reads. Grouped by both, a query answers a few rows per state however many leads there are.
 */
const placeColumns = (place: SQLWrapper) => ({
  state: sql<string | null>`substring(${place} from ${STATE_WORD}::text)`,
  postcode: sql<string | null>`case when substring(${place} from ${STATE_WORD}::text) is null then substring(${place} from ${POSTCODE_WORD}::text) end`,
});

const stateOfRow = (row: { state: string | null; postcode: string | null }): AustralianState | null =>
  (row.state as AustralianState | null) ?? (row.postcode ? stateOfPostcode(row.postcode) : null);

/** Where demand lacks supply (ADR 0061): the rider leads of the last `days` days per state, how many sold, and the providers based there. */
export function createAdminDemandRepository(db: Database) {
  return {
    async byRegion(days: DemandPeriodDays, now = new Date()): Promise<AdminDemandByRegion> {
      const from = new Date(now.getTime() - days * DAY_MS);
      // The period's rider leads per pickup text (a hash of the texts: riders name the same places again and again),
      // then each distinct text put in its state: the patterns run once per place, not once per lead. A rider's lead is
      // sold exactly when its purchase was recorded (sellLead, in the purchase's transaction; ADR 0008).
      const perPlace = db
        .select({
          place: sql<string>`${leads.pickupLocation}`.as('place'),
          leads: sql<number>`count(*)::int`.as('leads'),
          sold: sql<number>`(count(*) filter (where ${leads.status} = 'sold'))::int`.as('sold'),
        })
        .from(leads)
        .where(and(isNull(leads.createdById), gte(leads.createdAt, from)))
        .groupBy(leads.pickupLocation)
        .as('per_place');
      const [leadRows, providerRows] = await Promise.all([
        db
          .select({ ...placeColumns(perPlace.place), leads: sql<number>`sum(${perPlace.leads})::int`, sold: sql<number>`sum(${perPlace.sold})::int` })
          .from(perPlace)
          .groupBy(sql`1`, sql`2`),
        db
          .select({ ...placeColumns(users.serviceLocation), providers: sql<number>`count(*)::int` })
          .from(users)
          .where(and(eq(users.userType, 'provider'), eq(users.isActive, true)))
          .groupBy(sql`1`, sql`2`),
      ]);

      const regions = new Map<AustralianState | null, AdminDemandRegion>(
        AUSTRALIAN_STATES.map((state) => [state, { state, leads: 0, sold: 0, providers: 0 }]),
      );
      const regionOf = (state: AustralianState | null) => {
        const region = regions.get(state) ?? { state, leads: 0, sold: 0, providers: 0 };
        regions.set(state, region);
        return region;
      };
      for (const row of leadRows) {
        const region = regionOf(stateOfRow(row));
        region.leads += row.leads;
        region.sold += row.sold;
      }
      // Providers without a state are not a region of their own: the unplaced row holds leads only.
      for (const row of providerRows) {
        const state = stateOfRow(row);
        if (state) regionOf(state).providers += row.providers;
      }
      return { days, from: from.toISOString(), regions: [...regions.values()] };
    },
  };
}

export type AdminDemandRepository = ReturnType<typeof createAdminDemandRepository>;
