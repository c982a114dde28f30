import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cappedTotal, countUpTo } from '../../db/capped-count';
import type { DatabaseHandle } from '../../db/database';
import { leads } from '../../db/schema';
import { openTestDatabase } from '../../test/test-app';
import { countInArea, countUnplaced, type ServiceBase } from './available-by-distance';
import { leadForSale } from './for-sale';

// ADR 0057: the in-area test is the chord of the radius on the inlined geo_point, and totals are counted up to a cap.
// The same answers as the great-circle test (geo_km) it replaced, on PGlite and on the PostgreSQL server alike.

const BASE: ServiceBase = { latitude: -33.8688, longitude: 151.2093, radiusKm: 100 };

describe('the in-area count and capped totals', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    // A ring of pickups around the base from 90 to 110 km in every direction (some within the radius, some beyond it,
    // some in the box's corners), a few sold or archived, and two unplaced.
    await database.db.execute(sql`
      insert into leads (customer_name, customer_phone, motorcycle_make, motorcycle_model, pickup_location, dropoff_location,
        timeframe, status, is_archived, latitude, longitude)
      select 'Rider', '0412000000', 'Honda', 'CB', 'Somewhere', 'Elsewhere', 'this_week',
        case when g % 17 = 0 then 'sold' else 'available' end, g % 19 = 0,
        ${BASE.latitude} + (90 + (g % 21)) / 111.2 * sin(radians(g * 7)),
        ${BASE.longitude} + (90 + (g % 21)) / (111.2 * cos(radians(${BASE.latitude}))) * cos(radians(g * 7))
      from generate_series(1, 400) g`);
    await database.db.execute(sql`
      insert into leads (customer_name, customer_phone, motorcycle_make, motorcycle_model, pickup_location, dropoff_location, timeframe)
      values ('Rider', '0412000001', 'Honda', 'CB', 'Nowhere', 'Elsewhere', 'this_week'), ('Rider', '0412000002', 'Honda', 'CB', 'Nowhere', 'Elsewhere', 'this_week')`);
  });
  afterAll(() => database.close());

  it('when the leads around a base are counted, then the chord test keeps exactly those geo_km keeps', async () => {
    const point = sql`geo_point(${BASE.latitude}::float8, ${BASE.longitude}::float8)`;
    const {
      rows: [reference],
    } = (await database.db.execute(sql`select count(*)::int as n from leads where ${leadForSale}
        and latitude is not null and longitude is not null and geo_km(geo_point(latitude, longitude), ${point}) <= ${BASE.radiusKm}::float8`)) as unknown as {
      rows: { n: number }[];
    };
    expect(reference!.n).toBeGreaterThan(50);
    expect(reference!.n).toBeLessThan(350);
    expect(await countInArea(database.db, BASE, 10_000)).toBe(reference!.n);
  });

  it('when more rows match than the cap, then the count stops at the cap and one, and the total says so', async () => {
    const available = await countUpTo(database.db, leads, leadForSale, 1_000);
    expect(available).toBeGreaterThan(300);
    expect(await countUpTo(database.db, leads, leadForSale, 100)).toBe(101);
    expect(cappedTotal(101, 100)).toEqual({ total: 100, totalIsCapped: true });
    expect(cappedTotal(available, 1_000)).toEqual({ total: available, totalIsCapped: false });
    expect(await countInArea(database.db, BASE, 10)).toBe(11);
    expect(await countUnplaced(database.db, 10)).toBe(2);
    expect(await countUnplaced(database.db, 1)).toBe(2);
  });

  it('when a query names geo_point, then the planner inlines it (no function call per row)', async () => {
    const { rows } = (await database.db.execute(sql`explain (verbose, costs off) select geo_point(latitude, longitude) from leads`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('cube(cube(cube(');
    expect(plan).not.toContain('geo_point');
  });
});
