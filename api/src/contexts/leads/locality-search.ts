import { kindRank, type LocalityRow } from './localities-dataset';
import { townTier } from './major-towns';
import { canonicalPlaceName } from './place-words';

// The ranking of the built-in address suggestions (issue 27, ADR 0046), in process over the localities table read
// once (18,512 rows, about 3 MB): the typo-tolerant match below has no index in PostgreSQL without pg_trgm, and the
// same code then answers on PGlite and on a server. A name search ranks by how the name matches (exact, start, start
// of a later word, within one or two typing mistakes, anywhere), then by the place's size: a capital, then another
// town of the ABS list (major-towns.ts), then by how many localities lie around it (within about 10 km: a city's
// suburb, such as St Kilda VIC, before the country towns of the same name in QLD and SA), then by how many postcodes
// the name has in its state (Perth WA has 20, Perth TAS 1). A name's PO-box and large-volume-receiver rows are left
// out of a name search when it has a delivery area.

/** One locality row as the table holds it. */
export interface LocalityRecord extends LocalityRow {
  id: number;
}

/** What a search text asks for: a name (lower case), and/or the start of a postcode, and/or a state. */
export interface LocalityQuery {
  name: string;
  postcode: string;
  state: string | null;
}

interface Entry {
  record: LocalityRecord;
  canonical: string;
  /** Larger first: the town tier (capital 2, listed town 1), then the localities around it, then the name's postcodes in its state. */
  size: number;
  kind: number;
  /** A PO-box or large-volume-receiver row of a name that also has a delivery area: no name search shows it. */
  secondary: boolean;
}

/** The rows of one name (upper case), matched once per search. */
interface NameGroup {
  locality: string;
  canonical: string;
  entries: Entry[];
}

export interface LocalityIndex {
  entries: readonly Entry[];
  names: readonly NameGroup[];
}

const PO_KINDS = new Set(['Post Office Boxes', 'LVR']);

/** Grid cells of a tenth of a degree (about 11 km): a row's neighbours are the rows of its cell and the eight around it. */
const CELL_DEGREES = 0.1;
const cellOf = (latitude: number, longitude: number) => [Math.floor(latitude / CELL_DEGREES), Math.floor(longitude / CELL_DEGREES)] as const;

/** How many rows lie in each row's cell and the cells around it: how built-up its surroundings are. */
function neighbourCounts(records: readonly LocalityRecord[]): number[] {
  const cells = new Map<string, number>();
  for (const { latitude, longitude } of records) {
    const [row, col] = cellOf(latitude, longitude);
    cells.set(`${row}|${col}`, (cells.get(`${row}|${col}`) ?? 0) + 1);
  }
  return records.map(({ latitude, longitude }) => {
    const [row, col] = cellOf(latitude, longitude);
    let count = 0;
    for (let dr = -1; dr <= 1; dr += 1) for (let dc = -1; dc <= 1; dc += 1) count += cells.get(`${row + dr}|${col + dc}`) ?? 0;
    return count;
  });
}

/** The index of every locality row: its canonical name, the size of its place and its kind's rank. */
export function buildLocalityIndex(records: readonly LocalityRecord[]): LocalityIndex {
  const postcodes = new Map<string, number>();
  const delivered = new Set<string>();
  for (const record of records) {
    const place = `${record.locality}|${record.state}`;
    postcodes.set(place, (postcodes.get(place) ?? 0) + 1);
    if (!PO_KINDS.has(record.kind)) delivered.add(place);
  }
  // A place's surroundings: the most built-up of its rows' (one name in one state is one place).
  const around = neighbourCounts(records);
  const placeAround = new Map<string, number>();
  records.forEach((record, at) => {
    const place = `${record.locality}|${record.state}`;
    placeAround.set(place, Math.max(placeAround.get(place) ?? 0, around[at]!));
  });
  const names = new Map<string, NameGroup>();
  const entries = records.map((record): Entry => {
    const place = `${record.locality}|${record.state}`;
    const entry: Entry = {
      record,
      canonical: canonicalPlaceName(record.locality),
      size: townTier(record.locality, record.state) * 1_000_000 + (placeAround.get(place) ?? 0) * 1_000 + (postcodes.get(place) ?? 0),
      kind: kindRank(record.kind),
      secondary: PO_KINDS.has(record.kind) && delivered.has(place),
    };
    const group = names.get(record.locality) ?? { locality: record.locality, canonical: entry.canonical, entries: [] };
    group.entries.push(entry);
    names.set(record.locality, group);
    return entry;
  });
  return { entries, names: [...names.values()] };
}

/** Typing mistakes tolerated: none below 4 letters, one up to 7, two from 8. */
const allowedMistakes = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/**
 * Edits (insert, delete, change, swap of two neighbours) from `typed` to `name` and to the closest start of `name`,
 * or null when both exceed `limit`. Three rows of the table are kept, so a search allocates nothing per name.
 */
export function typingDistance(typed: string, name: string, limit: number): { whole: number; start: number } | null {
  const cols = name.length + 1;
  if (buffers[0].length < cols) buffers = [new Int32Array(cols * 2), new Int32Array(cols * 2), new Int32Array(cols * 2)];
  let [before, previous, current] = buffers;
  for (let j = 0; j < cols; j += 1) previous[j] = j;
  for (let i = 1; i <= typed.length; i += 1) {
    current[0] = i;
    let best = i;
    for (let j = 1; j < cols; j += 1) {
      const cost = typed[i - 1] === name[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && typed[i - 1] === name[j - 2] && typed[i - 2] === name[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return null;
    [before, previous, current] = [previous, current, before];
  }
  const whole = previous[cols - 1]!;
  let start = whole;
  for (let j = 0; j < cols; j += 1) start = Math.min(start, previous[j]!);
  return whole > limit && start > limit ? null : { whole, start };
}
let buffers: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Whether a name could be the typed one with a mistake or two: a mistake in both of the first two letters is rare. */
const sameStart = (typed: string, name: string) =>
  typed[0] === name[0] || typed[1] === name[1] || (typed[0] === name[1] && typed[1] === name[0]);

/** How a name matches the typed name: 0 exact … 5 anywhere inside; null when it does not. */
function matchClass({ locality, canonical }: NameGroup, typed: string, typedCanonical: string): number | null {
  if (locality === typed || canonical === typedCanonical) return 0;
  if (locality.startsWith(typed) || canonical.startsWith(typedCanonical)) return 1;
  if (` ${locality}`.includes(` ${typed}`) || ` ${canonical}`.includes(` ${typedCanonical}`)) return 2;
  const limit = allowedMistakes(typedCanonical.replace(/ /g, '').length);
  if (limit > 0 && canonical.length >= typedCanonical.length - limit && sameStart(typedCanonical, canonical)) {
    const distance = typingDistance(typedCanonical, canonical, limit);
    if (distance) return distance.whole <= limit ? 3 : 4;
  }
  if (locality.includes(typed)) return 5;
  return null;
}

/** Up to `limit` rows for a parsed search text, best first (see the top of this file; postcodes as ADR 0011 ranks them). */
export function searchLocalities(index: LocalityIndex, query: LocalityQuery, limit: number): LocalityRecord[] {
  const inState = (entry: Entry) => !query.state || entry.record.state === query.state;
  const found: Array<{ entry: Entry; rank: number }> = [];
  if (!query.name) {
    // A postcode: its own localities, then the postcodes that start with it (ADR 0011).
    for (const entry of index.entries) {
      if (!inState(entry) || !entry.record.postcode.startsWith(query.postcode)) continue;
      found.push({ entry, rank: entry.record.postcode === query.postcode ? 0 : 1 });
    }
    found.sort(
      (a, b) =>
        a.rank - b.rank ||
        (a.rank === 1 ? compareText(a.entry.record.postcode, b.entry.record.postcode) : 0) ||
        a.entry.kind - b.entry.kind ||
        compareRecords(a.entry.record, b.entry.record),
    );
    return found.slice(0, limit).map(({ entry }) => entry.record);
  }

  return rankedByName(index, query)
    .slice(0, limit)
    .map(({ entry }) => entry.record);
}

/** A listed town or a capital (its size carries the town tier): the place a rider most likely means. */
const LISTED_TOWN = 1_000_000;

/**
 * The rows a name search finds, best first. A whole name within a typing mistake of a listed town ranks with the
 * names that start with the text (issue 45 item 14: 'Brome' gives Broome WA before Bromelton QLD).
 */
function rankedByName(index: LocalityIndex, query: LocalityQuery): Array<{ entry: Entry; rank: number }> {
  const inState = (entry: Entry) => !query.state || entry.record.state === query.state;
  const found: Array<{ entry: Entry; rank: number }> = [];
  const typed = query.name.toUpperCase();
  const typedCanonical = canonicalPlaceName(typed);
  for (const group of index.names) {
    const rank = matchClass(group, typed, typedCanonical);
    if (rank === null) continue;
    for (const entry of group.entries) {
      const ranked = rank === 3 && entry.size >= LISTED_TOWN ? 1 : rank;
      if (!entry.secondary && inState(entry) && entry.record.postcode.startsWith(query.postcode)) found.push({ entry, rank: ranked });
    }
  }
  found.sort((a, b) => a.rank - b.rank || b.entry.size - a.entry.size || a.entry.kind - b.entry.kind || compareRecords(a.entry.record, b.entry.record));
  return found;
}

/**
 * The place a name most likely means, allowing a typing mistake or two (what the wizard's suggestions tolerate), or
 * null: exact names, names it starts, and names within a mistake or two only; never a name it merely appears in.
 */
export function closestLocality(index: LocalityIndex, query: LocalityQuery): LocalityRecord | null {
  if (!query.name) return null;
  const [best] = rankedByName(index, query);
  return best && best.rank <= 3 ? best.entry.record : null;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const compareRecords = (a: LocalityRecord, b: LocalityRecord) =>
  compareText(a.locality, b.locality) || compareText(a.state, b.state) || compareText(a.postcode, b.postcode);
