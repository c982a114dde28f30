import type { Mailer } from './mailer';
import type { ClaimedMail, OutboxRepository } from './outbox-repository';

/** The longest wait between two attempts of one message. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** Exponential backoff: `baseMs` after the first failed attempt, doubled after each further one, capped. */
export function retryDelayMs(failedAttempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_DELAY_MS);
}

/** The stable Message-ID of an outbox row: a resend of the same row carries the same one. */
export const outboxMessageId = (id: number, host: string) => `<outbox-${id}@${host}>`;

export interface OutboxSenderOptions {
  repository: OutboxRepository;
  mailer: Mailer;
  /** The host part of every Message-ID (the MAIL_FROM domain). */
  messageIdHost: string;
  /** How long to wait for due mail when there was none (OUTBOX_POLL_MS); an enqueue in this process wakes it at once. */
  pollMs: number;
  /** The first retry delay (OUTBOX_RETRY_BASE_MS). */
  retryBaseMs: number;
  /** Attempts before a message is 'failed' for good (OUTBOX_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** Rows claimed at once (sent in parallel over the pooled connections). */
  batchSize?: number;
  /** How long a claim holds a row; far above the SMTP timeouts of the mailer. */
  leaseMs?: number;
  /** Where failures are reported (console.error by default). */
  log?: (message: string) => void;
}

export interface OutboxSender {
  /** Starts the polling loop (idempotent). */
  start: () => void;
  /** Looks for due mail at once (after an enqueue in this process has committed). */
  wake: () => void;
  /** Claims and sends one batch of due mail; answers how many rows it claimed. */
  runOnce: () => Promise<number>;
  /** Stops the loop, waits for the batch in flight and closes the SMTP connections. */
  stop: () => Promise<void>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Delivers the outbox (ADR 0014). Each round claims due rows in a short statement of its own, then sends them
 * outside any transaction (PGlite runs one transaction at a time: holding one across the network would stall
 * the API), then marks each sent, due again after a backoff, or failed after `maxAttempts`. Delivery is at
 * least once: a crash between the server's accept and the mark sends the row again when its lease runs out,
 * with the same Message-ID.
 */
export function createOutboxSender({
  repository,
  mailer,
  messageIdHost,
  pollMs,
  retryBaseMs,
  maxAttempts,
  batchSize = 20,
  leaseMs = 2 * 60 * 1000,
  log = (message) => console.error(message),
}: OutboxSenderOptions): OutboxSender {
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let woken = false;

  /** Sends one claimed row; answers whether the server accepted it (a refusal is marked here). */
  async function deliver(mail: ClaimedMail): Promise<boolean> {
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
      await repository.markAttemptFailed(
        mail.id,
        mail.attempts,
        errorText(error),
        final ? { final: true } : { final: false, delayMs: retryDelayMs(mail.attempts, retryBaseMs) },
      );
      return false;
    }
    return true;
  }

  async function runOnce(): Promise<number> {
    const claimed = await repository.claimDue(batchSize, leaseMs);
    const results = await Promise.allSettled(claimed.map(deliver));
    // The accepted ones are marked even when marking a refusal failed (that row is retried when its lease ends).
    const accepted = claimed.filter((_, index) => {
      const result = results[index];
      return result?.status === 'fulfilled' && result.value;
    });
    await repository.markSent(accepted);
    const failure = results.find((r) => r.status === 'rejected');
    if (failure) throw failure.reason;
    return claimed.length;
  }

  const pause = () =>
    new Promise<void>((resolve) => {
      if (woken || !running) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        woken = false;
        resolve();
      }
      wakeUp = done;
    });

  async function run() {
    while (running) {
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (error) {
        // The database is unreachable for a moment: the rows stay where they are; try again after a pause.
        if (running) log(`The outbox sender could not reach the database: ${errorText(error)}`);
      }
      // A full batch suggests more is due: go on at once.
      if (claimed < batchSize) await pause();
    }
  }

  return {
    start: () => {
      if (running) return;
      running = true;
      loop = run();
    },
    wake: () => {
      woken = true;
      wakeUp?.();
    },
    runOnce,
    stop: async () => {
      running = false;
      wakeUp?.();
      await loop;
      loop = null;
      mailer.close();
    },
  };
}
