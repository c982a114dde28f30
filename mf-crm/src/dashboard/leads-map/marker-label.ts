import type { AvailableLead } from '@motohaul/contracts';

/** A marker's accessible name: 'Ducati Monster, Parramatta NSW 2150 to Penrith NSW 2750'. */
export function markerLabel(lead: Pick<AvailableLead, 'motorcycleMake' | 'motorcycleModel' | 'pickupLocation' | 'dropoffLocation'>): string {
  const bike = `${lead.motorcycleMake} ${lead.motorcycleModel}`.trim();
  const route = `${lead.pickupLocation ?? 'Pickup not given'} to ${lead.dropoffLocation ?? 'drop-off not given'}`;
  return `${bike}, ${route}`;
}
