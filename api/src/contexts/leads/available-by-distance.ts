import { EARTH_RADIUS_KM, greatCircleKm } from '@motohaul/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { countUpTo } from '../../db/capped-count';
import type { Database } from '../../db/database';
import { leadPurchases, leads } from '../../db/schema';
import type { AvailableCursor } from './leads-repository';
import { leadForSale } from './for-sale';

/** A provider's base: their service location and radius (km). */
export interface ServiceBase {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** A position in the distance-ordered list: the last lead shown's chord distance (as SQL computed it) and id. */
export interface NearCursor {
  chord: number;
  id: number;
}

const pickup = sql`geo_point(${leads.latitude}, ${leads.longitude})`;
const baseOf = (base: ServiceBase) => sql`geo_point(${base.latitude}::float8, ${base.longitude}::float8)`;
const unbought = sql`not exists (select 1 from ${leadPurchases} where ${leadPurchases.leadId} = ${leads.id})`;
/** The predicate of the partial GiST index leads_available_pickup_geo_idx. */
const placed = sql`${leadForSale} and ${leads.latitude} is not null and ${leads.longitude} is not null`;
/**
 * Within `km` of `point` along the earth: the straight-line chord between them at most 2R sin(km / 2R), the same test
 * as geo_km(pickup, point) <= km (arc and chord grow together) made of the C operator `<->` on the inlined geo_point,
 * so a row costs no SQL function call (ADR 0057).
 */
const withinKm = (point: SQL, km: number) => sql`${pickup} <-> ${point} <= ${chordKm(km)}::float8`;
const tripKm = sql<number | null>`round(geo_km(${pickup}, geo_point(${leads.dropoffLatitude}, ${leads.dropoffLongitude})))::int`;

/**
 * The available leads with a known pickup, nearest to `base` first (k-nearest-neighbour on the GiST index
 * leads_available_pickup_geo_idx: `<->` is the straight-line chord, in the same order as the great-circle
 * distance). Ordered by the chord alone, so PostgreSQL 15 keeps the index order (with a second key it sorted
 * every row); ties are put in id order by the caller (nearestPage in leads-service.ts). `withinRadius` keeps those within the base's radius: the box `cube_enlarge(base, r)`
 * (an index condition; it holds every point whose chord, hence whose arc, is within r) and then the exact
 * great-circle test. `limit + 1` rows tell whether more follow. A query builder, so the bench can EXPLAIN it.
 */
export function nearestAvailableQuery(db: Database, base: ServiceBase, withinRadius: boolean, cursor: NearCursor | null, limit: number) {
  const point = baseOf(base);
  const radius = withinRadius
    ? sql`and ${pickup} <@ cube_enlarge(${point}, ${base.radiusKm}::float8, 3) and ${withinKm(point, base.radiusKm)}`
    : sql``;
  const after = afterNear(point, cursor);
  return db
    .select(nearColumns(point))
    .from(leads)
    .where(sql`${placed} ${radius} ${after} and ${unbought}`)
    .orderBy(sql`${pickup} <-> ${point}`)
    .limit(limit + 1);
}

/** The columns of a nearest-first row: the lead, its chord from the base (the cursor), whole km and trip km. */
function nearColumns(point: SQL) {
  return {
    lead: leads,
    chord: sql<number>`(${pickup} <-> ${point})::float8`,
    distanceKm: sql<number>`round(geo_km(${pickup}, ${point}))::int`,
    tripKm,
  };
}

/** The rows after a nearest-first cursor: (chord, id) beyond it. */
function afterNear(point: SQL, cursor: NearCursor | null): SQL {
  return cursor ? sql`and (${pickup} <-> ${point}, ${leads.id}) > (${cursor.chord}::float8, ${cursor.id})` : sql``;
}

/**
 * The leads picked up at exactly the point (latitude, longitude) after the cursor, by id: the leads of one
 * locality, all at the same distance, which the nearest-first scan cannot order among themselves. Read in id order
 * from leads_available_point_idx, stopping at `limit` (a suburb may hold thousands; ADR 0057).
 */
export function samePointAvailableQuery(
  db: Database,
  base: ServiceBase,
  withinRadius: boolean,
  at: { latitude: number; longitude: number },
  cursor: NearCursor | null,
  limit: number,
) {
  const point = baseOf(base);
  const radius = withinRadius ? sql`and ${withinKm(point, base.radiusKm)}` : sql``;
  const after = afterNear(point, cursor);
  return db
    .select(nearColumns(point))
    .from(leads)
    .where(sql`${placed} and ${leads.latitude} = ${at.latitude}::float8 and ${leads.longitude} = ${at.longitude}::float8 ${radius} ${after} and ${unbought}`)
    .orderBy(sql`${leads.id}`)
    .limit(limit);
}

/**
 * The available leads whose pickup is not placed, newest first (keyset on created_at, id: the index
 * leads_available_keyset_idx); they follow the placed ones in a distance-ordered list.
 */
export function unplacedAvailableQuery(db: Database, cursor: AvailableCursor | null, limit: number) {
  const after = cursor ? sql`and (${leads.createdAt}, ${leads.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})` : sql``;
  return db
    .select({
      lead: leads,
      cursorCreatedAt: sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(leads)
    .where(
      sql`${leadForSale}
        and (${leads.latitude} is null or ${leads.longitude} is null) ${after} and ${unbought}`,
    )
    .orderBy(sql`${leads.createdAt} desc nulls last`, sql`${leads.id} desc nulls last`)
    .limit(limit + 1);
}

/**
 * The available leads within the base's radius, up to `cap + 1` of them (ADR 0057): of the `cap + 1` placed leads
 * nearest the base (the GiST index walked nearest first, stopping there), those within the radius. Those within
 * are nearer than any beyond, so fewer than `cap + 1` within are all among them. (With the box as an index condition
 * the planner, which cannot estimate a box, chose a bitmap scan that gathered all 140,000 of a city first.)
 */
export function countInAreaQuery(db: Database, base: ServiceBase, cap: number) {
  const point = baseOf(base);
  const nearest = db
    .select({ chord: sql<number>`${pickup} <-> ${point}`.as('chord') })
    .from(leads)
    .where(placed)
    .orderBy(sql`${pickup} <-> ${point}`)
    .limit(cap + 1)
    .as('nearest');
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(nearest)
    .where(sql`${nearest.chord} <= ${chordKm(base.radiusKm)}::float8`);
}

/** How many available leads lie within the base's radius, at most `cap + 1` (countInAreaQuery). */
export async function countInArea(db: Database, base: ServiceBase, cap: number): Promise<number> {
  const [row] = await countInAreaQuery(db, base, cap);
  return row?.n ?? 0;
}

/** The available leads that are not placed, up to `cap + 1` of them. */
export function countUnplaced(db: Database, cap: number): Promise<number> {
  return countUpTo(db, leads, sql`${leadForSale} and (${leads.latitude} is null or ${leads.longitude} is null)`, cap);
}

/** Whole great-circle km from pickup to drop-off of a lead row (JS twin of geo_km, for the newest-first list). */
export function tripKmOf(lead: { latitude: number | null; longitude: number | null; dropoffLatitude: number | null; dropoffLongitude: number | null }) {
  if (lead.latitude === null || lead.longitude === null || lead.dropoffLatitude === null || lead.dropoffLongitude === null) return null;
  return Math.round(greatCircleKm({ latitude: lead.latitude, longitude: lead.longitude }, { latitude: lead.dropoffLatitude, longitude: lead.dropoffLongitude }));
}

/** The straight-line chord (km, through the earth) of a great-circle distance of `km`. */
const chordKm = (km: number) => 2 * EARTH_RADIUS_KM * Math.sin(Math.min(km, Math.PI * EARTH_RADIUS_KM) / (2 * EARTH_RADIUS_KM));
