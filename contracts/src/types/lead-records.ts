import type { InspectionType, LeadStatus, Urgency } from '../constants/constants';
import type { PurchasedLead } from './crm';

/** A lead in full, as a super admin edits or archives it (PATCH /api/leads/{id}, POST /api/leads/{id}/archive). */
export interface LeadDetails {
  id: number;
  jobReference: string;
  status: LeadStatus;
  isArchived: boolean;
  archivedAt: string | null;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  customerAddress: string | null;
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: number | null;
  vehicleRego: string | null;
  urgency: Urgency | null;
  travelDistance: number | null;
  preferredLocation: string | null;
  inspectionType: InspectionType | null;
  specificRequests: string | null;
  pickupLocation: string | null;
  dropoffLocation: string | null;
  timeframe: string | null;
  createdAt: string;
}

/** POST /api/leads/manual: the new lead and the caller's purchase of it (it lands in Purchased). */
export interface ManualLeadResponse {
  id: number;
  jobReference: string;
  purchase: PurchasedLead;
}
