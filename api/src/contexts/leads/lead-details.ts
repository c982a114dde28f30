import type { LeadDetails } from '@motohaul/contracts';
import type { LeadRow } from './leads-repository';

/** A lead in full, for the super admin's edit and archive answers. */
export function toLeadDetails(lead: LeadRow): LeadDetails {
  return {
    id: lead.id,
    jobReference: lead.jobReference,
    status: lead.status,
    isArchived: lead.isArchived,
    archivedAt: lead.archivedAt ? lead.archivedAt.toISOString() : null,
    customerName: lead.customerName,
    customerPhone: lead.customerPhone,
    customerEmail: lead.customerEmail,
    customerAddress: lead.customerAddress,
    vehicleMake: lead.motorcycleMake,
    vehicleModel: lead.motorcycleModel,
    vehicleYear: lead.motorcycleYear,
    vehicleRego: lead.vehicleRego,
    urgency: lead.urgency,
    travelDistance: lead.travelDistance,
    preferredLocation: lead.preferredLocation,
    inspectionType: lead.inspectionType,
    specificRequests: lead.specialRequests,
    pickupLocation: lead.pickupLocation,
    dropoffLocation: lead.dropoffLocation,
    timeframe: lead.timeframe,
    createdAt: lead.createdAt.toISOString(),
  };
}
