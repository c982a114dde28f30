import type { PaymentConfig, PaymentIntentResponse } from '@motohaul/contracts';
import { AppError } from '../../http/app-error';
import type { DiscountCodesService } from './discount-codes-service';
import type { LeadForSale } from '../leads/leads-context';
import type { PaymentGateway } from './stripe-gateway';

export const NOT_CONFIGURED = 'Card payments are not configured on this server.';
export const LEAD_SOLD = 'This lead has already been purchased by another provider.';
export const ALREADY_YOURS = 'You have already purchased this lead. It is in your pipeline.';

/** Who bought a lead, or null while nobody has. */
export type BuyerOf = (leadId: number) => Promise<number | null>;

/** Why a sold lead cannot be bought: the caller bought it already, or another provider did. */
export async function soldMessage(buyerOf: BuyerOf, leadId: number, callerId: number): Promise<string> {
  return (await buyerOf(leadId)) === callerId ? ALREADY_YOURS : LEAD_SOLD;
}

export interface PaymentsServiceDependencies {
  gateway: PaymentGateway | null;
  discounts: DiscountCodesService;
  findLead: (leadId: number) => Promise<LeadForSale | null>;
  buyerOf: BuyerOf;
  config: PaymentConfig;
  /** A provider's credit balance in cents: spent before the card (ADR 0036). */
  creditBalanceCents: (providerId: number) => Promise<number>;
  /** Why the buyer's weekly spend cap refuses a lead of this price (issue 47 item 5), or null. */
  spendCapRefusal: (providerId: number, priceCents: number) => Promise<string | null>;
}

/** A lead a provider may pay for now: 404 unknown or archived, 409 sold (to the caller or to another provider). */
export async function requireLeadForSale(
  { findLead, buyerOf }: Pick<PaymentsServiceDependencies, 'findLead' | 'buyerOf'>,
  leadId: number,
  callerId: number,
): Promise<LeadForSale> {
  const lead = await findLead(leadId);
  if (!lead || lead.isArchived) throw new AppError(404, 'Lead not found');
  if (lead.status !== 'available') throw new AppError(409, await soldMessage(buyerOf, leadId, callerId));
  return lead;
}

/** Stripe's smallest charge in AUD, in cents: credit never leaves less than this to pay by card. */
const STRIPE_MINIMUM_CENTS = 50;

/** The credit a card payment spends first: the balance, up to the price, leaving nothing or at least Stripe's minimum. */
export function creditForCard(balanceCents: number, priceCents: number): number {
  const credit = Math.max(0, Math.min(balanceCents, priceCents));
  const rest = priceCents - credit;
  return rest > 0 && rest < STRIPE_MINIMUM_CENTS ? Math.max(0, priceCents - STRIPE_MINIMUM_CENTS) : credit;
}

export function createPaymentsService({ gateway, discounts, findLead, buyerOf, config, creditBalanceCents, spendCapRefusal }: PaymentsServiceDependencies) {
  return {
    config: (): PaymentConfig => config,

    /**
     * A PaymentIntent for a lead at the server's price (LEAD_PRICE minus a valid discount), in cents.
     * The same lead, buyer, amount and code give the same PaymentIntent (idempotency key).
     */
    async createPaymentIntent(
      buyerId: number,
      input: { leadId: number; amount?: number; discountCode?: string },
    ): Promise<PaymentIntentResponse> {
      const lead = await requireLeadForSale({ findLead, buyerOf }, input.leadId, buyerId);
      let code = null;
      if (input.discountCode) {
        const result = await discounts.usableByCode(input.discountCode);
        if ('error' in result) throw new AppError(400, result.error);
        code = result.code;
      }
      const price = discounts.price(code);
      // Before the card is charged: a lead the cap refuses would only be refunded after payment.
      const overCap = await spendCapRefusal(buyerId, price.finalCents);
      if (overCap) throw new AppError(409, overCap);
      const creditCents = creditForCard(await creditBalanceCents(buyerId), price.finalCents);
      const finalCents = price.finalCents - creditCents;
      if (input.amount !== undefined && input.amount !== finalCents) {
        throw new AppError(400, 'The amount does not match the price of this lead. Please refresh and try again.');
      }
      if (finalCents === 0) throw new AppError(400, 'No payment needed');
      if (!gateway) throw new AppError(503, NOT_CONFIGURED);

      const discountCodeId = code ? String(code.id) : 'none';
      const intent = await gateway.createPaymentIntent({
        amountCents: finalCents,
        metadata: { leadId: String(lead.id), buyerId: String(buyerId), discountCodeId, amountCents: String(finalCents), creditCents: String(creditCents) },
        idempotencyKey: `pi-${lead.id}-${buyerId}-${finalCents}-${discountCodeId}${creditCents > 0 ? `-c${creditCents}` : ''}`,
      });
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: intent.amount };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
