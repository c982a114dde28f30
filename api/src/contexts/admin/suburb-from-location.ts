const STATE = /(^|\s+)(NSW|VIC|QLD|WA|SA|TAS|NT|ACT)\b.*$/i;
const POSTCODE = /\s*\b\d{4}$/;

/**
 * The suburb of a free-text location such as 'Parramatta NSW 2150' or '12 George St, Fitzroy VIC 3065, Australia':
 * the last part naming a place, without its state and postcode. Null when nothing is left.
 */
export function suburbFromLocation(location: string | null): string | null {
  if (!location) return null;
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^australia$/i.test(part));
  for (let index = parts.length - 1; index >= 0; index -= 1) {
    const suburb = parts[index]!.replace(STATE, '').replace(POSTCODE, '').trim();
    if (/[a-z]/i.test(suburb)) return suburb;
  }
  return null;
}
