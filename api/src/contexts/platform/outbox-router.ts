import { Router } from 'express';
import { adminOutboxQuerySchema, type AdminOutboxMessage, type AdminOutboxPage } from '@motohaul/contracts';
import { parseBody } from '../../http/validate-body';
import type { AdminGuard } from './platform-context';
import type { OutboxRepository, OutboxRow } from './outbox-repository';

const toMessage = (row: OutboxRow, bodiesShown: boolean): AdminOutboxMessage => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  textBody: bodiesShown ? row.textBody : null,
  htmlBody: bodiesShown ? row.htmlBody : null,
});

/**
 * GET /api/admin/outbox?page=&pageSize=: every outgoing message, newest first, for a super admin. The bodies
 * (they hold reset links) are only answered in demo mode, where no mail leaves the server without SMTP_URL.
 */
export function outboxAdminRouter(repository: OutboxRepository, guards: AdminGuard, { bodiesShown }: { bodiesShown: boolean }): Router {
  const router = Router();

  router.get('/admin/outbox', guards.requireAdmin, async (req, res) => {
    const { page, pageSize } = parseBody(adminOutboxQuerySchema, req.query);
    const { rows, total } = await repository.list(page, pageSize);
    const body: AdminOutboxPage = { items: rows.map((row) => toMessage(row, bodiesShown)), total, page, pageSize, bodiesShown };
    res.set('Cache-Control', 'no-store').json(body);
  });

  return router;
}
