import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export type AnalyticsEventData = Record<string, string | number | boolean | null>;

/** Analytics event (spec §3). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    eventType: text('event_type').notNull(),
    eventData: jsonb('event_data').$type<AnalyticsEventData>(),
    pagePath: text('page_path'),
    pageTitle: text('page_title'),
    userAgent: text('user_agent'),
    referrer: text('referrer'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_type_created_idx').on(t.eventType, t.createdAt)],
);
