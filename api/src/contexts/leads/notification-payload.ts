import type { NotificationLead, UserType } from '@motohaul/contracts';
import { maskContactDetails } from './contact-details-masking';
import { firstName, maskLocation } from './lead-masking';
import type { LeadEventRow } from './notifications-repository';

/** Who sees a lead in full: only the super admin; providers and team members see it masked like the lead list. */
export const seesFullLead = (userType: UserType) => userType === 'super_admin';

/**
 * The `data` of a new_lead event (spec §3 notification event) for one audience. Masked, it carries
 * what the lead list shows before purchase: the first name and suburb/state/postcode locations
 * (the masking of GET /api/leads), contact details in free text replaced by a marker; the phone, email
 * and street address are never part of an event.
 */
export function notificationLead(row: LeadEventRow, masked: boolean): NotificationLead {
  const location = (value: string | null) => (masked ? maskLocation(maskContactDetails(value)) : value);
  return {
    id: row.id,
    jobReference: row.jobReference,
    customerName: masked ? maskContactDetails(firstName(row.customerName)) : row.customerName,
    vehicleMake: masked ? maskContactDetails(row.motorcycleMake) : row.motorcycleMake,
    vehicleModel: masked ? maskContactDetails(row.motorcycleModel) : row.motorcycleModel,
    vehicleYear: row.motorcycleYear,
    preferredLocation: location(row.preferredLocation),
    urgency: row.urgency,
    pickupLocation: location(row.pickupLocation),
    dropoffLocation: location(row.dropoffLocation),
    createdAt: row.createdAt.toISOString(),
  };
}
