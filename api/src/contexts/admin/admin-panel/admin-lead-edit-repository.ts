import { eq } from 'drizzle-orm';
import { DROPOFF_BEFORE_PICKUP_MESSAGE, type AdminLeadDetails, type AdminLeadEdit } from '@motohaul/contracts';
import type { Database } from '../../../db/database';
import { leads } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { recordAdminChange } from './admin-audit';

type LeadRow = typeof leads.$inferSelect;

/** Coordinates of a location text, null when no locality is found. */
export type Placed = { latitude: number; longitude: number } | null;

export const toAdminLeadDetails = (row: LeadRow): AdminLeadDetails => ({
  id: row.id,
  jobReference: row.jobReference,
  status: row.status,
  isArchived: row.isArchived,
  createdAt: row.createdAt.toISOString(),
  customerName: row.customerName,
  customerPhone: row.customerPhone,
  customerEmail: row.customerEmail,
  customerAddress: row.customerAddress,
  motorcycleMake: row.motorcycleMake,
  motorcycleModel: row.motorcycleModel,
  motorcycleYear: row.motorcycleYear,
  vehicleRego: row.vehicleRego,
  canRollAndSteer: row.canRollAndSteer,
  pickupLocation: row.pickupLocation,
  dropoffLocation: row.dropoffLocation,
  timeframe: row.timeframe,
  preferredPickupDate: row.preferredPickupDate,
  preferredDropoffDate: row.preferredDropoffDate,
  isFlexibleDates: row.isFlexibleDates,
  specialRequests: row.specialRequests,
  urgency: row.urgency,
  inspectionType: row.inspectionType,
  preferredLocation: row.preferredLocation,
  pickupPlaced: row.latitude !== null && row.longitude !== null,
});

/** What the edit writes besides the fields themselves: the new coordinates of a moved pickup or drop-off. */
export interface EditPlacement {
  pickup?: Placed;
  dropoff?: Placed;
}

/** The fields of `edit` whose value differs from the stored one (the audit entry names these). */
const changedFields = (row: LeadRow, edit: AdminLeadEdit) =>
  (Object.keys(edit) as Array<keyof AdminLeadEdit>).filter((field) => edit[field] !== row[field]);

export function createAdminLeadEditRepository(db: Database) {
  return {
    async find(leadId: number): Promise<AdminLeadDetails | null> {
      const [row] = await db.select().from(leads).where(eq(leads.id, leadId));
      return row ? toAdminLeadDetails(row) : null;
    },

    /**
     * Writes exactly the fields sent (a field left out is never touched) and records the change with the
     * names of the fields that changed; a moved pickup or drop-off takes the coordinates found for it (null
     * when none). Null for an unknown lead.
     */
    async edit(leadId: number, edit: AdminLeadEdit, placement: EditPlacement, adminUserId: number): Promise<AdminLeadDetails | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
        if (!row) return null;
        // One date sent alone is compared with the stored other (the schema compares two sent together).
        const pickupDate = edit.preferredPickupDate === undefined ? row.preferredPickupDate : edit.preferredPickupDate;
        const dropoffDate = edit.preferredDropoffDate === undefined ? row.preferredDropoffDate : edit.preferredDropoffDate;
        if (pickupDate && dropoffDate && dropoffDate < pickupDate) {
          throw new AppError(400, 'Please correct the highlighted fields.', { preferredDropoffDate: [DROPOFF_BEFORE_PICKUP_MESSAGE] });
        }
        const changed = changedFields(row, edit);
        if (changed.length === 0) return toAdminLeadDetails(row);
        const values: Partial<typeof leads.$inferInsert> = {};
        for (const field of changed) Object.assign(values, { [field]: edit[field] });
        if (changed.includes('pickupLocation') && placement.pickup !== undefined) {
          values.latitude = placement.pickup?.latitude ?? null;
          values.longitude = placement.pickup?.longitude ?? null;
        }
        if (changed.includes('dropoffLocation') && placement.dropoff !== undefined) {
          values.dropoffLatitude = placement.dropoff?.latitude ?? null;
          values.dropoffLongitude = placement.dropoff?.longitude ?? null;
        }
        const [updated] = await tx.update(leads).set(values).where(eq(leads.id, leadId)).returning();
        await recordAdminChange(tx, adminUserId, {
          action: 'lead.edit',
          targetType: 'lead',
          targetId: leadId,
          details: { jobReference: row.jobReference, fields: changed.join(', ') },
        });
        return toAdminLeadDetails(updated!);
      });
    },
  };
}

export type AdminLeadEditRepository = ReturnType<typeof createAdminLeadEditRepository>;
