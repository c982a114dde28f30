import { desc, eq, sql } from 'drizzle-orm';
import type { InferOutput } from 'valibot';
import { DISPLAY_TIME_ZONE, VALIDATION_MESSAGE, type AdminDiscountCode, type discountCodeCreateSchema, type DiscountType } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { discountCodes } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { auditedTransaction, type DomainEvents } from '../platform/platform-context';

interface NewDiscountCode {
  code: string;
  description: string | null;
  discountType: DiscountType;
  discountValue: string | null;
  maxUses: number | null;
  /** YYYY-MM-DD: the code works until the end of that day in Sydney. */
  validUntil: string | null;
}

/** Today's date (YYYY-MM-DD) in Sydney. */
const sydneyToday = (now: Date) => now.toLocaleDateString('en-CA', { timeZone: DISPLAY_TIME_ZONE });

/**
 * The rules the create schema cannot express alone (it rounds the value to cents and checks its range, the same
 * schema as the admin form): a free code has no value, and an end date is not in the past. Bad input is a 400 with field errors.
 */
function newDiscountCode(input: InferOutput<typeof discountCodeCreateSchema>, now = new Date()): NewDiscountCode {
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

type DiscountCodeRow = typeof discountCodes.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toAdminDiscountCode = (row: DiscountCodeRow): AdminDiscountCode => ({
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

/** The super admin's discount codes (the admin panel's, through the sales context); every change audited (admin.changed). */
export function createDiscountCodesAdmin(db: Database, events: DomainEvents) {
  const audited = <T>(work: Parameters<typeof auditedTransaction<T>>[2]) => auditedTransaction(db, events, work);
  return {
    async list(): Promise<AdminDiscountCode[]> {
      const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
      return rows.map(toAdminDiscountCode);
    },

    /** Stores a new code (the rules of newDiscountCode) and records it; null when a code with that text already exists. */
    async create(input: InferOutput<typeof discountCodeCreateSchema>, adminUserId: number): Promise<AdminDiscountCode | null> {
      const code = newDiscountCode(input);
      return audited(async (tx, note) => {
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
        note({
          adminUserId,
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
      return audited(async (tx, note) => {
        const [updated] = await tx
          .update(discountCodes)
          .set({ isActive, updatedAt: new Date() })
          .where(eq(discountCodes.id, codeId))
          .returning();
        if (!updated) return null;
        note({
          adminUserId,
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

export type DiscountCodesAdmin = ReturnType<typeof createDiscountCodesAdmin>;
