/** Money travels as numeric(10,2) strings ('25.00') and is computed in whole cents. */
export const toCents = (amount: string | number): number => Math.round(Number(amount) * 100);

export const fromCents = (cents: number): string => (cents / 100).toFixed(2);
