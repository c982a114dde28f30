import { and, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { SpeedToContact, SpeedToContactQuery } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { sydneyDayEnd, sydneyDayStart } from '../../db/sydney-days';
import { leadPurchases } from '../../db/schema';

/**
 * The median time from purchase to 'Called' (ADR 0034), computed in the database: percentile_cont(0.5) over
 * called_at - purchased_at (an interval), in seconds. The sample is the owner's purchases bought in the range that
 * have a Called date (ADR 0029: the first one, kept on later moves), archived and declined ones included.
 */
export const medianTimeToFirstCall = sql<number | string | null>`extract(epoch from percentile_cont(0.5) within group (order by ${leadPurchases.calledAt} - ${leadPurchases.purchasedAt}))::float8`;

export function createSpeedToContactRepository(db: Database) {
  return {
    async forOwner(ownerId: number, { from, to }: SpeedToContactQuery): Promise<SpeedToContact> {
      const [row] = await db
        .select({ medianSeconds: medianTimeToFirstCall, calledLeads: count() })
        .from(leadPurchases)
        .where(
          and(
            eq(leadPurchases.buyerId, ownerId),
            isNotNull(leadPurchases.calledAt),
            from ? gte(leadPurchases.purchasedAt, sydneyDayStart(from)) : undefined,
            to ? lt(leadPurchases.purchasedAt, sydneyDayEnd(to)) : undefined,
          ),
        );
      const median = row?.medianSeconds;
      return {
        medianSeconds: median === null || median === undefined ? null : Math.round(Number(median)),
        calledLeads: row?.calledLeads ?? 0,
      };
    },
  };
}

export type SpeedToContactRepository = ReturnType<typeof createSpeedToContactRepository>;
