/** Dollars as cents (spec §9: the payment amount is sent in cents). */
export const toCents = (dollars: string | number) => Math.round(Number(dollars) * 100);

/** '$25' or '$22.50'. */
export function dollars(amount: string | number): string {
  const value = Number(amount);
  return Number.isInteger(value) ? `$${value}` : `$${value.toFixed(2)}`;
}
