import { AUSTRALIAN_STATE_NAMES, type AdminDemandRegion, type AustralianState } from '@motohaul/contracts';

/** The share of a region's leads that were sold, 0-100; null without leads. */
export const shareSold = (region: Pick<AdminDemandRegion, 'leads' | 'sold'>): number | null =>
  region.leads > 0 ? (region.sold / region.leads) * 100 : null;

/**
 * The map's colour steps by share sold: red where demand lacks supply (few leads bought), green where providers
 * take nearly all. Every step is named in the legend and every figure is in the table: colour is never the only cue.
 */
export const SHARE_STEPS = [
  { below: 25, label: 'Under 25% sold', fill: '#b42318' },
  { below: 50, label: '25% to 50% sold', fill: '#e07b00' },
  { below: 75, label: '50% to 75% sold', fill: '#7cb342' },
  { below: Infinity, label: '75% or more sold', fill: '#146c2e' },
] as const;
export const NO_LEADS = { label: 'No leads', fill: '#cbd5e1' } as const;

/** The colour of a share sold (null: no leads). */
export function shareFill(share: number | null): string {
  if (share === null) return NO_LEADS.fill;
  // The last step's bound is Infinity: every share finds one.
  return (SHARE_STEPS.find((step) => share < step.below) ?? SHARE_STEPS[3]).fill;
}

/** A disc's radius in map units: its area grows with the leads (at least 6 with any, 4 without, at most 30). */
export const dotRadius = (leads: number, mostLeads: number) =>
  leads > 0 && mostLeads > 0 ? Math.max(6, 30 * Math.sqrt(leads / mostLeads)) : 4;

/** Where each state's disc is drawn: near its middle (the ACT's is Canberra's). */
export const STATE_CENTRES: Record<AustralianState, { latitude: number; longitude: number }> = {
  NSW: { latitude: -32.2, longitude: 146.9 },
  VIC: { latitude: -36.9, longitude: 144.3 },
  QLD: { latitude: -22.6, longitude: 144.4 },
  WA: { latitude: -26.0, longitude: 121.6 },
  SA: { latitude: -30.0, longitude: 135.8 },
  TAS: { latitude: -42.0, longitude: 146.6 },
  ACT: { latitude: -35.3, longitude: 149.1 },
  NT: { latitude: -19.4, longitude: 133.4 },
};

/** 'New South Wales', or what an unplaced row stands for. */
export const regionName = (state: AustralianState | null) => (state ? AUSTRALIAN_STATE_NAMES[state] : 'Place not recognised');
