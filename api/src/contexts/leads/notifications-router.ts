import type { IncomingMessage } from 'node:http';
import { Router } from 'express';
import type { UserType } from '@motohaul/contracts';
import { AppError } from '../../http/app-error';
import { authenticatedUser, type AuthGuards } from '../accounts/accounts-context';
import type { NotificationHub } from './notification-hub';

export const STREAM_PATH = '/notifications/stream';
/** Who may open the stream (ADR 0007): visitors 401, other roles 403. */
export const STREAM_ROLES: readonly UserType[] = ['provider', 'team_member', 'super_admin'];

/**
 * Where a stream resumes: the browser's Last-Event-ID header (its own reconnect) or the `lastEventId` query
 * parameter (a new EventSource after an error; given twice it counts as absent). Null when absent.
 */
export function lastEventIdOf(req: Pick<IncomingMessage, 'headers' | 'url'>): number | null {
  const url = req.url ?? '';
  const search = url.includes('?') ? new URLSearchParams(url.slice(url.indexOf('?') + 1)).getAll('lastEventId') : [];
  const header = req.headers['last-event-id'];
  const raw = (Array.isArray(header) ? header.join(', ') : header) ?? (search.length === 1 ? search[0] : undefined);
  if (raw === undefined || raw.trim() === '') return null;
  if (!/^\d{1,15}$/.test(raw.trim())) throw new AppError(400, 'Last-Event-ID must be a lead id');
  return Number(raw.trim());
}

/** GET /api/notifications/stream (spec §7): server-sent new-lead events for the CRM's users, an ordinary route. */
export function notificationsRouter(hub: NotificationHub, guards: AuthGuards): Router {
  const router = Router();

  router.get(STREAM_PATH, guards.requireUser(...STREAM_ROLES), async (req, res) => {
    await hub.attach(req, res, authenticatedUser(res), lastEventIdOf(req));
  });

  return router;
}
