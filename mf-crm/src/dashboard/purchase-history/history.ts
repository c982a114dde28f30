import { LEAD_PRICE_DISPLAY, type PurchasedLead } from '@motohaul/contracts';

/** The amount paid for a purchase; 25 when it is missing (spec §2.8). */
export function amountPaidOf(purchase: Pick<PurchasedLead, 'amountPaid'>): number {
  const amount = Number.parseFloat(purchase.amountPaid ?? '');
  return Number.isFinite(amount) ? amount : LEAD_PRICE_DISPLAY;
}

export const money = (amount: number) => `$${amount.toFixed(2)}`;

export const vehicleOf = (p: Pick<PurchasedLead, 'vehicleYear' | 'vehicleMake' | 'vehicleModel'>) =>
  [p.vehicleYear, p.vehicleMake, p.vehicleModel].filter((part) => part !== null && part !== undefined && part !== '').join(' ');

export const routeOf = (p: Pick<PurchasedLead, 'pickupLocation' | 'dropoffLocation'>) =>
  p.pickupLocation || p.dropoffLocation ? `${p.pickupLocation ?? '?'} → ${p.dropoffLocation ?? '?'}` : '';
