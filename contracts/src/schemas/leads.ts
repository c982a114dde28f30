import * as v from 'valibot';
import {
  INSPECTION_TYPES,
  TRAVEL_DISTANCE_MAX,
  TRAVEL_DISTANCE_MIN,
  URGENCIES,
  VEHICLE_YEAR_MAX,
  VEHICLE_YEAR_MIN,
} from '../constants/constants';
import { adminLeadEditSchema } from './admin-lead-edit';
import { emailOrEmpty, modelYear, optionalText, phone, requiredText } from './fields';

/** A lead a provider enters by hand (spec §5 manual lead). */
export const manualLeadSchema = v.object({
  customerName: v.pipe(requiredText('Customer name is required'), v.maxLength(120, 'Customer name is too long')),
  customerPhone: phone('Phone number is required'),
  customerEmail: emailOrEmpty('Valid email is required'),
  customerAddress: optionalText(300),
  vehicleMake: v.pipe(requiredText('Vehicle make is required'), v.maxLength(100, 'Vehicle make is too long')),
  vehicleModel: v.pipe(requiredText('Vehicle model is required'), v.maxLength(100, 'Vehicle model is too long')),
  vehicleYear: v.optional(modelYear, 2024),
  vehicleRego: optionalText(20),
  urgency: v.optional(v.picklist(URGENCIES, 'Choose an urgency'), 'within_week'),
  travelDistance: v.optional(
    v.pipe(
      v.number('Travel distance must be a number'),
      v.minValue(TRAVEL_DISTANCE_MIN, `Travel distance must be at least ${TRAVEL_DISTANCE_MIN}`),
      v.maxValue(TRAVEL_DISTANCE_MAX, `Travel distance must be at most ${TRAVEL_DISTANCE_MAX}`),
    ),
    20,
  ),
  preferredLocation: v.pipe(requiredText('Preferred location is required'), v.maxLength(300, 'Preferred location is too long')),
  inspectionType: v.optional(v.picklist(INSPECTION_TYPES, 'Choose an inspection type'), 'either'),
  specificRequests: optionalText(2000),
  budgetConcern: optionalText(50),
  previousExperience: optionalText(50),
});

const shared = adminLeadEditSchema.entries;

/** The edit form's year (text): a 4-digit year in range, blank clears it (null). */
const yearText = v.pipe(
  v.string('Vehicle year must be a number'),
  v.trim(),
  v.check(
    (text) => text === '' || (/^\d{4}$/.test(text) && Number(text) >= VEHICLE_YEAR_MIN && Number(text) <= VEHICLE_YEAR_MAX),
    `Vehicle year must be from ${VEHICLE_YEAR_MIN} to ${VEHICLE_YEAR_MAX}`,
  ),
  v.transform((text) => (text === '' ? null : Number(text))),
);

/**
 * PATCH /api/leads/{id}, the CRM's 'Edit Lead Information' (super admin, spec §5 edit lead): only the fields sent
 * change, a field left out of the body is never written, so there are no defaults (an unset urgency or inspection
 * type stays unset; issue 19). The field rules are the admin panel's (adminLeadEditSchema) under the CRM's names;
 * the year is text. A blank optional field is cleared (null); name, phone, pickup, drop-off, make and model may
 * not be blank.
 */
export const editLeadSchema = v.object({
  customerName: shared.customerName,
  customerPhone: shared.customerPhone,
  customerEmail: shared.customerEmail,
  customerAddress: shared.customerAddress,
  pickupLocation: shared.pickupLocation,
  dropoffLocation: shared.dropoffLocation,
  vehicleMake: shared.motorcycleMake,
  vehicleModel: shared.motorcycleModel,
  vehicleYear: v.optional(yearText),
  vehicleRego: shared.vehicleRego,
  urgency: shared.urgency,
  preferredLocation: shared.preferredLocation,
  inspectionType: shared.inspectionType,
  specificRequests: shared.specialRequests,
});
export type EditLeadInput = v.InferInput<typeof editLeadSchema>;
export type EditLead = v.InferOutput<typeof editLeadSchema>;
