import { describe, expect, it } from 'vitest';
import { validate } from '../validation/validate';
import { editLeadSchema, manualLeadSchema } from './leads';

describe('editLeadSchema (PATCH /api/leads/:id)', () => {
  it('when only the name is sent, then only the name is in the output: no urgency or inspection default (issue 19)', () => {
    expect(validate(editLeadSchema, { customerName: ' Olivia ' })).toEqual({ success: true, output: { customerName: 'Olivia' } });
    expect(validate(editLeadSchema, {})).toEqual({ success: true, output: {} });
  });

  it('when optional fields are sent blank, then they are null (cleared); the year is text and becomes a number', () => {
    expect(validate(editLeadSchema, { vehicleRego: ' ', customerEmail: '', urgency: null, vehicleYear: '', specificRequests: '' })).toEqual({
      success: true,
      output: { vehicleRego: null, customerEmail: null, urgency: null, vehicleYear: null, specificRequests: null },
    });
    expect(validate(editLeadSchema, { vehicleYear: ' 2019 ', pickupLocation: ' Joondalup WA 6027 ' })).toEqual({
      success: true,
      output: { vehicleYear: 2019, pickupLocation: 'Joondalup WA 6027' },
    });
  });

  it('when a required field is sent blank or a year is not one, then each has its message', () => {
    const result = validate(editLeadSchema, {
      customerName: '',
      customerPhone: '12',
      pickupLocation: ' ',
      dropoffLocation: '',
      vehicleMake: '',
      vehicleModel: ' ',
      vehicleYear: '20x9',
    });
    expect(result.success ? {} : result.fieldErrors).toEqual({
      customerName: ['Customer name is required'],
      customerPhone: ['Phone number must be at least 10 digits'],
      pickupLocation: ['Pickup location is required'],
      dropoffLocation: ['Drop-off location is required'],
      vehicleMake: ['Motorcycle make is required'],
      vehicleModel: ['Motorcycle model is required'],
      vehicleYear: ['Vehicle year must be from 1900 to 2025'],
    });
  });
});

describe('manualLeadSchema (POST /api/leads/manual)', () => {
  it('when text is longer than a field takes, then its message says which field, in words (not the validator\'s own text)', () => {
    const result = validate(manualLeadSchema, {
      customerName: 'N'.repeat(121),
      customerPhone: '0412 345 678',
      vehicleMake: 'M'.repeat(101),
      vehicleModel: 'X'.repeat(101),
      preferredLocation: 'P'.repeat(301),
    });
    expect(result.success).toBe(false);
    expect(!result.success && result.fieldErrors).toEqual({
      customerName: ['Customer name is too long'],
      vehicleMake: ['Vehicle make is too long'],
      vehicleModel: ['Vehicle model is too long'],
      preferredLocation: ['Preferred location is too long'],
    });
  });
});
