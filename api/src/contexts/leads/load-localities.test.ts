import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { localities } from '../../db/schema';
import { openTestDatabase } from '../../test/test-app';
import { LOCALITY_COUNT } from './localities-dataset';
import { loadLocalities } from './load-localities';

const count = async (database: DatabaseHandle) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(localities))[0]!.n;

describe('loadLocalities', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(() => database.close());

  it('when a test database opens, then it already holds every locality', async () => {
    expect(await count(database)).toBe(LOCALITY_COUNT);
  });

  it('when the table already holds the dataset, then the load reads nothing and writes nothing', async () => {
    let reads = 0;
    const result = await loadLocalities(database.db, async () => {
      reads += 1;
      return [];
    });
    expect(result.loaded).toBe(0);
    expect(reads).toBe(0);
  });

  it('when the table is partly filled, then the load completes it without duplicates and restores changed rows', async () => {
    await database.db.execute(sql`delete from localities where state in ('WA', 'TAS')`);
    await database.db.execute(sql`update localities set latitude = 0 where locality = 'PARRAMATTA'`);
    const result = await loadLocalities(database.db);
    expect(result.loaded).toBe(LOCALITY_COUNT);
    expect(await count(database)).toBe(LOCALITY_COUNT);
    const [parramatta] = await database.db.execute<{ latitude: number }>(
      sql`select latitude from localities where locality = 'PARRAMATTA' and postcode = '2150'`,
    ).then((r) => (r as unknown as { rows: Array<{ latitude: number }> }).rows);
    expect(parramatta?.latitude).toBeCloseTo(-33.814463);
  });
});
