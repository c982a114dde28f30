import * as v from 'valibot';

/** GET /api/localities?q=: the built-in address suggestions' search over every Australian locality (ADR 0011). */
export const LOCALITY_SEARCH = { minChars: 2, maxChars: 60, maxResults: 6 } as const;

const { minChars, maxChars } = LOCALITY_SEARCH;
const queryMessage = `Search text must be ${minChars} to ${maxChars} characters`;

export const localitySearchQuerySchema = v.object({
  q: v.pipe(
    v.string(queryMessage),
    v.trim(),
    v.minLength(minChars, queryMessage),
    v.maxLength(maxChars, queryMessage),
  ),
});

/** One Australian locality as suggestions show it. */
export interface LocalitySuggestion {
  id: number;
  /** Title case: 'Joondalup'. */
  locality: string;
  /** 'WA', 'TAS', …: the state or territory abbreviation. */
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
  /** 'Joondalup WA 6027'. */
  label: string;
}

export interface LocalitiesResponse {
  localities: LocalitySuggestion[];
}
