import { LEAD_PRICE_DISPLAY, type PurchasedLead } from '@motohaul/contracts';

/** The amount paid for a purchase; 25 when it is missing (spec §2.8). */
export function amountPaidOf(purchase: Pick<PurchasedLead, 'amountPaid'>): number {
  const amount = Number.parseFloat(purchase.amountPaid ?? '');
  return Number.isFinite(amount) ? amount : LEAD_PRICE_DISPLAY;
}

export function historyTotals(purchases: readonly Pick<PurchasedLead, 'amountPaid'>[]): { count: number; amount: number } {
  return { count: purchases.length, amount: purchases.reduce((sum, purchase) => sum + amountPaidOf(purchase), 0) };
}

export const money = (amount: number) => `$${amount.toFixed(2)}`;

export type HistoryColumn = 'purchasedAt' | 'jobReference' | 'customerName' | 'vehicle' | 'route' | 'amountPaid' | 'salesStage' | 'claim';

export const vehicleOf = (p: Pick<PurchasedLead, 'vehicleYear' | 'vehicleMake' | 'vehicleModel'>) =>
  [p.vehicleYear, p.vehicleMake, p.vehicleModel].filter((part) => part !== null && part !== undefined && part !== '').join(' ');

export const routeOf = (p: Pick<PurchasedLead, 'pickupLocation' | 'dropoffLocation'>) =>
  p.pickupLocation || p.dropoffLocation ? `${p.pickupLocation ?? '?'} → ${p.dropoffLocation ?? '?'}` : '';

function sortValue(purchase: PurchasedLead, column: HistoryColumn): string | number {
  switch (column) {
    case 'purchasedAt':
      return new Date(purchase.purchasedAt).getTime() || 0;
    case 'amountPaid':
      return amountPaidOf(purchase);
    case 'vehicle':
      return vehicleOf(purchase).toLowerCase();
    case 'route':
      return routeOf(purchase).toLowerCase();
    case 'claim':
      return purchase.claim?.status ?? '';
    default:
      return (purchase[column] ?? '').toString().toLowerCase();
  }
}

/** Purchases sorted by a column; the default is purchase date, newest first. */
export function sortHistory(
  purchases: readonly PurchasedLead[],
  column: HistoryColumn = 'purchasedAt',
  direction: 'asc' | 'desc' = 'desc',
): PurchasedLead[] {
  const factor = direction === 'asc' ? 1 : -1;
  return [...purchases].sort((a, b) => {
    const x = sortValue(a, column);
    const y = sortValue(b, column);
    return x < y ? -factor : x > y ? factor : 0;
  });
}
