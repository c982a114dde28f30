// Australia's states and territories: the regions of the admin's demand map (ADR 0061).

/** The eight abbreviations, as addresses write them ('Parramatta NSW 2150'). */
export const AUSTRALIAN_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

export const AUSTRALIAN_STATE_NAMES: Record<AustralianState, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
};

/** The state or territory an Australian postcode belongs to (Australia Post's ranges); null for none. */
export function stateOfPostcode(postcode: string): AustralianState | null {
  if (!/^\d{4}$/.test(postcode)) return null;
  const n = Number(postcode);
  const within = (from: number, to: number) => n >= from && n <= to;
  if (within(200, 299) || within(2600, 2618) || within(2900, 2920)) return 'ACT';
  if (within(800, 999)) return 'NT';
  if (within(1000, 2999)) return 'NSW';
  if (within(3000, 3999) || within(8000, 8999)) return 'VIC';
  if (within(4000, 4999) || within(9000, 9999)) return 'QLD';
  if (within(5000, 5999)) return 'SA';
  if (within(6000, 6999)) return 'WA';
  if (within(7000, 7999)) return 'TAS';
  return null;
}
