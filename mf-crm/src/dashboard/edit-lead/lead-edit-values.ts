import { formatAustralianPhone, type EditLeadInput, type PurchasedLead } from '@motohaul/contracts';

/** The edit form's values: text as typed, '' for a field the lead does not have. */
export type LeadEditValues = Record<keyof EditLeadInput, string>;

/** The form starts from the lead as stored: a field the lead does not have is blank, never a default (issue 19). */
export const editValuesOf = (purchase: PurchasedLead): LeadEditValues => ({
  customerName: purchase.customerName ?? '',
  customerPhone: formatAustralianPhone(purchase.customerPhone),
  customerEmail: purchase.customerEmail ?? '',
  customerAddress: purchase.customerAddress ?? '',
  pickupLocation: purchase.pickupLocation ?? '',
  dropoffLocation: purchase.dropoffLocation ?? '',
  vehicleMake: purchase.vehicleMake ?? '',
  vehicleModel: purchase.vehicleModel ?? '',
  vehicleYear: purchase.vehicleYear?.toString() ?? '',
  vehicleRego: purchase.vehicleRego ?? '',
  urgency: purchase.urgency ?? '',
  inspectionType: purchase.inspectionType ?? '',
  preferredLocation: purchase.preferredLocation ?? '',
  specificRequests: purchase.specificRequests ?? '',
});

/**
 * The body of PATCH /api/leads/:id: only the fields whose value differs from the one the form started with, as
 * editLeadSchema takes them (an urgency or inspection type set back to none is null). {} when nothing changed.
 */
export function changedFields(initial: LeadEditValues, values: LeadEditValues): EditLeadInput {
  const changes: Record<string, string | null> = {};
  for (const field of Object.keys(values) as Array<keyof LeadEditValues>) {
    const value = values[field];
    if (value === initial[field]) continue;
    changes[field] = (field === 'urgency' || field === 'inspectionType') && value === '' ? null : value;
  }
  return changes as EditLeadInput;
}
