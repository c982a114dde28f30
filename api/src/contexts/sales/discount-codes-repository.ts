import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { discountCodes } from '../../db/schema';
import type { DiscountCodeRow } from './discount-rules';

const columns = {
  id: discountCodes.id,
  code: discountCodes.code,
  discountType: discountCodes.discountType,
  discountValue: discountCodes.discountValue,
  maxUses: discountCodes.maxUses,
  currentUses: discountCodes.currentUses,
  isActive: discountCodes.isActive,
  validFrom: discountCodes.validFrom,
  validUntil: discountCodes.validUntil,
};

export function createDiscountCodesRepository(db: Database) {
  return {
    /** Codes are stored uppercased; `code` must already be trimmed and uppercased. */
    async findByCode(code: string): Promise<DiscountCodeRow | null> {
      const [row] = await db.select(columns).from(discountCodes).where(eq(discountCodes.code, code));
      return row ?? null;
    },
    async findById(id: number): Promise<DiscountCodeRow | null> {
      const [row] = await db.select(columns).from(discountCodes).where(eq(discountCodes.id, id));
      return row ?? null;
    },
  };
}

export type DiscountCodesRepository = ReturnType<typeof createDiscountCodesRepository>;
