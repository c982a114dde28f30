import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { localities } from '../../db/schema';
import { KIND_RANK, type LocalityRow } from './localities-dataset';
import { STATE_NAMES, STATES, titleCase } from './locality-names';
import { placeNameSpellings } from './place-words';

export interface LocatedAddress {
  latitude: number;
  longitude: number;
  postcode: string;
  /** Title case: 'Joondalup'. */
  locality: string;
  state: string;
}

type Candidate = LocalityRow;

/** Longest locality name in the dataset is 39 characters, about six words: names are matched up to this many words. */
const MAX_NAME_WORDS = 6;

/** 'Delivery Area' rows first, then untyped, then large-volume receivers, then PO boxes. */
export const kindOrder = sql.raw(
  `case kind ${Object.entries(KIND_RANK)
    .map(([kind, rank]) => `when '${kind}' then ${rank}`)
    .join(' ')} else 2 end`,
);

/** The text's words, upper case, apostrophes straightened, other punctuation dropped ('12 Smith St, O’Connor' → 12 SMITH ST O'CONNOR). */
function wordsOf(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter(Boolean);
}

/** The state the text names ('WA', 'Western Australia'), the last one when it names several. */
function stateOf(words: string[]): string | null {
  const joined = ` ${words.join(' ')} `;
  let found: { state: string; at: number } | null = null;
  for (const [name, state] of Object.entries(STATE_NAMES)) {
    const at = joined.lastIndexOf(` ${name} `);
    if (at >= 0 && (!found || at > found.at)) found = { state, at };
  }
  words.forEach((word, index) => {
    const at = ` ${words.slice(0, index).join(' ')} `.length - 1;
    if ((STATES as readonly string[]).includes(word) && (!found || at > found.at)) found = { state: word, at };
  });
  return found?.state ?? null;
}

/**
 * Every run of 1..MAX_NAME_WORDS consecutive words, in each usual spelling of its words ('MT ISA' is also MOUNT ISA,
 * place-words.ts), with the index of the word after it (later = nearer the end).
 */
function phrasesOf(words: string[]): Map<string, number> {
  const phrases = new Map<string, number>();
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= Math.min(words.length, start + MAX_NAME_WORDS); end += 1) {
      const phrase = words.slice(start, end).join(' ');
      if (/^\d+$/.test(phrase)) continue;
      for (const spelling of placeNameSpellings(phrase)) phrases.set(spelling, Math.max(phrases.get(spelling) ?? 0, end));
    }
  }
  return phrases;
}

const located = (row: Candidate): LocatedAddress => ({
  latitude: row.latitude,
  longitude: row.longitude,
  postcode: row.postcode,
  locality: titleCase(row.locality),
  state: row.state,
});

/**
 * The locality an address names, from the localities table (a server-side geocoder to suburb precision, ADR 0011):
 * 1. a 4-digit postcode in the text plus a locality of that postcode named in it ('12 Smith St, Joondalup WA 6027');
 * 2. else the postcode alone: its best row ('Delivery Area' first);
 * 3. else a locality name matched as whole words (in the state the text names, when it names one and that state has
 *    such a locality), the one nearest the end of the text and then the longest ('12 Perth St, Fremantle' is Fremantle);
 * null when nothing matches.
 */
export async function locateAddress(db: Database, text: string): Promise<LocatedAddress | null> {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  const phrases = phrasesOf(words);
  const state = stateOf(words);

  // Postcodes nearest the end first: a street number such as '1234 Main Rd' comes before the suburb.
  const postcodes = [...new Set(words.filter((word) => /^\d{4}$/.test(word)).reverse())];
  for (const postcode of postcodes) {
    const rows = await select(db, eq(localities.postcode, postcode));
    if (rows.length === 0) continue;
    const named = best(rows.filter((row) => phrases.has(row.locality)), phrases);
    return located(named ?? principal(rows));
  }

  // lower(locality) is what the name index holds (its text_pattern_ops serve equality too).
  const names = [...phrases.keys()].map((phrase) => phrase.toLowerCase());
  const byName = inArray(sql`lower(${localities.locality})`, names);
  // A state word may be part of a street ('12 Queensland Rd, Perth'): without a match in that state, any state.
  const named = (state ? best(await select(db, and(byName, eq(localities.state, state))), phrases) : undefined) ?? best(await select(db, byName), phrases);
  return named ? located(named) : null;
}

/**
 * The row that stands for a postcode alone: of the best kind, the locality most of the postcode's other names
 * contain (7000: HOBART, for NORTH HOBART and WEST HOBART; 6027: JOONDALUP, for JOONDALUP DC), else the first.
 * A postcode's rows mostly share one point, so this picks a name more than a place.
 */
function principal(rows: Candidate[]): Candidate {
  const bestKind = rows[0]!.kind;
  const contains = (outer: string, inner: string) => outer !== inner && ` ${outer} `.includes(` ${inner} `);
  let chosen = rows[0]!;
  let chosenScore = -1;
  for (const row of rows) {
    if (row.kind !== bestKind) continue;
    const score = rows.filter((other) => contains(other.locality, row.locality)).length;
    if (score > chosenScore) [chosen, chosenScore] = [row, score];
  }
  return chosen;
}

/** The named row nearest the end of the text, then the longest name; rows come in kind order, which breaks ties. */
function best(rows: Candidate[], phrases: Map<string, number>): Candidate | undefined {
  let chosen: Candidate | undefined;
  for (const row of rows) {
    const end = phrases.get(row.locality);
    if (end === undefined) continue;
    const chosenEnd = chosen ? phrases.get(chosen.locality)! : -1;
    if (end > chosenEnd || (end === chosenEnd && row.locality.length > chosen!.locality.length)) chosen = row;
  }
  return chosen;
}

function select(db: Database, where: SQL | undefined): Promise<Candidate[]> {
  const { postcode, locality, state, latitude, longitude, kind } = localities;
  return db
    .select({ postcode, locality, state, latitude, longitude, kind })
    .from(localities)
    .where(where)
    .orderBy(kindOrder, asc(postcode), asc(locality), asc(state));
}
