import { LOCALITY_SEARCH, type LocalitySuggestion } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { localities } from '../../db/schema';
import { normaliseLocalityName } from './localities-dataset';
import { buildLocalityIndex, closestLocality, searchLocalities, type LocalityIndex, type LocalityQuery, type LocalityRecord } from './locality-search';
import { localityLabel, STATES, titleCase } from './locality-names';

export type { LocalityQuery } from './locality-search';

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

const suggestion = (row: LocalityRecord): LocalitySuggestion => ({
  id: row.id,
  locality: titleCase(row.locality),
  state: row.state,
  postcode: row.postcode,
  latitude: row.latitude,
  longitude: row.longitude,
  label: localityLabel(row),
});

export function createLocalitiesRepository(db: Database) {
  // The table read once, at the first search (it changes only with the dataset's package, loaded before the API
  // serves); an empty table (not loaded yet) or a failed read is read again next time.
  let index: Promise<LocalityIndex> | null = null;
  const indexOf = () => {
    index ??= db
      .select()
      .from(localities)
      .then((rows) => {
        if (rows.length === 0) index = null;
        return buildLocalityIndex(rows);
      })
      .catch((error: unknown) => {
        index = null;
        throw error;
      });
    return index;
  };

  return {
    /**
     * Up to `limit` localities for a search text, ranked (ADR 0011, ADR 0046: locality-search.ts): a postcode's own
     * localities, then postcodes starting with it; a name's exact matches, then names starting with it, names with a
     * later word starting with it, names within a typing mistake or two, names containing it; within each, larger
     * places first.
     */
    async search(text: string, limit: number = LOCALITY_SEARCH.maxResults): Promise<LocalitySuggestion[]> {
      return searchLocalities(await indexOf(), parseLocalityQuery(text), limit).map(suggestion);
    },

    /** The place a search text most likely names, a typing mistake or two forgiven; null when none is close. */
    async closest(text: string): Promise<{ latitude: number; longitude: number } | null> {
      const found = closestLocality(await indexOf(), parseLocalityQuery(text));
      return found && { latitude: found.latitude, longitude: found.longitude };
    },
  };
}

export type LocalitiesRepository = ReturnType<typeof createLocalitiesRepository>;
