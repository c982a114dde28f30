// Built-in address suggestions (spec §4, mode two): used while no places service is available. Pure data, shared
// by every address entry (the quote wizard and the home page pickup entry).
import { ADDRESS_SUGGESTIONS } from '@motohaul/contracts';

export interface BuiltInSuburb {
  name: string;
  postcode: string;
  state: 'NSW';
}

/** The 18 built-in New South Wales suburbs, in the order the spec's "first 5 listed" refers to. */
export const NSW_SUBURBS: readonly BuiltInSuburb[] = [
  { name: 'Sydney', postcode: '2000', state: 'NSW' },
  { name: 'Parramatta', postcode: '2150', state: 'NSW' },
  { name: 'Chatswood', postcode: '2067', state: 'NSW' },
  { name: 'Bondi', postcode: '2026', state: 'NSW' },
  { name: 'Penrith', postcode: '2750', state: 'NSW' },
  { name: 'Liverpool', postcode: '2170', state: 'NSW' },
  { name: 'Blacktown', postcode: '2148', state: 'NSW' },
  { name: 'Manly', postcode: '2095', state: 'NSW' },
  { name: 'Hornsby', postcode: '2077', state: 'NSW' },
  { name: 'Campbelltown', postcode: '2560', state: 'NSW' },
  { name: 'Bankstown', postcode: '2200', state: 'NSW' },
  { name: 'Cronulla', postcode: '2230', state: 'NSW' },
  { name: 'Castle Hill', postcode: '2154', state: 'NSW' },
  { name: 'Ryde', postcode: '2112', state: 'NSW' },
  { name: 'Hurstville', postcode: '2220', state: 'NSW' },
  { name: 'Newcastle', postcode: '2300', state: 'NSW' },
  { name: 'Wollongong', postcode: '2500', state: 'NSW' },
  { name: 'Gosford', postcode: '2250', state: 'NSW' },
];

const { minChars, maxSuggestions } = ADDRESS_SUGGESTIONS;

export const suburbLabel = (suburb: BuiltInSuburb) => `${suburb.name} ${suburb.state} ${suburb.postcode}`;

export function findSuburb(name: string): BuiltInSuburb | undefined {
  const wanted = name.trim().toLowerCase();
  return NSW_SUBURBS.find((suburb) => suburb.name.toLowerCase() === wanted);
}

/** Up to 6 suggestions for the typed text, or none when it is shorter than 3 characters. */
export function suggestAddresses(text: string): string[] {
  const query = text.trim();
  if (query.length < minChars) return [];

  const leadingNumber = /^\d+/.exec(query)?.[0];
  if (leadingNumber) {
    return NSW_SUBURBS.slice(0, 5)
      .flatMap((suburb) => [
        `${leadingNumber} Main Street, ${suburbLabel(suburb)}`,
        `${leadingNumber} George Street, ${suburbLabel(suburb)}`,
      ])
      .slice(0, maxSuggestions);
  }

  const lower = query.toLowerCase();
  const matches = NSW_SUBURBS.filter(
    (suburb) => suburb.name.toLowerCase().includes(lower) || suburbLabel(suburb).toLowerCase().includes(lower),
  );
  if (matches.length > 0) return matches.slice(0, maxSuggestions).map(suburbLabel);

  return NSW_SUBURBS.slice(0, maxSuggestions).map((suburb) => `${query} Street, ${suburbLabel(suburb)}`);
}
