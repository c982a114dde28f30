import type { InferOutput } from 'valibot';
import { DISPLAY_TIME_ZONE, VALIDATION_MESSAGE, type discountCodeCreateSchema } from '@motohaul/contracts';
import { AppError } from '../../../http/app-error';
import type { NewDiscountCode } from './admin-discount-codes-repository';

/** Today's date (YYYY-MM-DD) in Sydney. */
const sydneyToday = (now: Date) => now.toLocaleDateString('en-CA', { timeZone: DISPLAY_TIME_ZONE });

/**
 * The rules the create schema cannot express alone (it rounds the value to cents and checks its range, the same
 * schema as the admin form): a free code has no value, and an end date is not in the past. Bad input is a 400 with field errors.
 */
export function newDiscountCode(input: InferOutput<typeof discountCodeCreateSchema>, now = new Date()): NewDiscountCode {
  const fieldErrors: Record<string, string[]> = {};
  const value = input.discountValue;
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
