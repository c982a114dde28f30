import * as v from 'valibot';

// The rider's price guide (issue 47 item 1): what riders paid providers for similar trips, from the payment amounts
// providers recorded on delivered jobs.

/** Jobs a guide needs at least, and the distinct providers they must come from, so no provider's price can be read. */
export const PRICE_GUIDE_MIN_JOBS = 5;
export const PRICE_GUIDE_MIN_PROVIDERS = 3;
/** Similar trips: within this share of the trip's km either way. */
export const PRICE_GUIDE_DISTANCE_WINDOW = 0.2;
/** Only jobs delivered in the last this many months. */
export const PRICE_GUIDE_MONTHS = 12;
/** Longest place text the guide reads. */
export const PRICE_GUIDE_PLACE_MAX = 200;

const place = (label: string) =>
  v.pipe(
    v.optional(v.string(`Enter the ${label}`), ''),
    v.trim(),
    v.minLength(2, `Enter the ${label}`),
    v.maxLength(PRICE_GUIDE_PLACE_MAX, `The ${label} is at most ${PRICE_GUIDE_PLACE_MAX} characters`),
  );

/** GET /api/price-guide?pickup=&dropoff= : the trip as the wizard has it (the places' texts). */
export const priceGuideQuerySchema = v.object({ pickup: place('pickup location'), dropoff: place('drop-off location') });

/** PUT /api/admin/settings/price-guide: the guide on or off for every rider. */
export const priceGuideSettingSchema = v.object({ enabled: v.boolean('Must be true or false') });
export type PriceGuideSetting = v.InferOutput<typeof priceGuideSettingSchema>;

/**
 * A price guide answer: shown with the middle half of the prices (25th to 75th percentile, whole dollars) and how many
 * jobs back it, or not shown (turned off, places not found, or too few jobs or providers).
 */
export type PriceGuide =
  | { shown: true; low: number; high: number; transports: number; months: number; sameRoute: boolean }
  | { shown: false };

/** 'Riders paid $420-$560 for similar trips (12 transports in the last 12 months)'. */
export function priceGuideText(guide: Extract<PriceGuide, { shown: true }>): string {
  const dollars = (value: number) => `$${value.toLocaleString('en-AU')}`;
  const range = guide.low === guide.high ? dollars(guide.low) : `${dollars(guide.low)}-${dollars(guide.high)}`;
  const transports = `${guide.transports} ${guide.transports === 1 ? 'transport' : 'transports'}`;
  return `Riders paid ${range} for similar trips (${transports} in the last ${guide.months} months)`;
}
