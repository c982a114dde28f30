import * as v from 'valibot';

// A provider's weekly cap on lead spend (issue 47 item 5).

/** The highest weekly cap an owner may set, dollars. */
export const MAX_WEEKLY_SPEND_CAP = 100_000;

/** PUT /api/spend-cap: the cap in dollars (whole cents), or null for no cap. */
export const spendCapSchema = v.object({
  weeklyCap: v.nullable(
    v.pipe(
      v.number('Enter the cap in dollars, or clear it'),
      v.finite('Enter the cap in dollars, or clear it'),
      v.check((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Enter dollars and cents only (at most 2 decimals)'),
      v.minValue(1, 'The cap is at least $1'),
      v.maxValue(MAX_WEEKLY_SPEND_CAP, `The cap is at most $${MAX_WEEKLY_SPEND_CAP.toLocaleString('en-AU')}`),
    ),
  ),
});
export type SpendCapInput = v.InferInput<typeof spendCapSchema>;

/** GET/PUT /api/spend-cap: the owner's cap and this week's spend (Monday to Sunday, Sydney time). Money as '25.00'. */
export interface SpendCapStatus {
  /** Null when no cap is set. */
  weeklyCap: string | null;
  spentThisWeek: string;
  /** The Monday the week began (YYYY-MM-DD, Sydney). */
  weekStart: string;
}

/** The refusal of a purchase that would pass the cap. */
export const spendCapMessage = (cap: string, spent: string, price: string) =>
  `This purchase would pass your weekly lead spend cap of $${cap}: you have spent $${spent} this week and this lead costs $${price}. Raise the cap on the Performance page to buy it.`;
