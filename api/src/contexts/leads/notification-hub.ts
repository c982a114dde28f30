import type { IncomingMessage, ServerResponse } from 'node:http';
import { NOTIFICATION_RECONNECT_MS, type LeadGoneReason, type NotificationEvent, type NotificationLead, type UserType } from '@motohaul/contracts';
import type { Database, DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AuthenticatedUser } from '../accounts/accounts-context';
import { firstName, maskContactDetails, maskContactDetailsAcross, maskLocation } from './lead-masking';
import { createNotificationsRepository, type LeadEventRow, type NotificationsRepository } from './notifications-repository';

// Server-sent events framing (WHATWG HTML §9.2). JSON.stringify never emits a raw newline, so one
// `data:` line carries the whole message.

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
} as const;

/** Tells the browser to wait this long before it reconnects (spec §9: 5 seconds). */
const retryField = (ms: number) => `retry: ${ms}\n\n`;

/** A comment line: keeps proxies and the browser from timing the stream out. */
const HEARTBEAT = ': heartbeat\n\n';

/** One message: `{ type, data }` JSON, with an `id:` (the lead id) so the browser can resume. */
function sseMessage(event: NotificationEvent, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(event)}\n\n`;
}

/** Who sees a lead in full: only the super admin; providers and team members see it masked like the lead list. */
const seesFullLead = (userType: UserType) => userType === 'super_admin';

/**
 * The `data` of a new_lead event (spec §3 notification event) for one audience. Masked, it carries
 * what the lead list shows before purchase: the first name and suburb/state/postcode locations
 * (the masking of GET /api/leads), contact details in free text replaced by a marker; the phone, email
 * and street address are never part of an event.
 */
function notificationLead(row: LeadEventRow, masked: boolean): NotificationLead {
  const location = (value: string | null) => (masked ? maskLocation(maskContactDetails(value)) : value);
  const [customerName, vehicleMake, vehicleModel] = masked
    ? maskContactDetailsAcross([firstName(row.customerName), row.motorcycleMake, row.motorcycleModel])
    : ([row.customerName, row.motorcycleMake, row.motorcycleModel] as const);
  return {
    id: row.id,
    jobReference: row.jobReference,
    customerName,
    vehicleMake,
    vehicleModel,
    vehicleYear: row.motorcycleYear,
    preferredLocation: location(row.preferredLocation),
    urgency: row.urgency,
    pickupLocation: location(row.pickupLocation),
    dropoffLocation: location(row.dropoffLocation),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The NOTIFY channel; the payload is the new lead's id only, each process loads and masks it. */
export const NEW_LEAD_CHANNEL = 'new_lead';
/** The NOTIFY channel of leads that left the market (ADR 0012); the payload is `leadGonePayload`'s. */
export const LEAD_SOLD_CHANNEL = 'lead_sold';

/** The payload of LEAD_SOLD_CHANNEL: the lead's id, and `:cancelled` when its rider cancelled it rather than sold. */
export const leadGonePayload = (leadId: number, reason: LeadGoneReason) => (reason === 'sold' ? String(leadId) : `${leadId}:${reason}`);

/** The lead and the reason a LEAD_SOLD_CHANNEL payload names (leadGonePayload's), or null for one it cannot read. */
function readLeadGonePayload(payload: string): { leadId: number; reason: LeadGoneReason } | null {
  const [id, reason] = payload.split(':');
  const leadId = Number(id);
  if (!Number.isSafeInteger(leadId) || leadId <= 0) return null;
  return { leadId, reason: reason === 'cancelled' ? 'cancelled' : 'sold' };
}

export interface NotificationHubOptions {
  heartbeatMs?: number;
  maxConnectionsPerUser?: number;
  /** Replay after Last-Event-ID: at most this many events... */
  replayLimit?: number;
  /** ...created within this many hours. */
  replayMaxAgeHours?: number;
  /** A client whose unsent output exceeds this is dropped (it reconnects and replays). */
  maxBufferedBytes?: number;
  log?: Pick<Console, 'error' | 'warn'>;
}

/**
 * One open stream: 10,000 of them per deployment are held for hours. No closure per stream (one shared 'close'
 * listener finds the client by its response), no Set unless a replay runs.
 */
interface Client {
  userId: number;
  /** The session version the stream was opened at, and the team owner: what a user change is checked against. */
  sessionVersion: number;
  teamOwnerId: number | null;
  masked: boolean;
  /** Team members get no new-lead alerts (they cannot buy); the super admin gets every one; a provider those of their area. */
  alerts: 'none' | 'all' | 'area';
  /** Where the stream is written. */
  out: ServerResponse;
  /** While the replay query runs, live events wait here so the order stays by id. */
  pending: { id: number; message: string }[] | null;
  /** The lead ids a replay sent, so live events do not repeat them (null without a replay). */
  replayed: Set<number> | null;
}

export interface NotificationHub {
  /** Resolves once this process is listening for new leads. */
  ready: Promise<void>;
  /**
   * Serves one stream on its response (res.write); 429 beyond the per-user cap, 503 once closing, thrown before
   * anything is written.
   */
  attach: (req: IncomingMessage, res: ServerResponse, user: AuthenticatedUser, lastEventId: number | null) => Promise<void>;
  connectionCount: () => number;
  /**
   * A user row changed (any process; the user_changed feed): the streams of that user, and of their team members,
   * whose session `stillAdmits` no longer accepts are ended (deactivated, signed out everywhere, password reset,
   * role change, a deactivated team owner). The browser reconnects and is refused.
   */
  userChanged: (userId: number, stillAdmits: (userId: number, sessionVersion: number) => Promise<boolean>) => Promise<void>;
  /** Ends every stream and stops listening (shutdown). */
  close: () => Promise<void>;
}

export function createNotificationHub(
  repository: NotificationsRepository,
  channel: Pick<DatabaseHandle, 'listen'>,
  options: NotificationHubOptions = {},
): NotificationHub {
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const maxPerUser = options.maxConnectionsPerUser ?? 5;
  const replayLimit = options.replayLimit ?? 100;
  const replayMaxAgeHours = options.replayMaxAgeHours ?? 24;
  const maxBufferedBytes = options.maxBufferedBytes ?? 1_000_000;
  const log = options.log ?? console;

  const clients = new Map<ServerResponse, Client>();
  const perUser = new Map<number, number>();
  let closing = false;
  /** Highest lead id this process announced: after a listener reconnect, what came later is caught up. */
  let lastSeenId = 0;
  /** Events are handled one after the other, so each stream receives them in NOTIFY order. */
  let queue: Promise<void> = Promise.resolve();

  const end = (client: Client) => client.out.end();

  const send = (client: Client, text: string) => {
    const { out } = client;
    if (out.writableEnded || out.destroyed) return;
    out.write(text);
    if (out.writableLength > maxBufferedBytes) {
      log.warn(`Dropping a notification stream of user ${client.userId}: the client does not read`);
      end(client);
    }
  };

  const messagesFor = (row: LeadEventRow) => ({
    masked: sseMessage({ type: 'new_lead', data: notificationLead(row, true) }, row.id),
    full: sseMessage({ type: 'new_lead', data: notificationLead(row, false) }, row.id),
  });

  /**
   * The streams a new lead is announced on (ADR 0012): not team members'; a provider's when their service area
   * covers the pickup or they have none (read afresh for each lead); everyone else's, and everyone's when the
   * pickup is not placed.
   */
  const recipientsOf = async (row: LeadEventRow, among: Iterable<Client>): Promise<Client[]> => {
    const alerted = Array.from(among).filter((client) => client.alerts !== 'none');
    if (row.latitude === null || row.longitude === null) return alerted;
    const providers = [...new Set(alerted.filter((client) => client.alerts === 'area').map((client) => client.userId))];
    const covered = await repository.usersCovering(providers, row.latitude, row.longitude);
    return alerted.filter((client) => client.alerts === 'all' || covered.has(client.userId));
  };

  const broadcast = async (row: LeadEventRow) => {
    lastSeenId = Math.max(lastSeenId, row.id);
    const messages = messagesFor(row);
    for (const client of await recipientsOf(row, clients.values())) {
      const message = client.masked ? messages.masked : messages.full;
      if (client.pending) client.pending.push({ id: row.id, message });
      else if (!client.replayed?.has(row.id)) send(client, message);
    }
  };

  const enqueue = (task: () => Promise<void>) => {
    queue = queue.then(task).catch((error: unknown) => log.error('Live notification failed:', error));
  };

  const onPayload = (payload: string) => {
    const leadId = Number(payload);
    if (!Number.isSafeInteger(leadId) || leadId <= 0) return;
    enqueue(async () => {
      if (clients.size === 0) {
        lastSeenId = Math.max(lastSeenId, leadId);
        return;
      }
      const row = await repository.findLeadEvent(leadId);
      if (row) await broadcast(row);
    });
  };

  // A sale reaches every stream, without an id (Last-Event-ID counts new leads only).
  const onSoldPayload = (payload: string) => {
    const gone = readLeadGonePayload(payload);
    if (!gone) return;
    const message = sseMessage({ type: 'lead_sold', data: { id: gone.leadId, reason: gone.reason } });
    // In the queue of new leads: a stream hears of a lead before it hears it was sold.
    enqueue(async () => {
      for (const client of clients.values()) {
        if (client.pending) client.pending.push({ id: 0, message });
        else send(client, message);
      }
    });
  };

  /** After the listener's connection came back: announce the leads NOTIFY delivered to no one meanwhile. */
  const onReconnect = () =>
    enqueue(async () => {
      if (lastSeenId === 0) return;
      const rows = await repository.findLeadEventsAfter(lastSeenId, { limit: replayLimit, maxAgeHours: replayMaxAgeHours });
      for (const row of rows) await broadcast(row);
    });

  const subscription: { stop?: () => Promise<void> } = {};
  const ready = Promise.all([
    channel.listen(NEW_LEAD_CHANNEL, onPayload, onReconnect),
    channel.listen(LEAD_SOLD_CHANNEL, onSoldPayload),
  ]).then((stops) => {
    subscription.stop = async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  });
  ready.catch((error: unknown) => log.error('Listening for new leads failed:', error));

  const heartbeat = setInterval(() => {
    for (const client of clients.values()) send(client, HEARTBEAT);
  }, heartbeatMs);
  heartbeat.unref();

  const remove = (out: ServerResponse) => {
    const client = clients.get(out);
    if (!client) return;
    clients.delete(out);
    const left = (perUser.get(client.userId) ?? 1) - 1;
    if (left > 0) perUser.set(client.userId, left);
    else perUser.delete(client.userId);
  };

  // The one 'close' listener of every stream (a listener added with `on`, not `once`, is stored as it is).
  function onStreamClose(this: ServerResponse) {
    remove(this);
  }

  return {
    ready,
    async attach(req, res, user, lastEventId) {
      if (closing) throw new AppError(503, 'The server is restarting. Please reconnect.', undefined, { 'Retry-After': '5' });
      if ((perUser.get(user.id) ?? 0) >= maxPerUser) {
        throw new AppError(429, 'Too many open notification streams', undefined, { 'Retry-After': '5' });
      }
      const client: Client = {
        userId: user.id,
        sessionVersion: user.sessionVersion,
        teamOwnerId: user.teamOwnerId,
        masked: !seesFullLead(user.userType),
        alerts: user.userType === 'team_member' ? 'none' : user.userType === 'provider' ? 'area' : 'all',
        out: res,
        pending: lastEventId === null ? null : [],
        replayed: lastEventId === null ? null : new Set(),
      };
      // Counted before the first await, so parallel requests cannot pass the cap together.
      clients.set(res, client);
      perUser.set(user.id, (perUser.get(user.id) ?? 0) + 1);
      res.on('close', onStreamClose);
      // A client that left while its session was being read closed before the listener was there: not kept.
      if (res.destroyed || req.socket.destroyed) {
        remove(res);
        return;
      }

      try {
        await ready;
      } catch {
        remove(res);
        throw new AppError(503, 'Live notifications are unavailable. Please reconnect.', undefined, { 'Retry-After': '5' });
      }
      req.socket.setNoDelay(true);
      req.socket.setTimeout(0);
      // The headers, the retry field and 'connected' leave in one write.
      res.writeHead(200, SSE_HEADERS);
      res.write(retryField(NOTIFICATION_RECONNECT_MS) + sseMessage({ type: 'connected', data: { userId: user.id } }));

      if (lastEventId === null) return;
      try {
        const rows = await repository.findLeadEventsAfter(lastEventId, { limit: replayLimit, maxAgeHours: replayMaxAgeHours });
        for (const row of rows) {
          client.replayed?.add(row.id);
          if ((await recipientsOf(row, [client])).length === 0) continue;
          send(client, sseMessage({ type: 'new_lead', data: notificationLead(row, client.masked) }, row.id));
        }
      } catch (error) {
        log.error('Replaying missed leads failed:', error);
      }
      const waiting = client.pending ?? [];
      client.pending = null;
      for (const { id, message } of waiting) if (!client.replayed?.has(id)) send(client, message);
    },

    connectionCount: () => clients.size,

    async userChanged(userId, stillAdmits) {
      const affected = [...clients.values()].filter((client) => client.userId === userId || client.teamOwnerId === userId);
      const verdicts = new Map<string, Promise<boolean>>();
      const admits = ({ userId: id, sessionVersion }: Client) => {
        const key = `${id}:${sessionVersion}`;
        if (!verdicts.has(key)) verdicts.set(key, stillAdmits(id, sessionVersion));
        return verdicts.get(key)!;
      };
      for (const client of affected) {
        if (await admits(client)) continue;
        end(client);
        remove(client.out);
      }
    },

    async close() {
      closing = true;
      clearInterval(heartbeat);
      for (const client of clients.values()) end(client);
      clients.clear();
      perUser.clear();
      await ready.catch(() => undefined);
      await subscription.stop?.().catch(() => undefined);
    },
  };
}

/** The live-alerts hub of one API process over its database (LISTEN/NOTIFY fan-out). */
export function createNotifications(
  database: { db: Database } & Pick<DatabaseHandle, 'listen' | 'notify'>,
  options?: NotificationHubOptions,
): NotificationHub {
  return createNotificationHub(createNotificationsRepository(database.db), database, options);
}
