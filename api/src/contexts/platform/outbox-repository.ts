import { and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outbox } from '../../db/schema';
import type { OutgoingMail } from './mailer';

/** What caused a message (the `kind` column). */
export type MailKind = 'password_reset' | 'login_attack' | 'email_verification' | 'business_verification' | 'insurance_notice' | 'lead_alert';

export type OutboxRow = typeof outbox.$inferSelect;

/** A row the sender holds: `attempts` counts this attempt and fences its result (see markSent). */
export interface ClaimedMail {
  id: number;
  attempts: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  headers: Record<string, string> | null;
}

/**
 * Writes one message to the outbox as 'queued', due now. Pass the caller's transaction: the message then
 * exists exactly when the change that caused it was committed.
 */
export async function enqueueMail(tx: Pick<Database, 'insert'>, kind: MailKind, mail: OutgoingMail): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({ kind, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, headers: mail.headers ?? null })
    .returning({ id: outbox.id });
  return row!.id;
}

/** The database's now() plus `ms` (one clock for every process). */
const after = (ms: number) => sql`now() + ${ms}::float8 * interval '1 millisecond'`;

/** The row as this attempt claimed it: still queued, not claimed again since. */
const heldAttempt = (id: number, attempts: number) => and(eq(outbox.id, id), eq(outbox.attempts, attempts), eq(outbox.status, 'queued'));

export function createOutboxRepository(db: Database) {
  return {
    /**
     * Claims up to `limit` due rows (queued, next attempt reached, no live lease) in one short statement:
     * FOR UPDATE SKIP LOCKED passes over rows another process is claiming at this moment, and the lease
     * (`locked_until`) keeps them from being claimed again until it runs out. Each claim counts an attempt.
     */
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.status, 'queued'),
            lte(outbox.nextAttemptAt, sql`now()`),
            or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(outbox.nextAttemptAt, outbox.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outbox)
        .set({ lockedUntil: after(leaseMs), attempts: sql`${outbox.attempts} + 1` })
        .where(inArray(outbox.id, due))
        .returning({
          id: outbox.id,
          attempts: outbox.attempts,
          toAddress: outbox.toAddress,
          subject: outbox.subject,
          textBody: outbox.textBody,
          htmlBody: outbox.htmlBody,
          headers: outbox.headers,
        });
    },

    /**
     * The SMTP server accepted these messages (one statement for a batch). Only the holder of an attempt may mark
     * it: should the lease have run out and another process have claimed the row again, `attempts` moved on and
     * that row is left alone.
     */
    async markSent(claims: readonly { id: number; attempts: number }[]): Promise<void> {
      if (claims.length === 0) return;
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(or(...claims.map(({ id, attempts }) => heldAttempt(id, attempts))));
    },

    /** The attempt failed: due again after `delayMs`, or 'failed' for good when `final`. */
    async markAttemptFailed(id: number, attempts: number, error: string, next: { final: true } | { final: false; delayMs: number }): Promise<void> {
      await db
        .update(outbox)
        .set({
          status: next.final ? 'failed' : 'queued',
          lastError: error,
          lockedUntil: null,
          nextAttemptAt: after(next.final ? 0 : next.delayMs),
        })
        .where(heldAttempt(id, attempts));
    },

    /** Every message, newest first, one page. */
    async list(page: number, pageSize: number): Promise<{ rows: OutboxRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(outbox)
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(outbox),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
