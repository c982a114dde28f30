// Built-in address suggestions (spec §4, mode two; ADR 0011): used while no places service is available. The typed
// suburb or postcode is searched among every Australian locality by the API (GET /api/localities); a street typed
// before it ('12 Smith St, Joond…') is kept in front of the chosen locality.
import { ADDRESS_SUGGESTIONS, LOCALITY_SEARCH, type LocalitySuggestion } from '@motohaul/contracts';

/** One suggestion: the text the field takes when it is chosen, and the locality (with coordinates) it names. */
export interface AddressSuggestion {
  value: string;
  locality: LocalitySuggestion;
}

/** Searches localities for a suburb name or postcode; the apps pass their own, tests a stub. */
export type SearchLocalities = (text: string, signal: AbortSignal) => Promise<LocalitySuggestion[]>;


/**
 * Splits typed text at its last comma: what comes before is a street kept as typed, what comes after is searched.
 * '12 Smith St, Joond' → { street: '12 Smith St', search: 'Joond' }; 'Joond' → { street: '', search: 'Joond' }.
 */
export function splitAddress(text: string): { street: string; search: string } {
  const comma = text.lastIndexOf(',');
  if (comma < 0) return { street: '', search: text.trim() };
  return { street: text.slice(0, comma).trim(), search: text.slice(comma + 1).trim() };
}

/**
 * Whether the searched part is searched: long enough (spec §4: more than 2 characters), and no longer than the
 * locality search takes (an 80-letter word is no suburb; the API would refuse it).
 */
export const searchable = (search: string) => search.length >= ADDRESS_SUGGESTIONS.minChars && search.length <= LOCALITY_SEARCH.maxChars;

/** Up to 6 suggestions: each locality's label, after the typed street when there is one. */
export function addressSuggestions(street: string, localities: readonly LocalitySuggestion[]): AddressSuggestion[] {
  return localities.slice(0, ADDRESS_SUGGESTIONS.maxSuggestions).map((locality) => ({
    value: street ? `${street}, ${locality.label}` : locality.label,
    locality,
  }));
}
