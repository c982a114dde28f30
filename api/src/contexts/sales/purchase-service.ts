import { randomUUID } from 'node:crypto';
import type { PurchaseResponse, PurchasedLead, purchaseFormSchema } from '@motohaul/contracts';
import type { InferOutput } from 'valibot';
import { AppError, found } from '../../http/app-error';
import type { AuthenticatedUser } from '../accounts/accounts-context';
import { LEAD_GONE, type DiscountCodesService } from './discount-codes-service';
import type { DiscountCodeRow, PriceBreakdown } from './discount-rules';
import { fromCents } from './money';
import type { LeadForSale } from '../leads/leads-context';
import { NOT_CONFIGURED, soldMessage } from './payments-service';
import type { PaymentGateway, PaymentIntentSnapshot } from './stripe-gateway';
import { NO_CREDIT, type CreditRule } from './credit-ledger';
import { capExceededMessage } from './spend-caps';
import type { BuyerDetails, LeadPurchasesRepository, SaleOutcome } from './lead-purchases-repository';

type PurchaseForm = InferOutput<typeof purchaseFormSchema>;

export const DISCOUNT_USED_UP = 'This discount code has reached its usage limit';
const AMOUNT_MISMATCH = 'The payment amount does not match the price of this lead.';
export const CREDIT_CHANGED = 'Your credit balance has changed. Please review the price and try again.';

export interface PurchaseServiceDependencies {
  purchases: LeadPurchasesRepository;
  discounts: DiscountCodesService;
  findLead: (leadId: number) => Promise<LeadForSale | null>;
  /** The buyer details a webhook records (the buyer's profile). */
  findBuyer: (userId: number) => Promise<BuyerDetails | null>;
  gateway: PaymentGateway | null;
  fallbackPurchaseEnabled: boolean;
  /** A provider's credit balance in cents (read without a lock: the sale's transaction checks it again). */
  creditBalanceCents: (providerId: number) => Promise<number>;
}

/** How a verified card payment ended: recorded (now or before), or refused and refunded. */
type CardSettlement = { kind: 'recorded'; purchaseId: number } | { kind: 'refused'; status: number; message: string };

export function createPurchaseService(deps: PurchaseServiceDependencies) {
  const { purchases, discounts, gateway } = deps;

  /** Why a sale was refused; a lead already sold to this buyer says so rather than 'another provider'. */
  const refusal = async (outcome: Exclude<SaleOutcome, { kind: 'recorded' }>, leadId: number, buyerId: number) => {
    if (outcome.kind === 'discount_used_up') return { status: 409, message: DISCOUNT_USED_UP };
    if (outcome.kind === 'credit_unavailable') return { status: 409, message: CREDIT_CHANGED };
    if (outcome.kind === 'spend_cap') return { status: 409, message: capExceededMessage(outcome) };
    if ((await deps.findLead(leadId))?.isArchived) return { status: 409, message: LEAD_GONE };
    return { status: 409, message: await soldMessage(purchases.buyerOf, leadId, buyerId) };
  };

  async function refundQuietly(paymentIntentId: string) {
    try {
      await gateway?.refund(paymentIntentId);
    } catch (error) {
      // The sale was refused either way; a failed refund is retried by hand from the Stripe dashboard.
      console.error(`Refund of ${paymentIntentId} failed:`, error instanceof Error ? error.message : error);
    }
  }

  async function answer(ownerId: number, purchaseId: number): Promise<PurchaseResponse> {
    const purchase: PurchasedLead | null = await purchases.find(ownerId, purchaseId);
    if (!purchase) throw new Error(`Purchase ${purchaseId} not found after recording it`);
    return { purchase };
  }

  const sale = (
    leadId: number,
    buyerId: number,
    buyer: BuyerDetails,
    price: PriceBreakdown,
    code: DiscountCodeRow | null,
    reference: string | null,
    credit: CreditRule,
  ) => ({
    leadId,
    buyerId,
    ...buyer,
    credit,
    amountPaid: fromCents(price.finalCents),
    originalPrice: fromCents(price.originalCents),
    discountAmount: fromCents(price.discountCents),
    discountCodeId: code?.id ?? null,
    paymentIntentId: reference,
  });

  /** The discount a PaymentIntent was priced with (its metadata, written by this server). */
  async function codeOfIntent(intent: PaymentIntentSnapshot): Promise<DiscountCodeRow | null | 'unknown'> {
    const id = intent.metadata.discountCodeId;
    if (!id || id === 'none') return null;
    if (!/^\d{1,10}$/.test(id)) return 'unknown';
    return (await discounts.findById(Number(id))) ?? 'unknown';
  }

  /**
   * Records the sale a succeeded PaymentIntent paid for, exactly once (unique PaymentIntent id). When the
   * lead was sold to someone else meanwhile, or the code ran out of uses, the payment is refunded, after
   * the transaction (never inside it).
   */
  async function settleCardPayment(intent: PaymentIntentSnapshot, leadId: number, buyerId: number, buyer: BuyerDetails): Promise<CardSettlement> {
    const existing = await purchases.findByPaymentIntent(intent.id);
    if (existing) return { kind: 'recorded', purchaseId: existing.id };

    const code = await codeOfIntent(intent);
    const price = code === 'unknown' ? null : discounts.price(code);
    // The credit the PaymentIntent was priced with (ADR 0036): the card pays the rest, the sale spends exactly that.
    const creditText = intent.metadata.creditCents ?? '0';
    const creditCents = /^\d{1,9}$/.test(creditText) ? Number(creditText) : -1;
    if (!price || creditCents < 0 || intent.amount !== price.finalCents - creditCents || intent.currency.toLowerCase() !== 'aud') {
      await refundQuietly(intent.id);
      return { kind: 'refused', status: 400, message: `${AMOUNT_MISMATCH} Your payment has been refunded.` };
    }

    const credit = { maxCents: creditCents, minCents: creditCents };
    const outcome = await purchases.recordSale(sale(leadId, buyerId, buyer, price, code === 'unknown' ? null : code, intent.id, credit));
    if (outcome.kind === 'recorded') return outcome;
    // Raced with the webhook (or the client) for the same payment: the other request recorded it.
    const recorded = await purchases.findByPaymentIntent(intent.id);
    if (recorded) return { kind: 'recorded', purchaseId: recorded.id };

    await refundQuietly(intent.id);
    return { kind: 'refused', ...(await refusal(outcome, leadId, buyerId)) };
  }

  async function purchaseByCard(user: AuthenticatedUser, leadId: number, paymentIntentId: string, buyer: BuyerDetails): Promise<PurchaseResponse> {
    if (!gateway) throw new AppError(503, NOT_CONFIGURED);
    const intent = await gateway.retrievePaymentIntent(paymentIntentId);
    if (!intent) throw new AppError(400, 'Payment not found');
    if (intent.metadata.leadId !== String(leadId) || intent.metadata.buyerId !== String(user.id)) {
      throw new AppError(400, 'This payment is not for this lead');
    }
    if (intent.status !== 'succeeded') throw new AppError(402, `Payment status: ${intent.status}`);

    const settled = await settleCardPayment(intent, leadId, user.id, buyer);
    if (settled.kind === 'refused') throw new AppError(settled.status, settled.message);
    await purchases.updateBuyerDetails(settled.purchaseId, buyer);
    return answer(user.id, settled.purchaseId);
  }

  return {
    /**
     * POST /api/leads/{id}/purchase. Records a purchase only when (a) a PaymentIntent retrieved from Stripe
     * succeeded for this lead, buyer and server price, (b) a valid discount makes it free, (c) a super admin
     * claims it, or (d) the no-card fallback is enabled. The client's amountPaid is never read.
     */
    async purchase(user: AuthenticatedUser, leadId: number, form: PurchaseForm, buyerAddressKey: string | null = null): Promise<PurchaseResponse> {
      found(await deps.findLead(leadId), 'Lead not found');
      const buyer: BuyerDetails = {
        buyerName: form.buyerName,
        buyerEmail: form.buyerEmail || null,
        buyerPhone: form.buyerPhone,
        buyerCompany: form.buyerCompany ?? null,
        buyerAddressKey,
      };

      if (form.paymentIntentId && user.userType !== 'super_admin') return purchaseByCard(user, leadId, form.paymentIntentId, buyer);

      let code: DiscountCodeRow | null = null;
      let price: PriceBreakdown = { originalCents: 0, discountCents: 0, finalCents: 0 };
      let reference: string | null = null;
      let credit: CreditRule = NO_CREDIT;
      if (user.userType !== 'super_admin') {
        code = form.discountCodeId ? await discounts.requireUsableById(form.discountCodeId) : null;
        price = discounts.price(code);
        // The credit balance is spent first (ADR 0036): without the no-card fallback it must cover the whole price.
        if (price.finalCents > 0) {
          const coveredByCredit = (await deps.creditBalanceCents(user.id)) >= price.finalCents;
          if (!deps.fallbackPurchaseEnabled && !coveredByCredit) throw new AppError(402, 'Payment is required: pay by card to purchase this lead.');
          credit = { maxCents: price.finalCents, minCents: deps.fallbackPurchaseEnabled ? 0 : price.finalCents };
          if (deps.fallbackPurchaseEnabled) reference = `direct_${randomUUID()}`;
        }
      }

      const outcome = await purchases.recordSale(sale(leadId, user.id, buyer, price, code, reference, credit));
      if (outcome.kind !== 'recorded') {
        const { status, message } = await refusal(outcome, leadId, user.id);
        throw new AppError(status, message);
      }
      return answer(user.id, outcome.purchaseId);
    },

    /**
     * A signed `payment_intent.succeeded` event: records the purchase from the metadata this server wrote,
     * once. Events for payments this API did not create are ignored.
     */
    async recordFromWebhook(intent: PaymentIntentSnapshot): Promise<'recorded' | 'refused' | 'ignored'> {
      const { leadId, buyerId } = intent.metadata;
      if (!leadId || !buyerId || !/^\d{1,10}$/.test(leadId) || !/^\d{1,10}$/.test(buyerId)) return 'ignored';
      const buyer = await deps.findBuyer(Number(buyerId));
      if (!buyer || !(await deps.findLead(Number(leadId)))) {
        await refundQuietly(intent.id);
        return 'refused';
      }
      const settled = await settleCardPayment(intent, Number(leadId), Number(buyerId), buyer);
      return settled.kind;
    },
  };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;
