import { and, asc, eq, like, notInArray, sql, type SQL } from 'drizzle-orm';
import { LOCALITY_SEARCH, type LocalitySuggestion } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { localities } from '../../db/schema';
import { normaliseLocalityName } from './localities-dataset';
import { kindOrder } from './locate-address';
import { localityLabel, STATES, titleCase } from './locality-names';

/** What a search text asks for: a name (lower case), and/or the start of a postcode, and/or a state. */
export interface LocalityQuery {
  name: string;
  postcode: string;
  state: string | null;
}

/** Escapes LIKE wildcards so '50%' is looked for as written. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Reads a search text: 'joond' (a name), '6027' or '60' (a postcode), 'Joondalup WA 6027' or 'Hobart 7000' (a chosen
 * label typed again: name, state, postcode). Commas and extra spaces are ignored.
 */
export function parseLocalityQuery(text: string): LocalityQuery {
  const words = normaliseLocalityName(text.replace(/,/g, ' ')).split(' ').filter(Boolean);
  let postcode = '';
  let state: string | null = null;
  // Trailing postcode and state are pulled off only while a name remains before them.
  if (words.length > 1 && /^\d{1,4}$/.test(words.at(-1)!)) postcode = words.pop()!;
  if (words.length > 1 && (STATES as readonly string[]).includes(words.at(-1)!)) state = words.pop()!;
  if (words.length === 1 && /^\d{1,4}$/.test(words[0]!) && !postcode) postcode = words.pop()!;
  return { name: words.join(' ').toLowerCase(), postcode, state };
}

type Row = typeof localities.$inferSelect;

const suggestion = (row: Row): LocalitySuggestion => ({
  id: row.id,
  locality: titleCase(row.locality),
  state: row.state,
  postcode: row.postcode,
  latitude: row.latitude,
  longitude: row.longitude,
  label: localityLabel(row),
});

export function createLocalitiesRepository(db: Database) {
  const lowerName = sql`lower(${localities.locality})`;

  return {
    /**
     * Up to `limit` localities for a search text, ranked (ADR 0011): exact postcode, postcode prefix, name prefix,
     * then names containing the text; within each, 'Delivery Area' rows before PO boxes, then by name. Each rank is
     * its own query (the prefix ones on the prefix indexes), run only while the answer is not full.
     */
    async search(text: string, limit: number = LOCALITY_SEARCH.maxResults): Promise<LocalitySuggestion[]> {
      const query = parseLocalityQuery(text);
      const filters: SQL[] = [];
      if (query.state) filters.push(eq(localities.state, query.state));
      const nameFilter = query.postcode && query.name ? [like(localities.postcode, `${query.postcode}%`)] : [];

      const ranks: Array<{ where: SQL; order: SQL[] }> = [];
      if (!query.name) {
        if (query.postcode.length === 4) ranks.push({ where: eq(localities.postcode, query.postcode), order: [] });
        ranks.push({ where: like(localities.postcode, `${query.postcode}%`), order: [asc(localities.postcode)] });
      } else {
        const name = escapeLike(query.name);
        ranks.push({ where: and(like(lowerName, `${name}%`), ...nameFilter)!, order: [] });
        // No index serves 'contains': it scans, on the stored upper-case names (no lower() per row).
        ranks.push({ where: and(like(localities.locality, `%${name.toUpperCase()}%`), ...nameFilter)!, order: [] });
      }

      const found: Row[] = [];
      for (const rank of ranks) {
        if (found.length >= limit) break;
        const seen = found.map((row) => row.id);
        const rows = await db
          .select()
          .from(localities)
          .where(and(rank.where, ...filters, seen.length ? notInArray(localities.id, seen) : undefined))
          .orderBy(...rank.order, kindOrder, asc(localities.locality), asc(localities.state), asc(localities.postcode))
          .limit(limit - found.length);
        found.push(...rows);
      }
      return found.map(suggestion);
    },
  };
}

export type LocalitiesRepository = ReturnType<typeof createLocalitiesRepository>;
