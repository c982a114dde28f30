import * as v from 'valibot';
import { INSPECTION_TYPES, TIMEFRAMES, URGENCIES } from '../constants/constants';
import { emailOrEmpty, isoDate, modelYear, phone, requiredText } from './fields';
import { DROPOFF_BEFORE_PICKUP_MESSAGE } from './quote';

/** A text the admin may clear: trimmed; blank is null (cleared). */
const clearableText = (max: number) =>
  v.pipe(v.string('Must be text'), v.trim(), v.maxLength(max, `Must be at most ${max} characters`), v.transform((text) => (text === '' ? null : text)));

/** A YYYY-MM-DD date, or blank (null: cleared). */
const clearableDate = v.pipe(
  v.union([v.literal(''), isoDate], 'Enter a valid date'),
  v.transform((text) => (text === '' ? null : text)),
);

/**
 * PATCH /api/admin/leads/:id (the admin panel's 'Edit lead'): only the fields sent change; a field left out of
 * the body is never written. Each field has the rule of the form that first took it: the quote's for the trip,
 * bike and rider, the manual lead's for urgency and inspection. A blank optional field is cleared (null).
 */
export const adminLeadEditSchema = v.pipe(
  v.object({
    customerName: v.optional(v.pipe(requiredText('Customer name is required'), v.maxLength(120, 'Customer name is too long'))),
    customerPhone: v.optional(phone('Phone number must be at least 10 digits')),
    customerEmail: v.optional(v.pipe(emailOrEmpty('Valid email is required'), v.transform((text) => (text === '' ? null : text)))),
    customerAddress: v.optional(clearableText(300)),
    motorcycleMake: v.optional(v.pipe(requiredText('Motorcycle make is required'), v.maxLength(100, 'Motorcycle make is too long'))),
    motorcycleModel: v.optional(v.pipe(requiredText('Motorcycle model is required'), v.maxLength(100, 'Motorcycle model is too long'))),
    motorcycleYear: v.optional(v.nullable(modelYear)),
    vehicleRego: v.optional(clearableText(20)),
    canRollAndSteer: v.optional(v.boolean('Required')),
    pickupLocation: v.optional(v.pipe(requiredText('Pickup location is required'), v.maxLength(300, 'Pickup location is too long'))),
    dropoffLocation: v.optional(v.pipe(requiredText('Drop-off location is required'), v.maxLength(300, 'Drop-off location is too long'))),
    timeframe: v.optional(v.picklist(TIMEFRAMES, 'Choose when the rider needs transport')),
    preferredPickupDate: v.optional(clearableDate),
    preferredDropoffDate: v.optional(clearableDate),
    isFlexibleDates: v.optional(v.boolean('Required')),
    specialRequests: v.optional(clearableText(2000)),
    urgency: v.optional(v.nullable(v.picklist(URGENCIES, 'Choose an urgency'))),
    inspectionType: v.optional(v.nullable(v.picklist(INSPECTION_TYPES, 'Choose an inspection type'))),
    preferredLocation: v.optional(clearableText(300)),
  }),
  v.forward(
    v.partialCheck(
      [['preferredPickupDate'], ['preferredDropoffDate']],
      // Both sent: compared here; one of them alone is compared with the stored other by the API.
      ({ preferredPickupDate, preferredDropoffDate }) => !preferredPickupDate || !preferredDropoffDate || preferredDropoffDate >= preferredPickupDate,
      DROPOFF_BEFORE_PICKUP_MESSAGE,
    ),
    ['preferredDropoffDate'],
  ),
);
export type AdminLeadEditInput = v.InferInput<typeof adminLeadEditSchema>;
export type AdminLeadEdit = v.InferOutput<typeof adminLeadEditSchema>;
