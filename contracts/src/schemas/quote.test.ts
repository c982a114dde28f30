import { describe, expect, it } from 'vitest';
import { quoteSchema, quoteStepFields } from './quote';
import { pickFieldErrors, validate, VALIDATION_MESSAGE } from '../validation/validate';

const valid = {
  pickupLocation: 'Parramatta NSW 2150',
  dropoffLocation: 'Fitzroy VIC 3065',
  motorcycleMake: 'Honda',
  motorcycleModel: 'CBR650R',
  customerName: '  Jess Nguyen ',
  customerPhone: '0412 345 678',
};

describe('quoteSchema', () => {
  it('when the required fields are given, then the defaults of spec §5 apply and text is trimmed', () => {
    const result = validate(quoteSchema, valid);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.output.customerName).toBe('Jess Nguyen');
    expect(result.output.timeframe).toBe('this_week');
    expect(result.output.canRollAndSteer).toBe(true);
    expect(result.output.isFlexibleDates).toBe(true);
    expect(result.output.specialRequests).toBeUndefined();
  });

  it('when everything is missing, then each required field gets the spec message', () => {
    const result = validate(quoteSchema, {});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.message).toBe(VALIDATION_MESSAGE);
    expect(result.fieldErrors.pickupLocation).toEqual(['Pickup location is required']);
    expect(result.fieldErrors.dropoffLocation).toEqual(['Drop-off location is required']);
    expect(result.fieldErrors.motorcycleMake).toEqual(['Motorcycle make is required']);
    expect(result.fieldErrors.motorcycleModel).toEqual(['Motorcycle model is required']);
    expect(result.fieldErrors.customerName).toEqual(['Customer name is required']);
    expect(result.fieldErrors.customerPhone).toEqual(['Phone number must be at least 10 digits']);
  });

  it('when the name is only spaces, then it is required', () => {
    const result = validate(quoteSchema, { ...valid, customerName: '   ' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors.customerName).toEqual(['Customer name is required']);
  });

  it('when the phone is short or the timeframe unknown, then both are reported', () => {
    const result = validate(quoteSchema, { ...valid, customerPhone: '04123', timeframe: 'yesterday' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(['customerPhone', 'timeframe']);
  });

  it('when a date is not a calendar date, then it is refused; an empty date is fine', () => {
    expect(validate(quoteSchema, { ...valid, preferredPickupDate: 'soon' }).success).toBe(false);
    expect(validate(quoteSchema, { ...valid, preferredPickupDate: '' }).success).toBe(true);
    expect(validate(quoteSchema, { ...valid, preferredPickupDate: '2026-12-01' }).success).toBe(true);
  });

  it('when a field has the wrong type, then it is a field error and not an exception', () => {
    const result = validate(quoteSchema, { ...valid, canRollAndSteer: 'yes', customerName: 42 });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.fieldErrors).sort()).toEqual(['canRollAndSteer', 'customerName']);
  });

  it('when errors are picked for step 1, then only step 1 fields remain', () => {
    const result = validate(quoteSchema, {});
    if (result.success) throw new Error('expected failure');
    const step1 = pickFieldErrors(result.fieldErrors, quoteStepFields[1]);
    expect(Object.keys(step1).sort()).toEqual(['dropoffLocation', 'pickupLocation']);
  });
});
