// What a provider may see of a lead before buying it (spec §2.8, DESIGN §4): the server masks, the browser
// never receives the full name, phone, email or street address.
import { formatAustralianPhone } from '@motohaul/contracts';

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
 * Keeps the first 2 and last 3 digits of a phone number as dialled in Australia: '+61412345678' and
 * '0412 345 678' -> '04*****678'.
 */
export function maskPhone(phone: string): string {
  const digits = formatAustralianPhone(phone).replace(/\D/g, '');
  if (digits.length <= 5) return '*'.repeat(digits.length);
  return `${digits.slice(0, 2)}${'*'.repeat(digits.length - 5)}${digits.slice(-3)}`;
}

/** The words of a part after its last street number or street-type word: '12 George Street Parramatta' -> 'Parramatta'. */
function suburbWords(part: string): string {
  const words = part.trim().split(/\s+/).filter(Boolean);
  let start = 0;
  words.forEach((word, index) => {
    // A street-type word ends a street name only after a name ('St Kilda' is a suburb).
    if (/\d/.test(word) || (index > 0 && STREET_WORDS.test(word))) start = index + 1;
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
