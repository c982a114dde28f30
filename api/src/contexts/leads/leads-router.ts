import type { IncomingMessage } from 'node:http';
import { Router, type RequestHandler } from 'express';
import { editLeadSchema, MAX_ID, quoteSchema, type UserType } from '@motohaul/contracts';
import { AppError } from '../../http/app-error';
import { addressKey } from '../../http/address-key';
import { pathId } from '../../http/path-id';
import { parseBody } from '../../http/validate-body';
import { authenticatedUser, type AuthGuards } from '../accounts/accounts-context';
import type { Idempotency } from '../platform/platform-context';
import { decodeAnyCursor, parseArea, parseLimit } from './available-leads';
import type { LeadsService } from './leads-service';
import type { NotificationHub } from './notification-hub';

export function leadsRouter(service: LeadsService, limits: { quotes: RequestHandler }, guards: AuthGuards, idempotency: Idempotency): Router {
  const router = Router();
  const buyers = guards.requireUser('provider', 'super_admin');
  const superAdmin = guards.requireUser('super_admin');

  /** A rider's quote; a retry with the same Idempotency-Key gets the first answer (the key is its only scope, ADR 0031). */
  router.post('/leads', limits.quotes, async (req, res) => {
    const answer = await idempotency.run(req, 'POST /api/leads', async () => ({
      status: 201,
      // Where it came from (ADR 0080): a review of the lead by its buyer's own network or signed-in browser is held.
      body: await service.createFromQuote(parseBody(quoteSchema, req.body), {
        addressKey: addressKey(req.ip),
        userId: (await guards.optionalUser(req, res))?.id ?? null,
      }),
    }));
    res.status(answer.status).json(answer.body);
  });

  /**
   * Available leads, keyset-paged: `?cursor=&limit=` (default 50, at most 100); nearest first from a provider's
   * service location, `?area=mine|all` (ADR 0012), else newest first.
   */
  router.get('/leads', buyers, async (req, res) => {
    const query = { cursor: decodeAnyCursor(req.query.cursor), limit: parseLimit(req.query.limit), area: parseArea(req.query.area) };
    res.json(await service.listAvailable(authenticatedUser(res), query));
  });

  router.patch('/leads/:leadId', superAdmin, async (req, res) => {
    const leadId = pathId(req.params.leadId, 'Lead not found');
    const input = parseBody(editLeadSchema, req.body);
    res.json(await service.edit(leadId, input));
  });

  router.post('/leads/:leadId/archive', superAdmin, async (req, res) => {
    res.json(await service.archive(pathId(req.params.leadId, 'Lead not found')));
  });

  return router;
}

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
  // A lead id: at most what the table's integer holds (a larger number reached the database as an overflow).
  if (!/^\d{1,10}$/.test(raw.trim()) || Number(raw.trim()) > MAX_ID) throw new AppError(400, 'Last-Event-ID must be a lead id');
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
