import { desc, eq, sql } from 'drizzle-orm';
import type { AdminDiscountCode, DiscountType } from '@motohaul/contracts';
import type { Database } from '../../../db/database';
import { discountCodes } from '../../../db/schema';
import { recordAdminChange } from './admin-audit';

export interface NewDiscountCode {
  code: string;
  description: string | null;
  discountType: DiscountType;
  discountValue: string | null;
  maxUses: number | null;
  /** YYYY-MM-DD: the code works until the end of that day in Sydney. */
  validUntil: string | null;
}

type DiscountCodeRow = typeof discountCodes.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toAdminDiscountCode = (row: DiscountCodeRow): AdminDiscountCode => ({
  id: row.id,
  code: row.code,
  description: row.description,
  discountType: row.discountType,
  discountValue: row.discountValue,
  maxUses: row.maxUses,
  currentUses: row.currentUses,
  isActive: row.isActive,
  validFrom: iso(row.validFrom),
  validUntil: iso(row.validUntil),
  createdAt: row.createdAt.toISOString(),
});

export function createAdminDiscountCodesRepository(db: Database) {
  return {
    async list(): Promise<AdminDiscountCode[]> {
      const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
      return rows.map(toAdminDiscountCode);
    },

    /** Stores a new code and records it; null when a code with that text already exists. */
    async create(code: NewDiscountCode, adminUserId: number): Promise<AdminDiscountCode | null> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(discountCodes)
          .values({
            ...code,
            validUntil: code.validUntil
              ? sql`(${code.validUntil}::date + time '23:59:59.999') at time zone 'Australia/Sydney'`
              : null,
          })
          .onConflictDoNothing({ target: discountCodes.code })
          .returning();
        if (!created) return null;
        await recordAdminChange(tx, adminUserId, {
          action: 'discount_code.create',
          targetType: 'discount_code',
          targetId: created.id,
          details: { code: created.code, discountType: created.discountType, discountValue: created.discountValue, maxUses: created.maxUses },
        });
        return toAdminDiscountCode(created);
      });
    },

    /** Turns a code on or off and records it; null for an unknown id. */
    async setActive(codeId: number, isActive: boolean, adminUserId: number): Promise<AdminDiscountCode | null> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(discountCodes)
          .set({ isActive, updatedAt: new Date() })
          .where(eq(discountCodes.id, codeId))
          .returning();
        if (!updated) return null;
        await recordAdminChange(tx, adminUserId, {
          action: isActive ? 'discount_code.activate' : 'discount_code.deactivate',
          targetType: 'discount_code',
          targetId: codeId,
          details: { code: updated.code, isActive },
        });
        return toAdminDiscountCode(updated);
      });
    },
  };
}

export type AdminDiscountCodesRepository = ReturnType<typeof createAdminDiscountCodesRepository>;
