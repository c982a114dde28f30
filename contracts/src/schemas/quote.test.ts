import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DROPOFF_NOT_FOUND_MESSAGE, PICKUP_NOT_FOUND_MESSAGE, quoteSchema, quoteStepFields } from './quote';
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

  it('when the phone is valid, then the output is its E.164 form', () => {
    const result = validate(quoteSchema, { ...valid, customerPhone: '(02) 9876-5432' });
    expect(result.success && result.output.customerPhone).toBe('+61298765432');
  });

  it.each(['0412 345 67', '12345', '', '+61 2 9876 543', '123456789'])('when the phone %j has too few digits, then the spec message refuses it', (customerPhone) => {
    const result = validate(quoteSchema, { ...valid, customerPhone });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors.customerPhone).toEqual(['Phone number must be at least 10 digits']);
  });

  it.each([
    ['0412 345 6789', 'Phone number has too many digits: an Australian mobile or landline has 10, like 0412 345 678'],
    ['(02) 9876 54321', 'Phone number has too many digits: an Australian mobile or landline has 10, like 0412 345 678'],
    ['1234567890', 'Enter an Australian mobile or landline number, like 0412 345 678 or 02 9876 5432'],
    ['call me pls', 'Enter an Australian mobile or landline number, like 0412 345 678 or 02 9876 5432'],
    ['+44 20 7946 0958', 'Enter an Australian mobile or landline number, like 0412 345 678 or 02 9876 5432'],
    ['1300 668 722', '1300, 1800 and 13 numbers are not accepted: enter a mobile or landline number'],
    ['1800 123 456', '1300, 1800 and 13 numbers are not accepted: enter a mobile or landline number'],
    ['13 12 34', '1300, 1800 and 13 numbers are not accepted: enter a mobile or landline number'],
  ])('when the phone is %j, then the message says what is wrong: %s', (customerPhone, message) => {
    const result = validate(quoteSchema, { ...valid, customerPhone });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors.customerPhone).toEqual([message]);
  });

  it.each([
    ['0412 345 678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['(03) 9123 4567', '+61391234567'],
    ['07 3123 4567', '+61731234567'],
    ['08 9164 1234', '+61891641234'],
  ])('when the phone is the mobile or landline %j, then it is taken', (customerPhone, e164) => {
    const result = validate(quoteSchema, { ...valid, customerPhone });
    expect(result.success && result.output.customerPhone).toBe(e164);
  });

  describe('preferred dates (today is 2026-03-10 in Sydney: 2026-03-09T14:30Z)', () => {
    beforeEach(() => {
      vi.useFakeTimers({ now: new Date('2026-03-09T14:30:00Z') });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const dates = (preferredPickupDate: string, preferredDropoffDate = '') => validate(quoteSchema, { ...valid, preferredPickupDate, preferredDropoffDate });

    it('when a date is not a calendar date, then it is refused; an empty date is fine', () => {
      expect(dates('soon').success).toBe(false);
      // A day that is not on the calendar is the field's error, not a refusal by the database (found by a walk).
      const impossible = dates('2027-02-30');
      expect(!impossible.success && impossible.fieldErrors).toEqual({ preferredPickupDate: ['Enter a valid date'] });
      expect(dates('2028-02-29').success).toBe(true);
      expect(dates('').success).toBe(true);
      expect(dates('2026-12-01').success).toBe(true);
    });

    it('when the pickup date is today in Sydney (still yesterday in UTC), then it is accepted', () => {
      expect(dates('2026-03-10').success).toBe(true);
    });

    it('when the pickup date is before today in Sydney, then the field says so', () => {
      const result = dates('2026-03-09');
      expect(!result.success && result.fieldErrors).toEqual({ preferredPickupDate: ['Pickup date cannot be in the past'] });
    });

    it('when the drop-off date is before the pickup date, then the drop-off field says so; the same day is fine', () => {
      const result = dates('2026-03-20', '2026-03-19');
      expect(!result.success && result.fieldErrors).toEqual({ preferredDropoffDate: ['Drop-off date cannot be before the pickup date'] });
      expect(dates('2026-03-20', '2026-03-20').success).toBe(true);
    });

    it('when only step 1 is checked and step 3 is empty, then the drop-off rule still reports', () => {
      const result = validate(quoteSchema, { pickupLocation: 'Perth', dropoffLocation: 'Broome', preferredPickupDate: '2026-03-20', preferredDropoffDate: '2026-03-11' });
      if (result.success) throw new Error('expected failure');
      expect(pickFieldErrors(result.fieldErrors, quoteStepFields[1])).toEqual({ preferredDropoffDate: ['Drop-off date cannot be before the pickup date'] });
    });
  });

  it('when a place holds no word (emoji, punctuation, a single letter), then its field asks for a suburb, town or postcode (issue 27)', () => {
    for (const place of ['🏍️🏍️🏍️', '...', '<>', 'x', '🏍️ A 🏍️']) {
      const result = validate(quoteSchema, { ...valid, pickupLocation: place, dropoffLocation: place });
      expect(!result.success && result.fieldErrors, place).toEqual({
        pickupLocation: [PICKUP_NOT_FOUND_MESSAGE],
        dropoffLocation: [DROPOFF_NOT_FOUND_MESSAGE],
      });
    }
    expect(validate(quoteSchema, { ...valid, pickupLocation: 'WA', dropoffLocation: '6725' }).success).toBe(true);
    expect(validate(quoteSchema, { ...valid, pickupLocation: '' }).success || null).toBeNull();
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
