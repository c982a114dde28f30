import { describe, expect, it } from 'vitest';
import { validate } from '../validation/validate';
import { adminAuditLogQuerySchema } from './admin';
import { adminLeadEditSchema } from './admin-lead-edit';

describe('adminLeadEditSchema', () => {
  it('when only some fields are sent, then only those are in the output (an absent field is never a default)', () => {
    expect(validate(adminLeadEditSchema, { customerName: ' Olivia ' })).toEqual({ success: true, output: { customerName: 'Olivia' } });
    expect(validate(adminLeadEditSchema, {})).toEqual({ success: true, output: {} });
  });

  it('when an optional field is sent blank, then it is null (cleared); a required one sent blank is an error', () => {
    expect(validate(adminLeadEditSchema, { vehicleRego: ' ', customerEmail: '', urgency: null, motorcycleYear: null })).toEqual({
      success: true,
      output: { vehicleRego: null, customerEmail: null, urgency: null, motorcycleYear: null },
    });
    const result = validate(adminLeadEditSchema, { pickupLocation: ' ', motorcycleMake: '', customerPhone: '12' });
    expect(result.success ? {} : result.fieldErrors).toEqual({
      pickupLocation: ['Pickup location is required'],
      motorcycleMake: ['Motorcycle make is required'],
      customerPhone: ['Phone number must be at least 10 digits'],
    });
  });

  it('when both dates are sent with the drop-off first, then the drop-off date has the quote form message', () => {
    const result = validate(adminLeadEditSchema, { preferredPickupDate: '2025-03-10', preferredDropoffDate: '2025-03-09' });
    expect(result.success ? {} : result.fieldErrors).toEqual({ preferredDropoffDate: ['Drop-off date cannot be before the pickup date'] });
  });
});

describe('adminAuditLogQuerySchema', () => {
  it('when the query is empty, then no filter and the first page; an admin id is a number', () => {
    expect(validate(adminAuditLogQuerySchema, {})).toEqual({ success: true, output: { adminId: null, action: '', from: '', to: '', page: 1, pageSize: 20 } });
    expect(validate(adminAuditLogQuerySchema, { adminId: '7', action: 'lead.edit' })).toMatchObject({ success: true, output: { adminId: 7, action: 'lead.edit' } });
  });

  it('when the end date is before the start date, then the end date has the message', () => {
    const result = validate(adminAuditLogQuerySchema, { from: '2025-03-05', to: '2025-03-04' });
    expect(result.success ? {} : result.fieldErrors).toEqual({ to: ['The end date cannot be before the start date'] });
  });
});
