import { describe, expect, it } from 'vitest';
import { DISCOUNT_MESSAGES, discountProblem, priceWithDiscount, type DiscountCodeRow } from './discount-rules';

const code = (overrides: Partial<DiscountCodeRow> = {}): DiscountCodeRow => ({
  id: 1,
  code: 'WELCOME10',
  discountType: 'percentage',
  discountValue: '10.00',
  maxUses: null,
  currentUses: 0,
  isActive: true,
  validFrom: null,
  validUntil: null,
  ...overrides,
});

const now = new Date('2030-06-15T00:00:00Z');

describe('discountProblem', () => {
  it('when the code is active, in its window and has uses left, then there is no problem', () => {
    expect(discountProblem(code({ validFrom: new Date('2030-01-01'), validUntil: new Date('2030-12-31'), maxUses: 3, currentUses: 2 }), now)).toBeNull();
  });

  it('when the code is missing, inactive, early, expired or used up, then it says why', () => {
    expect(discountProblem(null, now)).toBe(DISCOUNT_MESSAGES.invalid);
    expect(discountProblem(code({ isActive: false }), now)).toBe(DISCOUNT_MESSAGES.inactive);
    expect(discountProblem(code({ validFrom: new Date('2030-07-01') }), now)).toBe(DISCOUNT_MESSAGES.notYetValid);
    expect(discountProblem(code({ validUntil: new Date('2030-06-14') }), now)).toBe(DISCOUNT_MESSAGES.expired);
    expect(discountProblem(code({ maxUses: 3, currentUses: 3 }), now)).toBe(DISCOUNT_MESSAGES.usedUp);
  });
});

describe('priceWithDiscount', () => {
  it('when there is no code, then the price is unchanged', () => {
    expect(priceWithDiscount(2500, null)).toEqual({ originalCents: 2500, discountCents: 0, finalCents: 2500 });
  });

  it('when the code is a percentage, then that share is taken off, rounded to the cent', () => {
    expect(priceWithDiscount(2500, code())).toEqual({ originalCents: 2500, discountCents: 250, finalCents: 2250 });
    expect(priceWithDiscount(2499, code({ discountValue: '33.33' }))).toMatchObject({ discountCents: 833, finalCents: 1666 });
  });

  it('when the code is a fixed amount or free, then the final price is never below 0', () => {
    expect(priceWithDiscount(2500, code({ discountType: 'fixed_amount', discountValue: '5.00' })).finalCents).toBe(2000);
    expect(priceWithDiscount(2500, code({ discountType: 'fixed_amount', discountValue: '99.00' }))).toEqual({
      originalCents: 2500,
      discountCents: 2500,
      finalCents: 0,
    });
    expect(priceWithDiscount(2500, code({ discountType: 'free', discountValue: null })).finalCents).toBe(0);
    expect(priceWithDiscount(2500, code({ discountValue: '150' })).finalCents).toBe(0);
  });
});
