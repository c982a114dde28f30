import { Router } from 'express';
import type { Request } from 'express';
import { AppError } from '../../../http/app-error';
import { authenticatedUser, type AuthGuards } from '../../accounts/auth/guards';
import type { NotificationHub } from './notification-hub';

/**
 * Where a stream resumes: the browser's Last-Event-ID header (its own reconnect) or the
 * `lastEventId` query parameter (a new EventSource after an error). Null when absent.
 */
export function lastEventIdOf(req: Request): number | null {
  const query = typeof req.query.lastEventId === 'string' ? req.query.lastEventId : undefined;
  const raw = req.get('last-event-id') ?? query;
  if (raw === undefined || raw.trim() === '') return null;
  if (!/^\d{1,15}$/.test(raw.trim())) throw new AppError(400, 'Last-Event-ID must be a lead id');
  return Number(raw.trim());
}

/** GET /api/notifications/stream (spec §7): server-sent new-lead events for the CRM's users. */
export function notificationsRouter(hub: NotificationHub, guards: AuthGuards): Router {
  const router = Router();

  router.get('/notifications/stream', guards.requireUser('provider', 'team_member', 'super_admin'), async (req, res) => {
    await hub.attach(req, res, authenticatedUser(res), lastEventIdOf(req));
  });

  return router;
}
