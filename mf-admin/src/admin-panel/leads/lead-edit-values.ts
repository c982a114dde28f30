import { formatAustralianPhone, type AdminLeadDetails, type AdminLeadEditInput } from '@motohaul/contracts';

/** The edit form's values: text as typed, '' for a field not given; the two switches as booleans. */
export type LeadEditValues = {
  [Field in keyof AdminLeadEditInput]-?: Field extends 'canRollAndSteer' | 'isFlexibleDates' ? boolean : string;
};

/** The form starts from the lead's real values: a field the lead does not have is blank, never a default. */
export const editValuesOf = (lead: AdminLeadDetails): LeadEditValues => ({
  customerName: lead.customerName,
  customerPhone: formatAustralianPhone(lead.customerPhone),
  customerEmail: lead.customerEmail ?? '',
  customerAddress: lead.customerAddress ?? '',
  motorcycleMake: lead.motorcycleMake,
  motorcycleModel: lead.motorcycleModel,
  motorcycleYear: lead.motorcycleYear?.toString() ?? '',
  vehicleRego: lead.vehicleRego ?? '',
  canRollAndSteer: lead.canRollAndSteer,
  pickupLocation: lead.pickupLocation ?? '',
  dropoffLocation: lead.dropoffLocation ?? '',
  timeframe: lead.timeframe ?? '',
  preferredPickupDate: lead.preferredPickupDate ?? '',
  preferredDropoffDate: lead.preferredDropoffDate ?? '',
  isFlexibleDates: lead.isFlexibleDates,
  specialRequests: lead.specialRequests ?? '',
  urgency: lead.urgency ?? '',
  inspectionType: lead.inspectionType ?? '',
  preferredLocation: lead.preferredLocation ?? '',
});

/** A year as typed: blank clears it (null); anything else is a number for the schema to check (NaN fails it). */
const yearOf = (text: string) => (text.trim() === '' ? null : /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The body of PATCH /api/admin/leads/:id: only the fields whose value differs from the one the form started
 * with, in the contracts schema's input form (an unchosen urgency or inspection type is null). {} when nothing
 * changed.
 */
export function changedFields(initial: LeadEditValues, values: LeadEditValues): AdminLeadEditInput {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(values) as Array<keyof LeadEditValues>) {
    if (values[key] === initial[key]) continue;
    const value = values[key];
    if (key === 'motorcycleYear') changes[key] = yearOf(values.motorcycleYear);
    else if (key === 'urgency' || key === 'inspectionType') changes[key] = value === '' ? null : value;
    else changes[key] = value;
  }
  return changes as AdminLeadEditInput;
}
