import { and, asc, eq, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DirectoryProvider } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { todayInSydney } from '@motohaul/contracts';
import { businessDetails, suburbs, users } from '../../db/schema';
import { badgeColumns } from './business-details-repository';

/** One listed provider: business name and service area only, never a person's contact details (its reviews come from sales). */
export type DirectoryEntry = Omit<DirectoryProvider, 'reviews'>;

/** A located place: the coordinates of the locality a search text names. */
export interface DirectoryPlace {
  latitude: number;
  longitude: number;
}

/** Escapes LIKE wildcards so a search for "50%" finds that text, not everything. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createProviderDirectoryRepository(db: Database, now: () => Date = () => new Date()) {
  /** Names of the built-in suburbs with this postcode (a postcode search matches providers by suburb name). */
  async function suburbNamesForPostcode(postcode: string): Promise<string[]> {
    const rows = await db.select({ name: suburbs.name }).from(suburbs).where(eq(suburbs.postcode, postcode));
    return rows.map((row) => row.name);
  }

  return {
    /**
     * Active, verified providers with a company name and a service location (the directory's opt-in: a provider
     * is listed once both are filled in), matched against the service location and service areas, and, when the
     * search text names a place (`place`, issue 27), every provider whose service area covers it (its base within its
     * radius, geo_km as the lead alerts use, ADR 0012), nearest base first. Verified: the emailed link was used or
     * an admin approved them (ADR 0030), so an account made in bulk is never listed.
     */
    async list(query: string | null, limit: number, place: DirectoryPlace | null = null): Promise<DirectoryEntry[]> {
      // Kilometres from the provider's base to the place (null without a base or a place).
      const distance =
        query && place
          ? sql`geo_km(geo_point(${users.serviceLatitude}, ${users.serviceLongitude}), geo_point(${place.latitude}::double precision, ${place.longitude}::double precision))`
          : null;
      // What the home page promises riders (issue 45 item 2, ADR 0079): only providers verified with current insurance.
      const badges = badgeColumns(todayInSydney(now()));
      const listed = and(
        eq(users.userType, 'provider'),
        eq(users.isActive, true),
        eq(users.isVerified, true),
        badges.verified,
        badges.insured,
        isNotNull(users.companyName),
        ne(users.companyName, ''),
        isNotNull(users.serviceLocation),
        ne(users.serviceLocation, ''),
      );
      let search: SQL | undefined;
      if (query) {
        const terms = [query, ...(/^\d{4}$/.test(query) ? await suburbNamesForPostcode(query) : [])];
        search = or(
          ...terms.flatMap((term) => [
            ilike(users.serviceLocation, likePattern(term)),
            sql`${users.serviceAreas}::text ilike ${likePattern(term)}`,
          ]),
          distance ? sql`${distance} <= ${users.serviceRadius}` : undefined,
        );
      }
      const rows = await db
        .select({
          id: users.id,
          companyName: users.companyName,
          serviceLocation: users.serviceLocation,
          serviceRadius: users.serviceRadius,
          serviceAreas: users.serviceAreas,
          // The badges (ADR 0055), computed for today in Sydney.
          ...badges,
        })
        .from(users)
        .leftJoin(businessDetails, eq(businessDetails.userId, users.id))
        .where(search ? and(listed, search) : listed)
        .orderBy(...(distance ? [sql`${distance} asc nulls last`] : []), asc(users.companyName))
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        companyName: row.companyName ?? '',
        serviceLocation: row.serviceLocation ?? '',
      }));
    },
  };
}

export type ProviderDirectoryRepository = ReturnType<typeof createProviderDirectoryRepository>;
