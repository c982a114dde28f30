import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, cascadeRef } from './columns';
import { users } from './users';

/**
 * One device of a provider that receives Web Push (issue 29, ADR 0058): the browser's PushSubscription (endpoint and
 * its two keys), upserted on the endpoint, with the device's user agent as its label.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: cascadeRef('user_id', () => users.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceLabel: text('device_label').notNull().default(''),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * One push handed to a push service: what the admin Outbox lists beside mails, and which devices were told of a
 * lead (its 'Sold' push goes to them). `status` is the push service's HTTP status, 0 when none answered.
 * Rows older than 14 days are removed as new ones are written.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: id(),
    subscriptionId: integer('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    leadId: integer('lead_id'),
    /** 'new_lead', 'lead_sold' or 'test' (PushPayload.type). */
    type: text('type').notNull(),
    endpointHost: text('endpoint_host').notNull(),
    title: text('title').notNull(),
    status: smallint('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('push_deliveries_lead_idx').on(t.leadId), index('push_deliveries_created_idx').on(t.createdAt)],
);
