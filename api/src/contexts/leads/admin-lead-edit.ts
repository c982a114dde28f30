import { eq } from 'drizzle-orm';
import { DROPOFF_BEFORE_PICKUP_MESSAGE, type AdminLeadDetails, type AdminLeadEdit } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { leads } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { auditedTransaction, type DomainEvents } from '../platform/platform-context';
import type { LeadRow, Placed } from './leads-repository';

const toAdminLeadDetails = (row: LeadRow): AdminLeadDetails => ({
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

/** The fields of `edit` whose value differs from the stored one (the audit entry names these). */
const changedFields = (row: LeadRow, edit: AdminLeadEdit) =>
  (Object.keys(edit) as Array<keyof AdminLeadEdit>).filter((field) => edit[field] !== row[field]);

/** The admin panel's view and edit of a lead (ADR 0028), through the leads context; the edit is audited (admin.changed). */
export function createAdminLeadEdit(db: Database, events: DomainEvents, place: (text: string) => Promise<Placed>) {
  return {
    async find(leadId: number): Promise<AdminLeadDetails | null> {
      const [row] = await db.select().from(leads).where(eq(leads.id, leadId));
      return row ? toAdminLeadDetails(row) : null;
    },

    /**
     * Writes exactly the fields sent (a field left out is never touched) and records the change with the
     * names of the fields that changed; a moved pickup or drop-off is placed again by its locality (null
     * when none is found). Null for an unknown lead.
     */
    async edit(leadId: number, edit: AdminLeadEdit, adminUserId: number): Promise<AdminLeadDetails | null> {
      // Placed before the transaction, as a new lead is (ADR 0012).
      const at = (text: string | undefined) => (text === undefined ? undefined : place(text));
      const [pickup, dropoff] = await Promise.all([at(edit.pickupLocation), at(edit.dropoffLocation)]);
      const placement = { pickup, dropoff };
      return auditedTransaction(db, events, async (tx, note) => {
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
        note({
          adminUserId,
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

export type AdminLeadEdits = ReturnType<typeof createAdminLeadEdit>;
