/** Australian state and territory abbreviations as the dataset writes them. */
export const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** Full names people type for a state, upper case, and their abbreviation. */
export const STATE_NAMES: Record<string, string> = {
  'AUSTRALIAN CAPITAL TERRITORY': 'ACT',
  'NEW SOUTH WALES': 'NSW',
  'NORTHERN TERRITORY': 'NT',
  QUEENSLAND: 'QLD',
  'SOUTH AUSTRALIA': 'SA',
  TASMANIA: 'TAS',
  VICTORIA: 'VIC',
  'WESTERN AUSTRALIA': 'WA',
};

/**
 * A dataset name as people write it: 'JOONDALUP' → 'Joondalup', "O'CONNOR" → "O'Connor",
 * 'MOUNT KURING-GAI' → 'Mount Kuring-Gai', 'MCMAHONS POINT' → 'McMahons Point'.
 */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s\-'(])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/\bMc(\p{Ll})/gu, (_m, letter: string) => `Mc${letter.toUpperCase()}`);
}

/** 'Joondalup WA 6027': how a locality is shown and how a chosen suggestion reads. */
export const localityLabel = (locality: { locality: string; state: string; postcode: string }) =>
  `${titleCase(locality.locality)} ${locality.state} ${locality.postcode}`;
