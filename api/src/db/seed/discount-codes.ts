import type { discountCodes } from '../schema';

/** Demo discount codes, one of each type (spec §3). */
export const DEMO_DISCOUNT_CODES: (typeof discountCodes.$inferInsert)[] = [
  { code: 'WELCOME10', description: '10% off any lead', discountType: 'percentage', discountValue: '10.00' },
  { code: 'FIVEOFF', description: '$5 off any lead', discountType: 'fixed_amount', discountValue: '5.00' },
  { code: 'FREELEAD', description: 'One free lead', discountType: 'free', discountValue: null, maxUses: 1 },
];
