import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leads } from '../../db/schema';

/** The columns a notification is built from (no phone, email or address: events never carry them). */
const eventColumns = {
  id: leads.id,
  jobReference: leads.jobReference,
  customerName: leads.customerName,
  motorcycleMake: leads.motorcycleMake,
  motorcycleModel: leads.motorcycleModel,
  motorcycleYear: leads.motorcycleYear,
  preferredLocation: leads.preferredLocation,
  urgency: leads.urgency,
  pickupLocation: leads.pickupLocation,
  dropoffLocation: leads.dropoffLocation,
  createdAt: leads.createdAt,
};

/** A rider's quote still on offer: available, not archived, not a provider's manual CRM entry. */
const onOffer = and(eq(leads.status, 'available'), eq(leads.isArchived, false), isNull(leads.createdById));

export function createNotificationsRepository(db: Database) {
  return {
    async findLeadEvent(leadId: number) {
      const [row] = await db.select(eventColumns).from(leads).where(and(eq(leads.id, leadId), onOffer));
      return row ?? null;
    },

    /** The leads created after `afterId` within the last `maxAgeHours`, oldest first, at most `limit`. */
    async findLeadEventsAfter(afterId: number, { limit, maxAgeHours }: { limit: number; maxAgeHours: number }) {
      const since = new Date(Date.now() - maxAgeHours * 3_600_000);
      return db
        .select(eventColumns)
        .from(leads)
        .where(and(gt(leads.id, afterId), onOffer, gt(leads.createdAt, since)))
        .orderBy(asc(leads.id))
        .limit(limit);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

export type LeadEventRow = NonNullable<Awaited<ReturnType<NotificationsRepository['findLeadEvent']>>>;
