import { describe, expect, it } from 'vitest';
import type { PurchasedLead } from '@motohaul/contracts';
import { purchasedLead } from '../test-support/fixtures';
import { historyTotals, money, routeOf, sortHistory, vehicleOf } from './history';

describe('historyTotals', () => {
  it('when amounts are present, then they are summed', () => {
    expect(historyTotals([{ amountPaid: '25.00' }, { amountPaid: '22.50' }])).toEqual({ count: 2, amount: 47.5 });
  });

  it('when an amount is missing, then it counts as 25', () => {
    const missing = { amountPaid: null as unknown as PurchasedLead['amountPaid'] };
    expect(historyTotals([missing, { amountPaid: '' }, { amountPaid: '0.00' }])).toEqual({ count: 3, amount: 50 });
    expect(money(50)).toBe('$50.00');
  });
});

describe('sortHistory', () => {
  const list = [
    purchasedLead({ id: 1, purchasedAt: '2025-06-01T00:00:00Z', amountPaid: '20.00' }),
    purchasedLead({ id: 2, purchasedAt: '2025-06-03T00:00:00Z', amountPaid: '10.00' }),
    purchasedLead({ id: 3, purchasedAt: '2025-06-02T00:00:00Z', amountPaid: '30.00' }),
  ];

  it('when no column is chosen, then newest purchase comes first', () => {
    expect(sortHistory(list).map((p) => p.id)).toEqual([2, 3, 1]);
  });

  it('when sorting by amount ascending, then the cheapest comes first', () => {
    expect(sortHistory(list, 'amountPaid', 'asc').map((p) => p.id)).toEqual([2, 1, 3]);
  });
});

describe('vehicleOf and routeOf', () => {
  it('when parts are missing, then they are left out', () => {
    expect(vehicleOf({ vehicleYear: null, vehicleMake: 'Honda', vehicleModel: 'CBR' })).toBe('Honda CBR');
    expect(routeOf({ pickupLocation: null, dropoffLocation: null })).toBe('');
    expect(routeOf({ pickupLocation: 'A', dropoffLocation: 'B' })).toBe('A → B');
  });
});
