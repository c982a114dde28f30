import { DEFAULT_TIMEFRAME, type QuoteInput } from '@motohaul/contracts';

/** Every quote field as the form holds it: no undefined, dates and optional texts as ''. */
export type QuoteFormValues = { [K in keyof QuoteInput]-?: Exclude<QuoteInput[K], undefined> };
export type QuoteFieldName = keyof QuoteFormValues;
export type QuoteFieldErrors = Partial<Record<QuoteFieldName, string>>;

export const EMPTY_QUOTE: QuoteFormValues = {
  pickupLocation: '',
  dropoffLocation: '',
  timeframe: DEFAULT_TIMEFRAME,
  isFlexibleDates: true,
  preferredPickupDate: '',
  preferredDropoffDate: '',
  motorcycleMake: '',
  motorcycleModel: '',
  canRollAndSteer: true,
  specialRequests: '',
  customerName: '',
  customerPhone: '',
  customerAddress: '',
};

/**
 * The pickup location given by the query (spec §2.4): pickupLocation, else location, else suburb and postcode as
 * given ('Joondalup 6027': the built-in suggestions find the locality's full label from it).
 */
export function locationFromQuery(params: URLSearchParams): string {
  const direct = params.get('pickupLocation')?.trim() || params.get('location')?.trim();
  if (direct) return direct;
  const suburb = params.get('suburb')?.trim() ?? '';
  const postcode = params.get('postcode')?.trim() ?? '';
  return [suburb, postcode].filter(Boolean).join(' ');
}

/** What the form validates and sends: the preferred dates only when the rider chose specific dates. */
export function quoteInputOf(values: QuoteFormValues): QuoteFormValues {
  return values.isFlexibleDates ? { ...values, preferredPickupDate: '', preferredDropoffDate: '' } : values;
}
