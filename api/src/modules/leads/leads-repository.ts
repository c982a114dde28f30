import type { Database } from '../../db/database';
import { leads } from '../../db/schema';

export type NewLead = typeof leads.$inferInsert;

export function createLeadsRepository(db: Database) {
  return {
    /** Inserts a lead; the database hands out the job reference from its sequence. */
    async insert(lead: NewLead) {
      const [created] = await db
        .insert(leads)
        .values(lead)
        .returning({ id: leads.id, jobReference: leads.jobReference, status: leads.status });
      if (!created) throw new Error('Lead insert returned no row');
      return created;
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
