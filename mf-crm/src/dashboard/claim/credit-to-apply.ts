/** Stripe's smallest charge in AUD, in cents (the API's creditForCard keeps the same rule, ADR 0036). */
const STRIPE_MINIMUM_CENTS = 50;

/**
 * The credit a purchase spends first, in cents: the balance up to the price; with a card payment it never leaves less
 * than Stripe's minimum to pay, exactly as the API prices the PaymentIntent.
 */
export function creditToApply(balanceCents: number, priceCents: number, byCard: boolean): number {
  const credit = Math.max(0, Math.min(balanceCents, priceCents));
  const rest = priceCents - credit;
  if (byCard && rest > 0 && rest < STRIPE_MINIMUM_CENTS) return Math.max(0, priceCents - STRIPE_MINIMUM_CENTS);
  return credit;
}
