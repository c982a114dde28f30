import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminLeadRow, AdminLeadsQuery, Paged } from '@motohaul/contracts';
import { cappedTotal, countUpTo } from '../../db/capped-count';
import type { Database } from '../../db/database';
import { leads, suburbs } from '../../db/schema';
import { containsPattern } from '../../db/like-pattern';
import { suburbFromLocation } from './suburb-from-location';
import { leadForSale } from '../leads/leads-context';

const STATUS_FILTERS: Record<AdminLeadsQuery['status'], SQL | undefined> = {
  '': undefined,
  available: leadForSale,
  sold: eq(leads.status, 'sold'),
  archived: eq(leads.isArchived, true),
};

function searchFilter(q: string): SQL | undefined {
  if (q === '') return undefined;
  const pattern = containsPattern(q);
  const leadNumber = /^#?(\d{1,9})$/.exec(q)?.[1];
  return or(
    leadNumber ? eq(leads.id, Number(leadNumber)) : undefined,
    ilike(leads.jobReference, pattern),
    ilike(leads.motorcycleMake, pattern),
    ilike(leads.motorcycleModel, pattern),
    ilike(leads.pickupLocation, pattern),
    ilike(leads.dropoffLocation, pattern),
  );
}

/**
 * What kind of job a lead is: a manual lead's inspection type, otherwise transport of a bike that rolls,
 * or one that needs winching.
 */
const serviceType = (lead: { inspectionType: string | null; canRollAndSteer: boolean }) =>
  lead.inspectionType ?? (lead.canRollAndSteer ? 'transport' : 'transport_non_rolling');

/** All Leads counts its matches up to this many: past it the pager says 'more than' (ADR 0057). */
export const ADMIN_LEADS_COUNT_CAP = 1000;

export function createAdminLeadsRepository(db: Database) {
  return {
    /** Every lead (rider and manual, archived too), newest first, filtered by status and text. */
    async list({ status, q, page, pageSize }: AdminLeadsQuery): Promise<Paged<AdminLeadRow>> {
      const where = and(STATUS_FILTERS[status], searchFilter(q));
      const [rows, counted] = await Promise.all([
        db
          .select({
            id: leads.id,
            jobReference: leads.jobReference,
            status: leads.status,
            vehicleMake: leads.motorcycleMake,
            vehicleModel: leads.motorcycleModel,
            suburbName: suburbs.name,
            pickupLocation: leads.pickupLocation,
            leadScore: leads.leadScore,
            createdAt: leads.createdAt,
            urgency: leads.urgency,
            timeframe: leads.timeframe,
            inspectionType: leads.inspectionType,
            canRollAndSteer: leads.canRollAndSteer,
            isArchived: leads.isArchived,
            mergedRequests: leads.mergedRequests,
          })
          .from(leads)
          .leftJoin(suburbs, eq(suburbs.id, leads.suburbId))
          .where(where)
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        countUpTo(db, leads, where, ADMIN_LEADS_COUNT_CAP),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          jobReference: row.jobReference,
          status: row.status,
          vehicleMake: row.vehicleMake,
          vehicleModel: row.vehicleModel,
          customerSuburb: row.suburbName ?? suburbFromLocation(row.pickupLocation),
          leadScore: row.leadScore,
          createdAt: row.createdAt.toISOString(),
          urgencyLevel: row.urgency ?? row.timeframe,
          serviceType: serviceType(row),
          isArchived: row.isArchived,
          mergedRequests: row.mergedRequests,
        })),
        ...cappedTotal(counted, ADMIN_LEADS_COUNT_CAP),
        page,
        pageSize,
      };
    },
  };
}

export type AdminLeadsRepository = ReturnType<typeof createAdminLeadsRepository>;
