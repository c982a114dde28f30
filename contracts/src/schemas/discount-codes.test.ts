import { describe, expect, it } from 'vitest';
import { discountCodeCreateSchema } from './discount-codes';
import { validate } from '../validation/validate';

describe('discountCodeCreateSchema (the admin form and the API)', () => {
  it('when a percentage is above 100, then discountValue names the 1-100 rule', () => {
    const result = validate(discountCodeCreateSchema, { code: 'OVER', discountType: 'percentage', discountValue: 150 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors).toEqual({ discountValue: ['Enter a percentage between 1 and 100'] });
  });

  // Issue 27: a 0.5 % code was accepted although the form says 'between 1 and 100'.
  it.each([0.5, 0.99, 12.5, 0, 101])('when a percentage is %d (not a whole number from 1 to 100), then discountValue names the 1-100 rule', (value) => {
    const result = validate(discountCodeCreateSchema, { code: 'HALF', discountType: 'percentage', discountValue: value });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors.discountValue).toEqual(['Enter a percentage between 1 and 100']);
  });

  it.each([1, 15, 100])('when a percentage is %d, then it is accepted', (value) => {
    expect(validate(discountCodeCreateSchema, { code: 'WHOLE', discountType: 'percentage', discountValue: value }).success).toBe(true);
  });

  it('when a fixed amount rounds to $0.00, then it is refused as not above $0', () => {
    const result = validate(discountCodeCreateSchema, { code: 'TINY', discountType: 'fixed_amount', discountValue: 0.001 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors).toEqual({ discountValue: ['Enter an amount above $0 and at most $10000'] });
  });

  it('when a value has more than two decimals, then the output is rounded to cents', () => {
    const result = validate(discountCodeCreateSchema, { code: 'ROUND', discountType: 'fixed_amount', discountValue: 9.999 });
    expect(result.success && result.output.discountValue).toBe(10);
  });

  it('when a code is free, then no value is needed', () => {
    expect(validate(discountCodeCreateSchema, { code: 'FREE', discountType: 'free' }).success).toBe(true);
  });
});
