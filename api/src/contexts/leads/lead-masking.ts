import tlds from 'tlds';

// What a provider may see of a lead before buying it (spec §2.8, DESIGN §4): the server masks, the browser
// never receives the full name, phone, email or street address.

const STATES = 'NSW|VIC|QLD|SA|WA|TAS|NT|ACT';
/** 'Suburb STATE', 'Suburb STATE 1234', 'Suburb STATE 1234 and words without digits' (they are not the place). */
const SUBURB_STATE_POSTCODE = new RegExp(`^(.*?)[\\s,]*\\b(${STATES})\\b\\.?(?:\\s+(\\d{4})(?:\\s+\\D*)?)?$`, 'i');
const STREET_WORDS =
  /^(street|st|road|rd|avenue|ave|av|drive|dr|lane|ln|place|pl|parade|pde|crescent|cres|cr|court|ct|close|cl|highway|hwy|boulevard|blvd|way|terrace|tce|circuit|cct|grove|gr|square|sq|esplanade|esp)\.?$/i;
const COUNTRY = /^australia$/i;

/** The first word of a name. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/**
 * The words of a part after its street: '12 George Street Parramatta' -> 'Parramatta'. A street number ends what comes
 * before it; a street-type word after a name ends the street when a number came before it ('12 George Street'), or
 * when more words follow ('George Street Parramatta'). A locality whose name ends in such a word stays whole:
 * 'Raymond Terrace', 'Kelvin Grove', and '5 Smith St Raymond Terrace' -> 'Raymond Terrace' ('St Kilda' starts with
 * one).
 */
function suburbWords(part: string): string {
  const words = part.trim().split(/\s+/).filter(Boolean);
  let start = 0;
  let numbered = false;
  words.forEach((word, index) => {
    if (/\d/.test(word)) {
      start = index + 1;
      numbered = true;
      return;
    }
    const endsStreet = index > start && STREET_WORDS.test(word) && !STREET_WORDS.test(words[index - 1]!);
    if (endsStreet && (numbered || index < words.length - 1)) {
      start = index + 1;
      numbered = false;
    }
  });
  return words.slice(start).join(' ');
}

/** A part holding a street number (a digit that is not a trailing 4-digit postcode). */
const hasStreetNumber = (part: string) => /\d/.test(part.replace(/\s\d{4}$/, '').replace(/^\d{4}$/, ''));

/**
 * Reduces a stored location to 'Suburb STATE postcode': '12 George Street, Parramatta NSW 2150' ->
 * 'Parramatta NSW 2150', from the last comma-separated part that names a state. Text that names none keeps only
 * its last comma-separated parts without a street number ('12 George Street, Parramatta' -> 'Parramatta'); null
 * when nothing is left.
 */
export function maskLocation(location: string | null): string | null {
  if (!location) return null;
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  while (parts.length > 0 && COUNTRY.test(parts[parts.length - 1]!)) parts.pop();
  if (parts.length === 0) return null;

  const named = parts.findLastIndex((part) => SUBURB_STATE_POSTCODE.test(part));
  const match = named >= 0 ? SUBURB_STATE_POSTCODE.exec(parts[named]!) : null;
  if (match) {
    const [, before = '', state = '', postcode] = match;
    let suburb = suburbWords(before);
    if (!suburb && named > 0) suburb = suburbWords(parts[named - 1]!);
    return [suburb, state.toUpperCase(), postcode].filter(Boolean).join(' ');
  }

  const kept: string[] = [];
  for (let index = parts.length - 1; index >= 0; index -= 1) {
    const part = parts[index]!;
    if (hasStreetNumber(part)) break;
    kept.unshift(part);
  }
  return kept.length > 0 ? kept.join(', ') : null;
}

// Contact details a rider types into free text (special requests, vehicle, names, locations) are hidden
// from providers until they buy the lead: the lead is theirs alone only if it cannot be worked without
// buying it (issue 14, ADR 0013). The patterns read the text normalised (issue 27): NFKC ('０４１２' is
// '0412', '＠' is '@'), invisible characters dropped (zero-width spaces, keycap marks), and once more with
// characters spaced out one by one closed up ('k i m @ …'); what they find is replaced in the text as typed.
// No pattern nests quantifiers over the same characters, so a 2,000-character special request dense with
// contact details costs about a millisecond at most.

export const CONTACT_DETAILS_MARKER = '[contact details shown after purchase]';
/** What a public review shows in place of contact details: nothing is shown after anything (issue 45 item 4). */
export const REMOVED_CONTACT_DETAILS_MARKER = '[contact details removed]';

/** A run needs this many digits to be a phone number: an 8-digit local landline ('9876 5432') is the shortest. */
const MIN_PHONE_DIGITS = 8;

const DIGIT_OF: Record<string, string> = {
  zero: '0', oh: '0', o: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
};
const DIGIT_WORD = '(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine|double|triple)';
/** Letters typed for digits between digits: '04l2 345 678' (l or I for 1), 'O4O0 123 456' (O for 0). */
const LOOKALIKES = '(?<=\\d)[lio]+(?=\\d)';
const PHONE_TOKEN = `(?:\\d|${LOOKALIKES}|(?<![a-z])${DIGIT_WORD}(?![a-z]))`;
/**
 * What riders put between the groups of a number: spaces, dots, dashes, slashes, underscores, brackets, a plus, and
 * the other punctuation a keyboard offers (issue 45 item 7: '0412~345~678', '0412 | 345 | 678', '0412*345', '0412#345',
 * '0412=345'); a colon, a semicolon, an apostrophe or an x only right between digits ('0412:345:678', '0412x345x678'),
 * as ordinary text puts them after a number ('gate code 4821; 2015 Honda', '10:30').
 */
const GROUP_SEPARATOR = '(?:[\\s.()+/\\\\_\\-~|*#=\u00b7\u2022\u2010-\u2015\u2212\u2219\u22c5\u30fb]|(?<=\\d)[:;\'x](?=\\d))';
/**
 * A run of digits or digit words: '0412 345 678', '(02) 9876-5432', '+61.412.345.678', '0412_345_678',
 * 'zero four one two 345 678'.
 */
const PHONE_RUN = new RegExp(`\\+?\\(?${PHONE_TOKEN}(?:${GROUP_SEPARATOR}*${PHONE_TOKEN})*\\)?`, 'gi');
/** Words riders put between the groups of a number (issue 45 item 7: 'call 0412 and then 999 888', '0412 then 345 then 678'). */
const JOINING_WORD = '(?<![a-z])(?:and|then|next|plus|followed\\s+by)(?![a-z])';
/**
 * A run that starts like a number dialled in Australia (0, 61, 'zero', 'oh'; not inside a date or another number)
 * and may also have commas or joining words between its groups: '0412, 345, 678', 'oh four one two, three four five,
 * six seven eight', 'zero four one two then 345 then 678'. Commas and words also join numbers in ordinary text
 * ('NSW 2150, 2015 Honda', 'from 2150 and then 2300'), so such a run counts only when it holds a whole number
 * (0 and 9 digits, or 61 and 9 digits).
 */
const TRUNK_PHONE_RUN = new RegExp(
  `\\+?\\(?(?<![\\da-z]|\\d[./-])(?:0|6[1li]|zero|oh|o)(?![a-z])(?:(?:${GROUP_SEPARATOR}|,|${JOINING_WORD})*${PHONE_TOKEN})*\\)?`,
  'gi',
);
const WHOLE_NUMBER = /^(?:0|61)\d{9}/;
const A_DATE = String.raw`(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}/\d{1,2})`;
/** A date written with slashes or dots, which can stand either side of a dash without reading as one number. */
const SLASHED_DATE = String.raw`(?:\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{1,2}/\d{1,2})`;
/**
 * A date or a range of dates ('12.03.2026', '2026-03-12', '12-3-26', '12/03', '12/03/2026-14/03/2026') is not part of a
 * phone number, unless a number goes on.
 */
const DATE = new RegExp(String.raw`(?<![\d./-])(?:${SLASHED_DATE}\s*[-–]\s*${SLASHED_DATE}|${A_DATE})(?![./-]?\d)`, 'g');

const LOOKALIKE_RUN = new RegExp(LOOKALIKES, 'gi');
/** Lookalike letters between digits read as the digits they stand for. */
const asDigits = (letters: string) => letters.toLowerCase().replace(/[li]/g, '1').replace(/o/g, '0');

/**
 * The digits of a run, number words and lookalike letters read as digits ('double one' is '11'), dates and the words
 * between groups ('and then') left out.
 */
function digitsOf(run: string): string {
  let digits = '';
  let times = 1;
  for (const token of run.replace(LOOKALIKE_RUN, asDigits).replace(DATE, ' ').toLowerCase().match(/\d|[a-z]+/g) ?? []) {
    if (token === 'double' || token === 'triple') {
      times = token === 'double' ? 2 : 3;
      continue;
    }
    digits += (DIGIT_OF[token] ?? token.replace(/\D/g, '')).repeat(times);
    times = 1;
  }
  return digits;
}

/** The endings bare domains are found by ('fastbikes.com.au'): a full stop between two words is ordinary text too ('St.Kilda'). */
const TLD = '(?:com|net|org|edu|gov|asn|id|au|io|co|me|info|biz|nz|uk|us|app|dev|xyz|online|site|store|shop|email|tv|ly|page|link)';
/**
 * Every top-level domain (IANA's list, the tlds package), longest first: an email ends in any of them (issue 45 item 7:
 * 'jo at mail dot ninja'), as it is found by its '@' or spelled 'at' as well.
 */
const ANY_TLD = `(?:${tlds
  .filter((tld) => /^[a-z]+$/.test(tld))
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
/** Mail services riders name without a domain ending: 'jo at gmail'. */
const MAIL_HOST = '(?:gmail|googlemail|hotmail|outlook|yahoo|ymail|icloud|bigpond|optusnet|iinet|internode|tpg|westnet|aol|protonmail|proton|gmx)';
/** ' dot ', '(dot)', '[dot]'. */
const SPELLED_DOT = '(?:\\s*[[({]\\s*dot\\s*[\\])}]\\s*|\\s+dot\\s+)';
/** '.', or one of SPELLED_DOT. */
const DOT = `(?:\\.|${SPELLED_DOT})`;
/** A dot with spaces around it allowed: ' . ', or one of DOT. */
const SPACED_DOT = `(?:\\s*\\.\\s*|${DOT})`;
/** '@', ' at ', '(at)', '[at]'. */
const SPELLED_AT = '(?:\\s*[[({]\\s*at\\s*[\\])}]\\s*|\\s+at\\s+)';
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
/** The part before the '@', its dots perhaps spelled: 'jo.smith', 'jess dot qa'. */
const LOCAL_PART = `(?<![a-z0-9._%+-])[a-z0-9._%+-]+(?:${SPELLED_DOT}[a-z0-9._%+-]+)*`;

/**
 * An email with a real '@': 'jo.smith@gmail.com', 'jo@bigpond', 'jo@gmail dot com'; with spaces around the '@' and dots only
 * when it ends in a top-level domain or names a mail service ('jo @ gmail . com', 'jo @ gmail'), so
 * 'insta @fast_bikes' stays a handle.
 */
const EMAIL = new RegExp(
  `${LOCAL_PART}(?:@${LABEL}(?:${DOT}${LABEL})*|\\s*@\\s*(?:${LABEL}(?:${SPACED_DOT}${LABEL})*${SPACED_DOT}${ANY_TLD}|${MAIL_HOST})(?![a-z0-9]))`,
  'gi',
);
/**
 * An email with the '@' spelled out, ending in a top-level domain or naming a mail service: 'jo at gmail dot com',
 * 'jo[at]mail.com.au', 'jess dot qa at example dot com', 'jo (at) mail (dot) ninja', 'jo at gmail'.
 */
const SPELLED_EMAIL = new RegExp(`${LOCAL_PART}${SPELLED_AT}(?:${LABEL}(?:${DOT}${LABEL})*${DOT}${ANY_TLD}|${MAIL_HOST})(?![a-z0-9])`, 'gi');
/** A link: 'https://…', 'www.…', 'www dot …'. */
const URL = new RegExp(`(?:\\bhttps?://|\\bwww${DOT})[^\\s,;]+`, 'gi');
/** A bare domain with a known top-level domain and an optional path: 'example.com.au', 'fb.com/jo', 'bikes dot com'. */
const DOMAIN = new RegExp(`(?<![a-z0-9@.-])${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}(?:\\.[a-z]{2})?(?![a-z0-9-])(?:/[^\\s,;]*)?`, 'gi');
/** A social handle: '@fastbikes' (not the middle of an email, which EMAIL takes whole). */
const HANDLE = /(?<![a-z0-9._%+-])@[a-z0-9_.]{2,}/gi;

/** Quick rejections: text without these cannot hold a pattern above. */
const MAY_HOLD_CONTACT = /\d|@|\bat\b|\bdot\b|\.|\b(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine)\b/i;

/** Characters that show nothing by themselves: zero-width spaces and joiners, soft hyphens, combining marks. */
const INVISIBLE = /^[\p{Cf}\p{M}]$/u;
/** Three or more single letters, digits, '@', '.' or '_' with spaces between: 'k i m @ e x a m p l e . o r g'. */
const SPACED_OUT = /(?<!\S)[\p{L}\p{N}@._](?:[ \t]{1,3}[\p{L}\p{N}@._](?!\S)){2,}/gu;

/**
 * The text as the patterns read it: character i of `text` came from `start[i]`..`end[i]` of the text as typed
 * (from i..i+1 when there are no arrays: plain ASCII is read as typed).
 */
interface Reading {
  text: string;
  start?: number[];
  end?: number[];
}

const PLAIN = /^[\t\n\r -~]*$/;

const UNICODE_DIGIT = /^\p{Nd}$/u;
/**
 * Any script's decimal digit as its ASCII digit (issue 45 item 7: Arabic-Indic '٠٤١٢', Devanagari '०४१२', Thai '๐๔๑๒'):
 * Unicode keeps each script's digits as ten code points in a row, zero first, so a digit's value is how many digits
 * come right before it. NFKC has already made the compatibility digits ASCII ('０４１２').
 */
function asciiDigit(char: string): string {
  if (!UNICODE_DIGIT.test(char) || (char >= '0' && char <= '9')) return char;
  let codePoint = char.codePointAt(0)!;
  let value = 0;
  while (value < 9 && UNICODE_DIGIT.test(String.fromCodePoint(codePoint - 1))) {
    codePoint -= 1;
    value += 1;
  }
  return String(value);
}

/** The typed text in NFKC, invisible characters dropped. */
function normalised(typed: string): Reading {
  if (PLAIN.test(typed)) return { text: typed };
  let text = '';
  const start: number[] = [];
  const end: number[] = [];
  let at = 0;
  for (const char of typed) {
    const next = at + char.length;
    const read = char.charCodeAt(0) < 0x80 ? char : INVISIBLE.test(char) ? '' : asciiDigit(char.normalize('NFKC'));
    text += read;
    for (let unit = 0; unit < read.length; unit += 1) {
      start.push(at);
      end.push(next);
    }
    at = next;
  }
  return { text, start, end };
}

/** The reading with spaced-out characters closed up ('kim@example.org'), null when nothing is spaced out. */
function closedUp({ text, start, end }: Reading): Reading | null {
  let closed = '';
  const closedStart: number[] = [];
  const closedEnd: number[] = [];
  let at = 0;
  const keep = (to: number) => {
    closed += text.slice(at, to);
    for (let index = at; index < to; index += 1) {
      closedStart.push(start ? start[index]! : index);
      closedEnd.push(end ? end[index]! : index + 1);
    }
    at = to;
  };
  for (const run of text.matchAll(SPACED_OUT)) {
    keep(run.index);
    for (const part of run[0].split(/([ \t]+)/)) {
      if (/^[ \t]/.test(part)) at += part.length;
      else keep(at + part.length);
    }
  }
  if (at === 0) return null;
  keep(text.length);
  return { text: closed, start: closedStart, end: closedEnd };
}

/**
 * What each address pattern cannot match without (its '@', its spelled 'at', its dot, its 'http' or 'www'): a text
 * that lacks it is not scanned for that pattern. Most fields of a lead (a place, a make) lack them all.
 */
const NEEDS = new Map<RegExp, RegExp>([
  [URL, /https?:\/\/|www/i],
  [EMAIL, /@/],
  [SPELLED_EMAIL, /\bat\b/i],
  [DOMAIN, /\.|\bdot\b/i],
  [HANDLE, /@/],
]);

/** Where in the reading the patterns find contact details, as [from, to) of the text as typed. */
function contactRanges({ text, start, end }: Reading, patterns: RegExp[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const pattern of patterns) {
    if (NEEDS.get(pattern)?.test(text) === false) continue;
    for (const match of text.matchAll(pattern)) {
      if (pattern === PHONE_RUN && digitsOf(match[0]).length < MIN_PHONE_DIGITS) continue;
      if (pattern === TRUNK_PHONE_RUN && !WHOLE_NUMBER.test(digitsOf(match[0]))) continue;
      const last = match.index + match[0].length - 1;
      ranges.push([start ? start[match.index]! : match.index, end ? end[last]! : last + 1]);
    }
  }
  return ranges;
}

const ADDRESSES = [URL, EMAIL, SPELLED_EMAIL, DOMAIN, HANDLE];

/** Where the text as typed holds contact details, in order, as [from, to). */
function contactDetailRanges(text: string): Array<[number, number]> {
  const reading = normalised(text);
  if (!MAY_HOLD_CONTACT.test(reading.text)) return [];
  // Closing up spaced-out characters reveals addresses ('k i m @ …'); numbers are read with their spaces already.
  const spacedOut = closedUp(reading);
  return [...contactRanges(reading, [...ADDRESSES, PHONE_RUN, TRUNK_PHONE_RUN]), ...(spacedOut ? contactRanges(spacedOut, ADDRESSES) : [])];
}

/** The text with each range replaced by the marker; overlapping and consecutive markers collapse into one. */
function withMarkers(text: string, ranges: Array<[number, number]>, marker: string): string {
  if (ranges.length === 0) return text;
  ranges.sort(([a], [b]) => a - b);
  let masked = '';
  let at = 0;
  for (const [from, to] of ranges) {
    if (from >= at) masked += `${text.slice(at, from)}${marker}`;
    at = Math.max(at, to);
  }
  masked += text.slice(at);
  const escaped = marker.replace(/[[\]]/g, '\\$&');
  return masked.replace(new RegExp(`${escaped}(?:[\\s,;/]*(?:or|and|&)?[\\s,;/]*${escaped})+`, 'g'), marker);
}

/**
 * The text with every phone number, email, web address and social handle replaced by the marker;
 * consecutive markers collapse into one. The rest stays as typed. Null stays null.
 */
export function maskContactDetails(text: string, marker?: string): string;
export function maskContactDetails(text: string | null, marker?: string): string | null;
export function maskContactDetails(text: string | null, marker = CONTACT_DETAILS_MARKER): string | null {
  return text ? withMarkers(text, contactDetailRanges(text), marker) : text;
}

/**
 * The groups of digits or digit words of a text that are not inside a word ('0412', 'Jo0412', 'nine nine nine'; not the
 * '1000' of 'CBR1000RR'), as their range in the text as typed and how many digits each holds.
 */
function numberGroups(text: string): Array<{ range: [number, number]; digits: number }> {
  const { text: read, start, end } = normalised(text);
  const groups: Array<{ range: [number, number]; digits: number }> = [];
  if (!MAY_HOLD_CONTACT.test(read)) return groups;
  for (const match of read.matchAll(PHONE_RUN)) {
    const last = match.index + match[0].length - 1;
    if (/\p{L}/u.test(read[match.index - 1] ?? '') && /\p{L}/u.test(read[last + 1] ?? '')) continue;
    const digits = digitsOf(match[0]).length;
    if (digits > 0) groups.push({ range: [start ? start[match.index]! : match.index, end ? end[last]! : last + 1], digits });
  }
  return groups;
}

/**
 * Fields a provider reads side by side (the first name, the make and the model), each masked as maskContactDetails
 * does, and also a number split across them (issue 45 item 7: '0412' in the make, '999' in the model, '888' in the
 * name): when groups of digits in two or more of the fields hold a phone number's digits between them, every such
 * group is masked. A model's own digits stay ('CBR1000RR', 'MT-07' with a make 'Yamaha').
 */
export function maskContactDetailsAcross<const Fields extends readonly string[]>(fields: Fields, marker = CONTACT_DETAILS_MARKER): Fields {
  const groups = fields.map(numberGroups);
  const digits = groups.flat().reduce((sum, group) => sum + group.digits, 0);
  const split = groups.filter((found) => found.length > 0).length > 1 && digits >= MIN_PHONE_DIGITS;
  const masked = fields.map((field, index) => withMarkers(field, [...contactDetailRanges(field), ...(split ? groups[index]!.map((group) => group.range) : [])], marker));
  return masked as readonly string[] as Fields;
}
