import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * The rows of `table` matching `where`, counted up to `cap + 1` and no further (ADR 0057): a total shown to a person
 * needs no exact figure beyond the cap, and an exact count of a large set reads every matching row. The query, so
 * a bench can EXPLAIN it.
 */
export function countUpToQuery(db: Database, table: PgTable, where: SQL | undefined, cap: number) {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  return db.select({ n: sql<number>`count(*)::int` }).from(matching);
}

/** How many rows of `table` match `where`, at most `cap + 1` (more than `cap`: there are more than `cap`). */
export async function countUpTo(db: Database, table: PgTable, where: SQL | undefined, cap: number): Promise<number> {
  const [row] = await countUpToQuery(db, table, where, cap);
  return row?.n ?? 0;
}

/** A total for a page: the count itself up to `cap`, else `cap` and a flag that more match. */
export const cappedTotal = (counted: number, cap: number) => ({ total: Math.min(counted, cap), totalIsCapped: counted > cap });
