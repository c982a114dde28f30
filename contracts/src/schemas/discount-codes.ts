import * as v from 'valibot';
import { DISCOUNT_TYPES, MAX_DISCOUNT_CODE_LENGTH } from '../constants/constants';
import { id, optionalDate, optionalText } from './fields';

/** A code, trimmed and uppercased: `missing` when empty, `tooLong` past MAX_DISCOUNT_CODE_LENGTH. */
const codeField = (missing: string, tooLong: string) =>
  v.pipe(v.optional(v.string(missing), ''), v.trim(), v.minLength(1, missing), v.maxLength(MAX_DISCOUNT_CODE_LENGTH, tooLong), v.toUpperCase());

/** What a provider types in the purchase dialog: trimmed and uppercased before sending. */
export const discountCodeEntrySchema = v.object({
  code: codeField('Please enter a discount code', `Discount codes are at most ${MAX_DISCOUNT_CODE_LENGTH} characters`),
});

/** The largest fixed amount off a lead, in dollars. */
export const MAX_FIXED_DISCOUNT = 10_000;
/** Money is whole cents: an amount is rounded first, so the rules check what is stored (0.001 is $0.00, not above $0). */
const roundToCents = (value: number) => Math.round(value * 100) / 100;

const discountCodeFieldsSchema = v.object({
  code: codeField('Code is required', `Code must be at most ${MAX_DISCOUNT_CODE_LENGTH} characters`),
  description: optionalText(500),
  discountType: v.picklist(DISCOUNT_TYPES, 'Choose percentage, fixed_amount or free'),
  discountValue: v.optional(v.pipe(v.number('Must be a number'), v.transform(roundToCents), v.minValue(0, 'Must be at least 0'))),
  maxUses: v.optional(v.pipe(v.number('Must be a number'), v.integer('Must be a whole number'), v.minValue(1, 'Must be at least 1'))),
  validUntil: optionalDate,
});

/** A percentage is a whole number from 1 to 100 (as the form says: 0.5 % is refused); a fixed amount is above $0 and at most MAX_FIXED_DISCOUNT (both after rounding). */
export const discountCodeCreateSchema = v.pipe(
  discountCodeFieldsSchema,
  v.forward(
    v.partialCheck(
      [['discountType'], ['discountValue']],
      ({ discountType, discountValue }) =>
        discountType !== 'percentage' || (discountValue !== undefined && Number.isInteger(discountValue) && discountValue >= 1 && discountValue <= 100),
      'Enter a percentage between 1 and 100',
    ),
    ['discountValue'],
  ),
  v.forward(
    v.partialCheck(
      [['discountType'], ['discountValue']],
      ({ discountType, discountValue }) =>
        discountType !== 'fixed_amount' || (discountValue !== undefined && discountValue > 0 && discountValue <= MAX_FIXED_DISCOUNT),
      `Enter an amount above $0 and at most $${MAX_FIXED_DISCOUNT}`,
    ),
    ['discountValue'],
  ),
);
export type DiscountCodeCreateInput = v.InferInput<typeof discountCodeCreateSchema>;

/** POST /api/discount-codes/validate and /apply: a code for a lead. */
export const discountCodeValidateSchema = v.object({
  code: v.pipe(v.optional(v.string('Please enter a discount code'), ''), v.trim(), v.minLength(1, 'Please enter a discount code'), v.maxLength(MAX_DISCOUNT_CODE_LENGTH), v.toUpperCase()),
  leadId: id,
});
