import { describe, expect, it } from 'vitest';
import { providerSignupSchema, resetPasswordSchema } from './auth';
import { discountCodeEntrySchema } from './discount-codes';
import { validate } from '../validation/validate';

describe('resetPasswordSchema', () => {
  it('when the passwords differ, then the message sits on confirmPassword', () => {
    const result = validate(resetPasswordSchema, { token: 'abc', password: 'secret1', confirmPassword: 'secret2' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors).toEqual({ confirmPassword: ["Passwords don't match"] });
  });

  it('when the token is missing and the password short, then the spec messages appear', () => {
    const result = validate(resetPasswordSchema, { token: '', password: '123', confirmPassword: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors.token).toEqual(['Reset token is required']);
    expect(result.fieldErrors.password).toEqual(['Password must be at least 6 characters']);
    expect(result.fieldErrors.confirmPassword).toEqual(['Please confirm your password']);
  });
});

describe('providerSignupSchema', () => {
  const base = { username: 'fastbikes', password: 'secret1', firstName: 'Sam', lastName: 'Lee', phone: '0412345678', companyName: 'Fast Bikes' };

  it('when the email is empty, then it passes; when it is malformed, then it fails', () => {
    expect(validate(providerSignupSchema, base).success).toBe(true);
    const bad = validate(providerSignupSchema, { ...base, email: 'not-an-email' });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.fieldErrors.email).toEqual(['Please enter a valid email address']);
  });
});

describe('discountCodeEntrySchema', () => {
  it('when a code is typed with spaces and lower case, then it is trimmed and uppercased', () => {
    const result = validate(discountCodeEntrySchema, { code: '  welcome10 ' });
    expect(result).toEqual({ success: true, output: { code: 'WELCOME10' } });
  });

  it('when the code is blank, then the spec message appears', () => {
    const result = validate(discountCodeEntrySchema, { code: '   ' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors.code).toEqual(['Please enter a discount code']);
  });
});
