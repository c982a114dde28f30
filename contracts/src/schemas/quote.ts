import * as v from 'valibot';
import { DEFAULT_TIMEFRAME, TIMEFRAMES } from '../constants/constants';
import { todayInSydney } from '../dates/sydney-date';
import { optionalDate, optionalText, phone, requiredText } from './fields';

export const PICKUP_DATE_PAST_MESSAGE = 'Pickup date cannot be in the past';
export const DROPOFF_BEFORE_PICKUP_MESSAGE = 'Drop-off date cannot be before the pickup date';

/**
 * A rider's place must be locatable (issue 27, ADR 0046): a locality, a postcode or a street address in one. The API
 * locates it and answers these on the field when it cannot; the browser refuses at once a text without a word.
 */
export const PICKUP_NOT_FOUND_MESSAGE = 'Pickup location not found: type a suburb, town or postcode and choose a suggestion';
export const DROPOFF_NOT_FOUND_MESSAGE = 'Drop-off location not found: type a suburb, town or postcode and choose a suggestion';

/** A place's text: required, at most 300 characters, holding at least two letters or digits in a row. */
const placeText = (required: string, tooLong: string, notFound: string) =>
  v.pipe(requiredText(required), v.maxLength(300, tooLong), v.check((text) => text === '' || /[\p{L}\p{N}]{2}/u.test(text), notFound));

/** A YYYY-MM-DD date, blank or today in Sydney or later (checked when validated, so 'today' moves on). */
const notBeforeToday = (message: string) =>
  v.pipe(optionalDate, v.check((date) => !date || date >= todayInSydney(), message));

const quoteFields = v.object({
  pickupLocation: placeText('Pickup location is required', 'Pickup location is too long', PICKUP_NOT_FOUND_MESSAGE),
  dropoffLocation: placeText('Drop-off location is required', 'Drop-off location is too long', DROPOFF_NOT_FOUND_MESSAGE),
  timeframe: v.optional(v.picklist(TIMEFRAMES, 'Choose when you need transport'), DEFAULT_TIMEFRAME),
  isFlexibleDates: v.optional(v.boolean('Required'), true),
  preferredPickupDate: notBeforeToday(PICKUP_DATE_PAST_MESSAGE),
  preferredDropoffDate: notBeforeToday('Drop-off date cannot be in the past'),
  motorcycleMake: v.pipe(requiredText('Motorcycle make is required'), v.maxLength(100, 'Motorcycle make is too long')),
  motorcycleModel: v.pipe(requiredText('Motorcycle model is required'), v.maxLength(100, 'Motorcycle model is too long')),
  canRollAndSteer: v.optional(v.boolean('Required'), true),
  specialRequests: optionalText(2000),
  customerName: v.pipe(requiredText('Customer name is required'), v.maxLength(120, 'Customer name is too long')),
  customerPhone: phone('Phone number must be at least 10 digits'),
  customerAddress: optionalText(300),
});

/**
 * The rider's quote request (spec §5 quote form; payload of POST /api/leads, spec §7). The pickup date is
 * today in Sydney or later, the drop-off date not before the pickup date (ADR 0013).
 */
export const quoteSchema = v.pipe(
  quoteFields,
  v.forward(
    v.partialCheck(
      [['preferredPickupDate'], ['preferredDropoffDate']],
      // ISO dates compare as text; either date blank leaves nothing to compare.
      (input) => !input.preferredPickupDate || !input.preferredDropoffDate || input.preferredDropoffDate >= input.preferredPickupDate,
      DROPOFF_BEFORE_PICKUP_MESSAGE,
    ),
    ['preferredDropoffDate'],
  ),
);

export type QuoteInput = v.InferInput<typeof quoteSchema>;
export type Quote = v.InferOutput<typeof quoteSchema>;
export type QuoteField = keyof Quote;

/** Which fields each wizard step validates (spec §5). */
export const quoteStepFields = {
  1: ['pickupLocation', 'dropoffLocation', 'timeframe', 'isFlexibleDates', 'preferredPickupDate', 'preferredDropoffDate'],
  2: ['motorcycleMake', 'motorcycleModel', 'canRollAndSteer', 'specialRequests'],
  3: ['customerName', 'customerPhone', 'customerAddress'],
} as const satisfies Record<1 | 2 | 3, readonly QuoteField[]>;

export type QuoteStep = keyof typeof quoteStepFields;
