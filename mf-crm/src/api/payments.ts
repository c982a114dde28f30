import {
  API_PATHS,
  apiClient,
  type DiscountApplyResponse,
  type DiscountValidateResponse,
  type PaymentIntentResponse,
  type PurchaseFormInput,
  type PurchaseResponse,
} from '@motohaul/contracts';

export const purchaseLead = (leadId: number, input: PurchaseFormInput) =>
  apiClient.post<PurchaseResponse>(API_PATHS.purchaseLead(leadId), input);

/** The server computes the amount; the client's cents are only a cross-check. */
export async function createPaymentIntent(leadId: number, amountCents: number, discountCode: string | undefined) {
  const response = await apiClient.post<PaymentIntentResponse>(API_PATHS.createPaymentIntent, {
    leadId,
    amount: amountCents,
    ...(discountCode ? { discountCode } : {}),
  });
  if (!response?.clientSecret) throw new Error('No client secret received from server');
  return response;
}

export const validateDiscount = (code: string, leadId: number) =>
  apiClient.post<DiscountValidateResponse>(API_PATHS.validateDiscountCode, { code, leadId });

export const applyDiscount = (code: string, leadId: number) =>
  apiClient.post<DiscountApplyResponse>(API_PATHS.applyDiscountCode, { code, leadId });

/** Dollars as cents (spec §9: the payment amount is sent in cents). */
export const toCents = (dollars: string | number) => Math.round(Number(dollars) * 100);

/** '$25' or '$22.50'. */
export function dollars(amount: string | number): string {
  const value = Number(amount);
  return Number.isInteger(value) ? `$${value}` : `$${value.toFixed(2)}`;
}
