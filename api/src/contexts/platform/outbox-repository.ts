import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { sendJob, type Jobs } from './jobs';
import { outbox } from '../../db/schema';
import type { OutgoingMail } from './mailer';

/** What caused a message (the `kind` column). */
export type MailKind = 'password_reset' | 'login_attack' | 'email_verification' | 'business_verification' | 'insurance_notice' | 'lead_alert' | 'rider_cancellation' | 'status_link';

export type OutboxRow = typeof outbox.$inferSelect;

/** The job that delivers one outbox row (outbox-sender.ts). */
export const MAIL_JOB = 'mail';

/**
 * Writes one message to the outbox as 'queued' and the job that delivers it. Pass the caller's transaction: the
 * message and its job then exist exactly when the change that caused it was committed.
 */
export async function enqueueMail(tx: Transaction, jobs: Jobs, kind: MailKind, mail: OutgoingMail): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({ kind, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, headers: mail.headers ?? null })
    .returning({ id: outbox.id });
  await sendJob(jobs, tx, MAIL_JOB, { outboxId: row!.id });
  return row!.id;
}

/** The database's now() plus `ms` (one clock for every process). */
const after = (ms: number) => sql`now() + ${ms}::float8 * interval '1 millisecond'`;

/** The row as this attempt claimed it: still queued, not claimed again since. */
const heldAttempt = (id: number, attempts: number) => and(eq(outbox.id, id), eq(outbox.attempts, attempts), eq(outbox.status, 'queued'));

export function createOutboxRepository(db: Database) {
  return {
    /**
     * Takes the row for one more attempt while it is queued (its job may be a repeat after a crash: at least once):
     * `attempts` counts this attempt and fences its result (see markSent).
     */
    async claim(id: number) {
      const [row] = await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1` })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'queued')))
        .returning({
          id: outbox.id,
          attempts: outbox.attempts,
          toAddress: outbox.toAddress,
          subject: outbox.subject,
          textBody: outbox.textBody,
          htmlBody: outbox.htmlBody,
          headers: outbox.headers,
        });
      return row ?? null;
    },

    /** The SMTP server accepted the message. Only the holder of an attempt may mark it (`attempts` fences it). */
    async markSent({ id, attempts }: { id: number; attempts: number }): Promise<void> {
      await db.update(outbox).set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null }).where(heldAttempt(id, attempts));
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
