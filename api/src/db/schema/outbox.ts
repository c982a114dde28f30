import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every email the product sends, written in the same transaction as the change that caused it, then
 * delivered by the outbox sender (api/src/contexts/platform/outbox). A sender claims a due row by setting
 * `locked_until` (a lease) with FOR UPDATE SKIP LOCKED, so two API processes never send the same row at once.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    /** What caused it, e.g. 'password_reset'. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers the mail carries, e.g. List-Unsubscribe and List-Unsubscribe-Post on alert mails (ADR 0060). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** While set in the future, one sender holds the row; a crashed sender's lease simply runs out. */
    lockedUntil: timestamptz('locked_until'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql.raw(`status = 'queued'`)),
    index('outbox_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);
