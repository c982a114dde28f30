import { expect, type APIRequestContext } from '@playwright/test';
import type { LeadCreatedResponse, QuoteInput } from '@motohaul/contracts';
import { uniqueLetters } from './sign-in';

/** A short string no other call of the run returns (support/sign-in.ts's uniqueLetters: no digits to be masked). */
export const unique = () => uniqueLetters();

export interface PostedQuote extends LeadCreatedResponse {
  /** The motorcycle model the quote was sent with: unique to the caller unless `overrides` named one. */
  model: string;
}

/**
 * Posts a rider's quote through the public API (a new available lead): a Ducati from Parramatta to Penrith unless
 * `overrides` says otherwise. `customerPhone` must be the caller's own (riderPhone()): a repeat of one rider's trip
 * is merged (ADR 0013).
 */
export async function postQuote(
  request: APIRequestContext,
  customerName: string,
  customerPhone: string,
  overrides: Partial<QuoteInput> = {},
  /** Request headers, e.g. the X-Forwarded-For of a rider on another network than the provider's (ADR 0080). */
  headers: Record<string, string> = {},
): Promise<PostedQuote> {
  const data = {
    customerName,
    customerPhone,
    motorcycleMake: 'Ducati',
    motorcycleModel: `E2E-${unique()}`,
    canRollAndSteer: true,
    pickupLocation: 'Parramatta NSW 2150',
    dropoffLocation: 'Penrith NSW 2750',
    timeframe: 'this_week',
    isFlexibleDates: true,
    ...overrides,
  };
  const response = await request.post('/api/leads', { data, headers });
  expect(response.status(), await response.text()).toBe(201);
  return { ...((await response.json()) as LeadCreatedResponse), model: data.motorcycleModel };
}
