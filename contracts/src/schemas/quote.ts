import * as v from 'valibot';
import { DEFAULT_TIMEFRAME, TIMEFRAMES } from '../constants/constants';
import { optionalDate, optionalText, phone, requiredText } from './fields';

/** The rider's quote request (spec §5 quote form; payload of POST /api/leads, spec §7). */
export const quoteSchema = v.object({
  pickupLocation: v.pipe(requiredText('Pickup location is required'), v.maxLength(300, 'Pickup location is too long')),
  dropoffLocation: v.pipe(requiredText('Drop-off location is required'), v.maxLength(300, 'Drop-off location is too long')),
  timeframe: v.optional(v.picklist(TIMEFRAMES, 'Choose when you need transport'), DEFAULT_TIMEFRAME),
  isFlexibleDates: v.optional(v.boolean('Required'), true),
  preferredPickupDate: optionalDate,
  preferredDropoffDate: optionalDate,
  motorcycleMake: v.pipe(requiredText('Motorcycle make is required'), v.maxLength(100, 'Motorcycle make is too long')),
  motorcycleModel: v.pipe(requiredText('Motorcycle model is required'), v.maxLength(100, 'Motorcycle model is too long')),
  canRollAndSteer: v.optional(v.boolean('Required'), true),
  specialRequests: optionalText(2000),
  customerName: v.pipe(requiredText('Customer name is required'), v.maxLength(120, 'Customer name is too long')),
  customerPhone: phone('Phone number must be at least 10 digits'),
  customerAddress: optionalText(300),
});

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
