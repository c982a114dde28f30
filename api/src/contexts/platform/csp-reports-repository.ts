import { count, desc } from 'drizzle-orm';
import type { CspViolationInput, CspViolationsResponse } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { cspViolations } from '../../db/schema';

export function createCspReportsRepository(db: Database) {
  return {
    async insertMany(violations: CspViolationInput[]) {
      if (violations.length > 0) await db.insert(cspViolations).values(violations);
    },

    /** Every stored violation counted, the newest `limit` listed. */
    async list(limit: number): Promise<CspViolationsResponse> {
      const [totals] = await db.select({ total: count() }).from(cspViolations);
      const rows = await db.select().from(cspViolations).orderBy(desc(cspViolations.createdAt), desc(cspViolations.id)).limit(limit);
      return {
        total: totals?.total ?? 0,
        violations: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },
  };
}

export type CspReportsRepository = ReturnType<typeof createCspReportsRepository>;
