import { DEFAULT_TIMEFRAME, TIMEFRAMES, type QuoteInput, type Timeframe } from '@motohaul/contracts';

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

/** The text fields of the wizard whose `name` is their field's (the steps' inputs, selects and text areas). */
const TEXT_FIELDS = [
  'pickupLocation',
  'dropoffLocation',
  'preferredPickupDate',
  'preferredDropoffDate',
  'motorcycleMake',
  'motorcycleModel',
  'specialRequests',
  'customerName',
  'customerPhone',
  'customerAddress',
] as const satisfies readonly (keyof QuoteFormValues)[];

const isTimeframe = (value: string): value is Timeframe => (TIMEFRAMES as readonly string[]).includes(value);

/**
 * What the rider entered into the server-drawn wizard before its code hydrated it (ADR 0052): the form's elements hold
 * it, while the hydrated state holds what the server drew, and React 19 keeps the elements' values through hydration
 * without telling the page. Answers the fields whose element differs from `values` (none for a form drawn by the
 * browser, whose elements hold the state).
 */
export function typedBeforeHydration(form: HTMLFormElement | null, values: QuoteFormValues): Partial<QuoteFormValues> {
  if (!form) return {};
  const typed: Partial<QuoteFormValues> = {};
  const data = new FormData(form);
  for (const field of TEXT_FIELDS) {
    const value = data.get(field);
    if (typeof value === 'string' && value !== values[field]) typed[field] = value;
  }
  const timeframe = data.get('timeframe');
  if (typeof timeframe === 'string' && isTimeframe(timeframe) && timeframe !== values.timeframe) typed.timeframe = timeframe;
  const flexibility = data.get('isFlexibleDates');
  if (flexibility === 'flexible' || flexibility === 'specific') {
    const isFlexibleDates = flexibility === 'flexible';
    if (isFlexibleDates !== values.isFlexibleDates) typed.isFlexibleDates = isFlexibleDates;
  }
  return typed;
}
