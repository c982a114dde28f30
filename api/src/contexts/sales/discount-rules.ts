import type { DiscountType } from '@motohaul/contracts';

/** The columns of a discount code the rules read. */
export interface DiscountCodeRow {
  id: number;
  code: string;
  discountType: DiscountType;
  discountValue: string | null;
  maxUses: number | null;
  currentUses: number;
  isActive: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
}

export const DISCOUNT_MESSAGES = {
  invalid: 'Invalid discount code',
  inactive: 'This discount code is no longer active',
  notYetValid: 'This discount code is not yet valid',
  expired: 'This discount code has expired',
  usedUp: 'This discount code has reached its usage limit',
} as const;

/** Why a code cannot be redeemed now, or null when it can. */
export function discountProblem(code: DiscountCodeRow | null, now: Date): string | null {
  if (!code) return DISCOUNT_MESSAGES.invalid;
  if (!code.isActive) return DISCOUNT_MESSAGES.inactive;
  if (code.validFrom && now < code.validFrom) return DISCOUNT_MESSAGES.notYetValid;
  if (code.validUntil && now > code.validUntil) return DISCOUNT_MESSAGES.expired;
  if (code.maxUses !== null && code.currentUses >= code.maxUses) return DISCOUNT_MESSAGES.usedUp;
  return null;
}

export interface PriceBreakdown {
  originalCents: number;
  discountCents: number;
  finalCents: number;
}

/** The price after a discount, in cents: never below 0, never more off than the price. */
export function priceWithDiscount(originalCents: number, code: Pick<DiscountCodeRow, 'discountType' | 'discountValue'> | null): PriceBreakdown {
  let off = 0;
  if (code) {
    const value = Number(code.discountValue ?? 0);
    if (code.discountType === 'free') off = originalCents;
    else if (code.discountType === 'percentage') off = Math.round((originalCents * Math.min(Math.max(value, 0), 100)) / 100);
    else off = Math.round(Math.max(value, 0) * 100);
  }
  const discountCents = Math.min(off, originalCents);
  return { originalCents, discountCents, finalCents: originalCents - discountCents };
}
