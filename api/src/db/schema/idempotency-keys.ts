import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const IDEMPOTENCY_STATUSES = ['in_progress', 'completed'] as const;
export type IdempotencyStatus = (typeof IDEMPOTENCY_STATUSES)[number];

/**
 * The Idempotency-Key of a POST that creates something (a quote, a purchase, a PaymentIntent): inserted first
 * (`in_progress`, unique per scope and key, so two requests with one key cannot both run), then completed with the
 * answer a retry replays. `scope` is the route and the caller; `fingerprint` a hash of the body. A row older than
 * 24 hours counts as gone (docs/decisions/0031).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    scope: text('scope').notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: text('status').$type<IdempotencyStatus>().notNull().default('in_progress'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_scope_key_unique').on(t.scope, t.key),
    check('idempotency_keys_status_check', sql`${t.status} in ('in_progress', 'completed')`),
  ],
);
