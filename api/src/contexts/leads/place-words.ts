// How people shorten the words of Australian place names (issue 27): 'Mt Isa' is MOUNT ISA, 'Saint Kilda' is ST KILDA
// (the dataset writes both ways), 'Pt Hedland' is PORT HEDLAND, 'Nth Ryde' NORTH RYDE. Words of one family compare
// as one canonical word; the locator tries each spelling of a family against the dataset's names.

/** Each family of spellings of one word, upper case; the first is its canonical form. */
const FAMILIES: ReadonlyArray<readonly string[]> = [
  ['MT', 'MOUNT', 'MNT'],
  ['ST', 'SAINT'],
  ['PT', 'POINT', 'PORT'],
  ['FT', 'FORT'],
  ['NTH', 'NORTH'],
  ['STH', 'SOUTH'],
];

const FAMILY_OF = new Map<string, readonly string[]>(FAMILIES.flatMap((family) => family.map((word) => [word, family] as const)));

/** An upper-case name with every abbreviable word in its canonical form: 'MOUNT ISA' → 'MT ISA', 'SAINT KILDA' → 'ST KILDA'. */
export const canonicalPlaceName = (upperName: string): string =>
  upperName
    .split(' ')
    .map((word) => FAMILY_OF.get(word)?.[0] ?? word)
    .join(' ');

/** At most this many spellings of one phrase are tried (a phrase of several abbreviable words). */
const MAX_SPELLINGS = 12;

/** Every spelling of an upper-case phrase's abbreviable words, the phrase itself first: 'MT ISA' → MT ISA, MOUNT ISA, MNT ISA. */
export function placeNameSpellings(upperPhrase: string): string[] {
  let spellings = [''];
  for (const word of upperPhrase.split(' ')) {
    const family = FAMILY_OF.get(word);
    const choices = family ? [word, ...family.filter((other) => other !== word)] : [word];
    spellings = spellings.flatMap((start) => choices.map((choice) => (start ? `${start} ${choice}` : choice))).slice(0, MAX_SPELLINGS);
  }
  return spellings;
}
