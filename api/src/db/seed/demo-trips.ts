import { eq } from 'drizzle-orm';
import { todayInSydney } from '@motohaul/contracts';
import type { Database } from '../database';
import { returnTrips, users } from '../schema';
import { DEMO_PROVIDER } from './demo-users';

/**
 * The demo provider's return trips (issue 47 item 4, ADR 0081), dated from the day of the seed: tomorrow a run from
 * Wollongong home past Parramatta to Newcastle with two free spaces, which Liam Nguyen's Parramatta to Newcastle
 * lead (this week, demo-leads.ts) fits along the way; and a run to Melbourne in ten days that nothing fits yet.
 */
export const DEMO_TRIPS = [
  {
    fromLocation: 'Wollongong NSW 2500',
    fromPlace: 'Wollongong',
    fromLatitude: -34.4278,
    fromLongitude: 150.8931,
    toLocation: 'Newcastle NSW 2300',
    toPlace: 'Newcastle',
    toLatitude: -32.9283,
    toLongitude: 151.7817,
    startInDays: 1,
    days: 2,
    freeSpaces: 2,
  },
  {
    fromLocation: 'Parramatta NSW 2150',
    fromPlace: 'Parramatta',
    fromLatitude: -33.815,
    fromLongitude: 151.0011,
    toLocation: 'Melbourne VIC 3000',
    toPlace: 'Melbourne',
    toLatitude: -37.8136,
    toLongitude: 144.9631,
    startInDays: 10,
    days: 3,
    freeSpaces: 3,
  },
] as const;

/** The day `days` after `day` (YYYY-MM-DD). */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Adds DEMO_TRIPS to the demo provider (after seedDemoData created them). */
export async function seedDemoTrips(db: Database, now = new Date()): Promise<void> {
  const [provider] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_PROVIDER.username));
  if (!provider) return;
  const today = todayInSydney(now);
  await db.insert(returnTrips).values(
    DEMO_TRIPS.map(({ startInDays, days, ...trip }) => ({
      ...trip,
      providerId: provider.id,
      startDate: addDays(today, startInDays),
      endDate: addDays(today, startInDays + days - 1),
    })),
  );
}
