// Contact details a rider types into free text (special requests, vehicle, names, locations) are hidden
// from providers until they buy the lead: the lead is theirs alone only if it cannot be worked without
// buying it (issue 14, ADR 0013). Each pattern runs in linear time (no nested quantifiers over the same
// characters), so a 2,000-character special request costs microseconds.

export const CONTACT_DETAILS_MARKER = '[contact details shown after purchase]';

/** A run needs this many digits to be a phone number: an 8-digit local landline ('9876 5432') is the shortest. */
const MIN_PHONE_DIGITS = 8;

const DIGIT_WORDS: Record<string, number> = {
  zero: 1, oh: 1, o: 1, one: 1, two: 1, three: 1, four: 1, five: 1, six: 1, seven: 1, eight: 1, nine: 1,
  // 'double four' and 'triple eight' say one digit word more or two more.
  double: 1, triple: 2,
};
const DIGIT_WORD = '(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine|double|triple)';
const PHONE_TOKEN = `(?:\\d|(?<![a-z])${DIGIT_WORD}(?![a-z]))`;
/**
 * A run of digits or digit words joined by spaces, dots, dashes, brackets or a plus: '0412 345 678',
 * '(02) 9876-5432', '+61.412.345.678', 'zero four one two 345 678'.
 */
const PHONE_RUN = new RegExp(`\\+?\\(?${PHONE_TOKEN}(?:[\\s.()+-]*${PHONE_TOKEN})*\\)?`, 'gi');
/** A date written with separators ('12.03.2026', '2026-03-12', '12-3-26') is not a phone number. */
const DATE_SHAPE = /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2})$/;

/** How many digits a run holds, digits and digit words alike. */
function digitCount(run: string): number {
  let count = 0;
  for (const token of run.toLowerCase().match(/\d|[a-z]+/g) ?? []) count += /\d/.test(token) ? 1 : (DIGIT_WORDS[token] ?? 0);
  return count;
}

const TLD = '(?:com|net|org|edu|gov|asn|id|au|io|co|me|info|biz|nz|uk|us|app|dev|xyz|online|site|store|shop|email|tv|ly|page|link)';
/** '.', ' dot ', '(dot)', '[dot]'. */
const DOT = '(?:\\.|\\s*[[({]\\s*dot\\s*[\\])}]\\s*|\\s+dot\\s+)';
/** A dot with spaces around it allowed: ' . ', or one of DOT. */
const SPACED_DOT = `(?:\\s*\\.\\s*|${DOT})`;
/** '@', ' at ', '(at)', '[at]'. */
const SPELLED_AT = '(?:\\s*[[({]\\s*at\\s*[\\])}]\\s*|\\s+at\\s+)';
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';

/**
 * An email with a real '@': 'jo.smith@gmail.com', 'jo@bigpond', 'jo@gmail dot com'; with spaces around the '@' and dots only
 * when it ends in a known top-level domain ('jo @ gmail . com'), so 'insta @fast_bikes' stays a handle.
 */
const EMAIL = new RegExp(
  `(?<![a-z0-9._%+-])[a-z0-9._%+-]+(?:@${LABEL}(?:${DOT}${LABEL})*|\\s*@\\s*${LABEL}(?:${SPACED_DOT}${LABEL})*${SPACED_DOT}${TLD}(?![a-z0-9]))`,
  'gi',
);
/** An email with the '@' spelled out, ending in a known top-level domain: 'jo at gmail dot com', 'jo[at]mail.com.au'. */
const SPELLED_EMAIL = new RegExp(`(?<![a-z0-9._%+-])[a-z0-9._%+-]+${SPELLED_AT}${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}(?![a-z0-9])`, 'gi');
/** A link: 'https://…', 'www.…', 'www dot …'. */
const URL = new RegExp(`(?:\\bhttps?://|\\bwww${DOT})[^\\s,;]+`, 'gi');
/** A bare domain with a known top-level domain and an optional path: 'example.com.au', 'fb.com/jo', 'bikes dot com'. */
const DOMAIN = new RegExp(`(?<![a-z0-9@.-])${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}(?:\\.[a-z]{2})?(?![a-z0-9-])(?:/[^\\s,;]*)?`, 'gi');
/** A social handle: '@fastbikes' (not the middle of an email, which EMAIL took first). */
const HANDLE = /(?<![a-z0-9._%+-])@[a-z0-9_.]{2,}/gi;

/** Quick rejections: text without these cannot hold a pattern above. */
const MAY_HOLD_CONTACT = /\d|@|\bat\b|\bdot\b|\.|\b(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine)\b/i;

/**
 * The text with every phone number, email, web address and social handle replaced by the marker;
 * consecutive markers collapse into one. Null stays null.
 */
export function maskContactDetails(text: string): string;
export function maskContactDetails(text: string | null): string | null;
export function maskContactDetails(text: string | null): string | null {
  if (!text || !MAY_HOLD_CONTACT.test(text)) return text;
  const masked = text
    .replace(URL, CONTACT_DETAILS_MARKER)
    .replace(EMAIL, CONTACT_DETAILS_MARKER)
    .replace(SPELLED_EMAIL, CONTACT_DETAILS_MARKER)
    .replace(DOMAIN, CONTACT_DETAILS_MARKER)
    .replace(HANDLE, CONTACT_DETAILS_MARKER)
    .replace(PHONE_RUN, (run) => (digitCount(run) >= MIN_PHONE_DIGITS && !DATE_SHAPE.test(run.trim()) ? CONTACT_DETAILS_MARKER : run));
  const marker = CONTACT_DETAILS_MARKER.replace(/[[\]]/g, '\\$&');
  return masked.replace(new RegExp(`${marker}(?:[\\s,;/]*(?:or|and|&)?[\\s,;/]*${marker})+`, 'g'), CONTACT_DETAILS_MARKER);
}
