import { describe, expect, it } from 'vitest';
import type { PurchasedLead } from '@motohaul/contracts';
import { amountPaidOf, money, routeOf, vehicleOf } from './history';

describe('amountPaidOf', () => {
  it('when an amount is missing, then it counts as 25', () => {
    expect(amountPaidOf({ amountPaid: '22.50' })).toBe(22.5);
    expect(amountPaidOf({ amountPaid: null as unknown as PurchasedLead['amountPaid'] })).toBe(25);
    expect(amountPaidOf({ amountPaid: '' })).toBe(25);
    expect(money(50)).toBe('$50.00');
  });
});

describe('vehicleOf and routeOf', () => {
  it('when parts are missing, then they are left out', () => {
    expect(vehicleOf({ vehicleYear: null, vehicleMake: 'Honda', vehicleModel: 'CBR' })).toBe('Honda CBR');
    expect(routeOf({ pickupLocation: null, dropoffLocation: null })).toBe('');
    expect(routeOf({ pickupLocation: 'A', dropoffLocation: 'B' })).toBe('A → B');
  });
});
