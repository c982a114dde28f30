import type { DiscountApplyResponse, DiscountValidateResponse } from '@motohaul/contracts';
import { AppError } from '../../http/app-error';
import type { DiscountCodesRepository } from './discount-codes-repository';
import { DISCOUNT_MESSAGES, discountProblem, priceWithDiscount, type DiscountCodeRow, type PriceBreakdown } from './discount-rules';
import { fromCents, toCents } from './money';

export interface DiscountCodesServiceOptions {
  /** LEAD_PRICE: what a provider pays before a discount. */
  leadPrice: string;
  /** Answers whether a lead with this id exists (unknown leads are 404). */
  leadExists: (leadId: number) => Promise<boolean>;
}

export function createDiscountCodesService(repository: DiscountCodesRepository, options: DiscountCodesServiceOptions) {
  const leadPriceCents = toCents(options.leadPrice);

  async function requireLead(leadId: number) {
    if (!(await options.leadExists(leadId))) throw new AppError(404, 'Lead not found');
  }

  /** A code a client typed, if it can be redeemed now; otherwise the reason. */
  async function usableByCode(code: string): Promise<{ code: DiscountCodeRow } | { error: string }> {
    const row = await repository.findByCode(code.trim().toUpperCase());
    const problem = discountProblem(row, new Date());
    return problem || !row ? { error: problem ?? 'Invalid discount code' } : { code: row };
  }

  /** A code a purchase names by id, if it can be redeemed now; 400 with the reason otherwise. */
  async function requireUsableById(id: number): Promise<DiscountCodeRow> {
    const row = await repository.findById(id);
    const problem = discountProblem(row, new Date());
    // Uses running out is a race another buyer won (409); anything else is a bad request.
    if (problem || !row) throw new AppError(problem === DISCOUNT_MESSAGES.usedUp ? 409 : 400, problem ?? DISCOUNT_MESSAGES.invalid);
    return row;
  }

  return {
    leadPriceCents,
    usableByCode,
    requireUsableById,
    /** The code of a verified PaymentIntent, even if it expired since (the amount was already charged). */
    findById: (id: number) => repository.findById(id),
    price: (code: DiscountCodeRow | null): PriceBreakdown => priceWithDiscount(leadPriceCents, code),

    async validate(code: string, leadId: number): Promise<DiscountValidateResponse> {
      await requireLead(leadId);
      const result = await usableByCode(code);
      return 'error' in result ? { valid: false, error: result.error } : { valid: true };
    },

    async apply(code: string, leadId: number): Promise<DiscountApplyResponse> {
      await requireLead(leadId);
      const result = await usableByCode(code);
      if ('error' in result) throw new AppError(400, result.error);
      const { id, code: text, discountType, discountValue } = result.code;
      const price = priceWithDiscount(leadPriceCents, result.code);
      return {
        discountCode: { id, code: text, discountType, discountValue },
        originalPrice: fromCents(price.originalCents),
        discountAmount: fromCents(price.discountCents),
        finalPrice: fromCents(price.finalCents),
      };
    },
  };
}

export type DiscountCodesService = ReturnType<typeof createDiscountCodesService>;
