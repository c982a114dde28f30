import type { DiscountApplyResponse, DiscountValidateResponse } from '@motohaul/contracts';
import { AppError, found } from '../../http/app-error';
import type { LeadForSale } from '../leads/leads-context';
import type { DiscountCodesRepository } from './discount-codes-repository';
import { DISCOUNT_MESSAGES, discountProblem, priceWithDiscount, type DiscountCodeRow, type PriceBreakdown } from './discount-rules';
import { fromCents, toCents } from './money';

export const LEAD_GONE = 'This lead is no longer available.';

export interface DiscountCodesServiceOptions {
  /** LEAD_PRICE: what a provider pays before a discount. */
  leadPrice: string;
  /** The lead's sale state, null when there is no such lead (404). */
  findLead: (leadId: number) => Promise<LeadForSale | null>;
  /** Why a lead that is sold is not for sale to this caller (to them or to another provider). */
  soldMessage: (leadId: number, callerId: number) => Promise<string>;
}

export function createDiscountCodesService(repository: DiscountCodesRepository, options: DiscountCodesServiceOptions) {
  const leadPriceCents = toCents(options.leadPrice);

  /** A code is priced only for a lead for sale: 404 unknown, 409 archived or sold (issue 27). */
  async function requireLeadForSale(leadId: number, callerId: number) {
    const lead = found(await options.findLead(leadId), 'Lead not found');
    if (lead.isArchived) throw new AppError(409, LEAD_GONE);
    if (lead.status !== 'available') throw new AppError(409, await options.soldMessage(leadId, callerId));
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

    async validate(code: string, leadId: number, callerId: number): Promise<DiscountValidateResponse> {
      await requireLeadForSale(leadId, callerId);
      const result = await usableByCode(code);
      return 'error' in result ? { valid: false, error: result.error } : { valid: true };
    },

    async apply(code: string, leadId: number, callerId: number): Promise<DiscountApplyResponse> {
      await requireLeadForSale(leadId, callerId);
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
