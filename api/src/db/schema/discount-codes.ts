import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DiscountType } from '@motohaul/contracts';
import { createdAt, id, money, timestamptz, updatedAt } from './columns';

/** Discount code (spec §3). Codes are stored uppercased. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: id(),
    code: text('code').notNull(),
    description: text('description'),
    discountType: text('discount_type').$type<DiscountType>().notNull(),
    discountValue: money('discount_value'),
    maxUses: integer('max_uses'),
    currentUses: integer('current_uses').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    validFrom: timestamptz('valid_from'),
    validUntil: timestamptz('valid_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_unique').on(t.code),
    check('discount_codes_type_check', sql`${t.discountType} in ('percentage', 'fixed_amount', 'free')`),
    check('discount_codes_uses_check', sql`${t.maxUses} is null or ${t.currentUses} <= ${t.maxUses}`),
  ],
);
