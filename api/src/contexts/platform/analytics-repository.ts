import type { Database } from '../../db/database';
import { analyticsEvents } from '../../db/schema';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export function createAnalyticsRepository(db: Database) {
  return {
    async insert(event: NewAnalyticsEvent) {
      await db.insert(analyticsEvents).values(event);
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
