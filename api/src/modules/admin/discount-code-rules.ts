import type { InferOutput } from 'valibot';
import { DISPLAY_TIME_ZONE, VALIDATION_MESSAGE, type discountCodeCreateSchema } from '@motohaul/contracts';
import { AppError } from '../../http/app-error';
import type { NewDiscountCode } from './admin-discount-codes-repository';

const MAX_FIXED_AMOUNT = 10_000;

/** Today's date (YYYY-MM-DD) in Sydney. */
const sydneyToday = (now: Date) => now.toLocaleDateString('en-CA', { timeZone: DISPLAY_TIME_ZONE });

/**
 * The rules the create schema cannot express alone: a percentage is 1-100, a fixed amount is above zero,
 * a free code has no value, and an end date is not in the past. Bad input is a 400 with field errors.
 */
export function newDiscountCode(input: InferOutput<typeof discountCodeCreateSchema>, now = new Date()): NewDiscountCode {
  const fieldErrors: Record<string, string[]> = {};
  const value = input.discountValue;
  if (input.discountType === 'percentage' && (value === undefined || value <= 0 || value > 100)) {
    fieldErrors.discountValue = ['Enter a percentage between 1 and 100'];
  }
  if (input.discountType === 'fixed_amount' && (value === undefined || value <= 0 || value > MAX_FIXED_AMOUNT)) {
    fieldErrors.discountValue = [`Enter an amount above $0 and at most $${MAX_FIXED_AMOUNT}`];
  }
  if (input.validUntil && input.validUntil < sydneyToday(now)) {
    fieldErrors.validUntil = ['The end date cannot be in the past'];
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError(400, VALIDATION_MESSAGE, fieldErrors);
  return {
    code: input.code,
    description: input.description ?? null,
    discountType: input.discountType,
    discountValue: input.discountType === 'free' || value === undefined ? null : value.toFixed(2),
    maxUses: input.maxUses ?? null,
    validUntil: input.validUntil || null,
  };
}
