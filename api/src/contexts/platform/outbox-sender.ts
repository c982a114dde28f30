import type { Env } from '../../config/env';
import type { Database } from '../../db/database';
import { defineJob, type JobDefinition } from './jobs';
import { createMailer, type Mailer } from './mailer';
import { createOutboxRepository, MAIL_JOB } from './outbox-repository';

/** The longest wait between two attempts of one message. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** Exponential backoff: `baseMs` after the first failed attempt, doubled after each further one, capped. */
export function retryDelayMs(failedAttempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_DELAY_MS);
}

/** The stable Message-ID of an outbox row: a resend of the same row carries the same one. */
export const outboxMessageId = (id: number, host: string) => `<outbox-${id}@${host}>`;

/** The domain of MAIL_FROM ('MotoHaul <no-reply@motohaul.com.au>' -> motohaul.com.au): the Message-ID host. */
export function mailDomain(mailFrom: string): string {
  return /@([^\s>]+)/.exec(mailFrom)?.[1] ?? 'motohaul.local';
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export interface MailJobOptions {
  db: Database;
  /** Null without SMTP_URL: the queue exists, nothing works it, and mail stays queued (read in the admin Outbox). */
  mailer: Mailer | null;
  /** The host part of every Message-ID (the MAIL_FROM domain). */
  messageIdHost: string;
  /** The first retry delay (OUTBOX_RETRY_BASE_MS). */
  retryBaseMs: number;
  /** Attempts before a message is 'failed' for good (OUTBOX_MAX_ATTEMPTS). */
  maxAttempts: number;
  log?: (message: string) => void;
}

/**
 * Delivers the outbox (ADR 0014, as a job since ADR 0074): one job per message, sent with the row. The job takes the
 * row for an attempt, sends it outside any transaction (PGlite runs one transaction at a time: holding one across the
 * network would stall the API) and marks it sent; a refusal marks the attempt and throws, so the job is retried with
 * backoff, until the last attempt marks the row 'failed'. Delivery is at least once: a crash between the server's
 * accept and the mark sends the row again, with the same Message-ID.
 */
export function mailJob({ db, mailer, messageIdHost, retryBaseMs, maxAttempts, log = (message) => console.error(message) }: MailJobOptions): JobDefinition {
  const repository = createOutboxRepository(db);
  return defineJob<{ outboxId: number }>({
    name: MAIL_JOB,
    queue: { retryLimit: maxAttempts - 1, retryBackoff: true, retryDelay: Math.max(1, Math.round(retryBaseMs / 1000)), retryDelayMax: MAX_RETRY_DELAY_MS / 1000 },
    work: { localConcurrency: 4 },
    enabled: mailer !== null,
    run: async ({ outboxId }) => {
      const mail = await repository.claim(outboxId);
      if (!mail || !mailer) return;
      try {
        await mailer.send({
          messageId: outboxMessageId(mail.id, messageIdHost),
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
      } catch (error) {
        const final = mail.attempts >= maxAttempts;
        log(`Outbox message ${mail.id}, attempt ${mail.attempts} of ${maxAttempts} failed${final ? ' (giving up)' : ''}: ${errorText(error)}`);
        await repository.markAttemptFailed(mail.id, mail.attempts, errorText(error), final ? { final: true } : { final: false, delayMs: retryDelayMs(mail.attempts, retryBaseMs) });
        if (final) return;
        throw error;
      }
      await repository.markSent(mail);
    },
  });
}

/** The mail job of the configuration: it delivers through SMTP_URL, or leaves mail queued without it. */
export const mailJobFor = (env: Pick<Env, 'smtpUrl' | 'mailFrom' | 'outbox'>, db: Database, log?: (message: string) => void) =>
  mailJob({
    db,
    mailer: env.smtpUrl ? createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom }) : null,
    messageIdHost: mailDomain(env.mailFrom),
    retryBaseMs: env.outbox.retryBaseMs,
    maxAttempts: env.outbox.maxAttempts,
    log,
  });
