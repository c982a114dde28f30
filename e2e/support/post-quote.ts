import { expect, type APIRequestContext } from '@playwright/test';

/** A short string no other call of the run returns (time in base 36 and a random number). */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Posts a rider's quote through the public API (a new available lead) and answers its motorcycle model, unique to
 * the caller. `customerPhone` must be the caller's own (riderPhone()): a repeat of one rider's trip is merged.
 */
export async function postQuote(request: APIRequestContext, customerName: string, customerPhone: string): Promise<string> {
  const model = `E2E-${unique()}`;
  const response = await request.post('/api/leads', {
    data: {
      customerName,
      customerPhone,
      motorcycleMake: 'Ducati',
      motorcycleModel: model,
      canRollAndSteer: true,
      pickupLocation: 'Parramatta NSW 2150',
      dropoffLocation: 'Penrith NSW 2750',
      timeframe: 'this_week',
      isFlexibleDates: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return model;
}
