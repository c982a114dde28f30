import * as v from 'valibot';
import {
  INSPECTION_TYPES,
  TRAVEL_DISTANCE_MAX,
  TRAVEL_DISTANCE_MIN,
  URGENCIES,
  VEHICLE_YEAR_MAX,
  VEHICLE_YEAR_MIN,
} from '../constants/constants';
import { emailOrEmpty, optionalText, phone, requiredText } from './fields';

/** A lead a provider enters by hand (spec §5 manual lead). */
export const manualLeadSchema = v.object({
  customerName: v.pipe(requiredText('Customer name is required'), v.maxLength(120)),
  customerPhone: phone('Phone number is required'),
  customerEmail: emailOrEmpty('Valid email is required'),
  customerAddress: optionalText(300),
  vehicleMake: v.pipe(requiredText('Vehicle make is required'), v.maxLength(100)),
  vehicleModel: v.pipe(requiredText('Vehicle model is required'), v.maxLength(100)),
  vehicleYear: v.optional(
    v.pipe(
      v.number('Vehicle year must be a number'),
      v.integer('Vehicle year must be a whole number'),
      v.minValue(VEHICLE_YEAR_MIN, `Vehicle year must be ${VEHICLE_YEAR_MIN} or later`),
      v.maxValue(VEHICLE_YEAR_MAX, `Vehicle year must be ${VEHICLE_YEAR_MAX} or earlier`),
    ),
    2024,
  ),
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
  preferredLocation: v.pipe(requiredText('Preferred location is required'), v.maxLength(300)),
  inspectionType: v.optional(v.picklist(INSPECTION_TYPES, 'Choose an inspection type'), 'either'),
  specificRequests: optionalText(2000),
  budgetConcern: optionalText(50),
  previousExperience: optionalText(50),
});
export type ManualLeadInput = v.InferInput<typeof manualLeadSchema>;

/** Super admin edit of a lead (spec §5 edit lead): year as text, most fields optional. */
export const editLeadSchema = v.object({
  customerName: v.pipe(requiredText('Customer name is required'), v.maxLength(120)),
  customerPhone: phone('Phone number is required'),
  customerEmail: emailOrEmpty('Valid email is required'),
  customerAddress: optionalText(300),
  vehicleMake: optionalText(100),
  vehicleModel: optionalText(100),
  vehicleYear: optionalText(4),
  vehicleRego: optionalText(20),
  urgency: v.optional(v.picklist(URGENCIES, 'Choose an urgency'), 'flexible'),
  preferredLocation: optionalText(300),
  inspectionType: v.optional(v.picklist(INSPECTION_TYPES, 'Choose an inspection type'), 'either'),
  specificRequests: optionalText(2000),
});
export type EditLeadInput = v.InferInput<typeof editLeadSchema>;
