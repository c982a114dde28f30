/**
 * A valid Australian mobile that no other quote of the run uses, ending in `lastDigits` (3 digits): the API
 * merges one rider's repeat of the same trip into the first lead (ADR 0013), so each test's quote needs
 * its own phone to become a lead of its own. `national` is how it is typed and shown, `e164` how it is stored.
 */
export function riderPhone(lastDigits = '678'): { national: string; e164: string } {
  const middle = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return { national: `041${middle.slice(0, 1)} ${middle.slice(1)} ${lastDigits}`, e164: `+6141${middle}${lastDigits}` };
}
