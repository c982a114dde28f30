import type { Env } from '../../config/env';
import type { Database } from '../../db/database';
import { createMailer } from './mailer';
import { createOutboxRepository } from './outbox-repository';
import { createOutboxSender, type OutboxSender } from './outbox-sender';

/** The domain of MAIL_FROM ('MotoHaul <no-reply@motohaul.com.au>' -> motohaul.com.au): the Message-ID host. */
export function mailDomain(mailFrom: string): string {
  return /@([^\s>]+)/.exec(mailFrom)?.[1] ?? 'motohaul.local';
}

/**
 * The outbox sender of this API process, started, or null without SMTP_URL (mail then stays 'queued' and is
 * read in the admin Outbox). main.ts stops it at shutdown; tests pass smaller poll and retry times.
 */
export function startOutboxSender(
  env: Pick<Env, 'smtpUrl' | 'mailFrom' | 'outbox'>,
  db: Database,
  overrides: { batchSize?: number; leaseMs?: number; log?: (message: string) => void } = {},
): OutboxSender | null {
  if (!env.smtpUrl) return null;
  const sender = createOutboxSender({
    repository: createOutboxRepository(db),
    mailer: createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom }),
    messageIdHost: mailDomain(env.mailFrom),
    ...env.outbox,
    ...overrides,
  });
  sender.start();
  return sender;
}
