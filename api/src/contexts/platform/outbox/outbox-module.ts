import type { Router } from 'express';
import type { Env } from '../../../config/env';
import type { Database } from '../../../db/database';
import type { AuthGuards } from '../../accounts/auth/guards';
import { createMailer } from '../../accounts/auth/mailer';
import { createOutboxRepository } from './outbox-repository';
import { outboxAdminRouter } from './outbox-router';
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

/** The admin Outbox route (app.ts mounts it with the other admin routes). */
export function outboxAdminModule(db: Database, guards: Pick<AuthGuards, 'requireAdmin'>, env: Pick<Env, 'appMode'>): Router {
  return outboxAdminRouter(createOutboxRepository(db), guards, { bodiesShown: env.appMode === 'demo' });
}
