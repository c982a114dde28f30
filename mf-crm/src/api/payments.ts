import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiClient, type PaymentConfig, type PaymentIntentResponse } from '@motohaul/contracts';

// GET /api/config/payments and POST /api/payments/create-intent (Stripe.js itself stays in the card form).

/** GET /api/config/payments: whether cards or the 'Complete Purchase' fallback are available. */
export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: [API_PATHS.paymentConfig],
    queryFn: ({ signal }) => apiClient.get<PaymentConfig>(API_PATHS.paymentConfig, { signal }),
  });

export const usePaymentConfig = (enabled = true) => useQuery({ ...paymentConfigQueryOptions(), enabled });

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
