import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import type { PushPayload } from '@motohaul/contracts';
import { EndpointRefused, resolveEndpoint, type EndpointPolicy, type Resolve } from './push-endpoint-guard';
import type { VapidKeys } from './push-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push service answered: its HTTP status (0 when none answered: refused endpoint, network error). */
export interface PushOutcome {
  status: number;
  error: string | null;
}

export interface PushSenderOptions {
  /** The server's key pair (read or made at start). */
  keys: () => Promise<VapidKeys>;
  subject: string;
  policy: EndpointPolicy;
  /** Seconds a push service keeps an undelivered push (the lead is stale after an hour). */
  ttlSeconds?: number;
  timeoutMs?: number;
  resolve?: Resolve;
}

export type SendPush = (target: PushTarget, payload: PushPayload) => Promise<PushOutcome>;

/** A VAPID JWT lives 12 hours (RFC 8292 allows 24); one is signed per push service and reused for an hour. */
const JWT_LIFETIME_S = 12 * 3600;
const JWT_REUSE_MS = 3600_000;
/** Push services are few (FCM, Mozilla, Apple, Microsoft...): past this many origins the signed headers are forgotten. */
const MAX_AUDIENCES = 100;

/**
 * The VAPID Authorization header of a push service's origin. Signing it (ES256) is five sixths of a push's CPU, and
 * it depends only on the origin: one per origin and hour, so a fan-out to 1,000 devices signs once per push service.
 */
function vapidAuthorizations(subject: string) {
  const signed = new Map<string, { publicKey: string; authorization: string; until: number }>();
  return (audience: string, keys: VapidKeys): string => {
    const now = Date.now();
    const kept = signed.get(audience);
    if (kept && kept.until > now && kept.publicKey === keys.publicKey) return kept.authorization;
    if (signed.size >= MAX_AUDIENCES) signed.clear();
    const { Authorization } = webpush.getVapidHeaders(audience, subject, keys.publicKey, keys.privateKey, 'aes128gcm', Math.floor(now / 1000) + JWT_LIFETIME_S);
    signed.set(audience, { publicKey: keys.publicKey, authorization: Authorization, until: now + JWT_REUSE_MS });
    return Authorization;
  };
}

/** Push services are few: past this many (origin, checked address) pairs the kept connections are closed and forgotten. */
const MAX_CONNECTION_POOLS = 100;

/**
 * Connections kept open per push service origin and the address the SSRF guard checked for it: a fan-out to 1,000
 * devices of one push service reuses a few connections instead of opening one per push (the same address, so a
 * kept connection never reaches a host the guard did not check). Idle ones close after a minute and never keep the
 * process alive (Node unrefs an agent's free sockets).
 */
function connectionPools() {
  const pools = new Map<string, http.Agent>();
  return (url: URL, address: string): http.Agent => {
    const key = `${url.origin}@${address}`;
    let agent = pools.get(key);
    if (!agent) {
      if (pools.size >= MAX_CONNECTION_POOLS) {
        for (const old of pools.values()) old.destroy();
        pools.clear();
      }
      const options = { keepAlive: true, maxSockets: 50, timeout: 60_000 };
      agent = url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
      pools.set(key, agent);
    }
    return agent;
  };
}

/**
 * One push (RFC 8030) to one device: web-push signs the VAPID JWT (RFC 8292, one per push service and hour) and
 * encrypts the payload as aes128gcm (RFC 8291); the request itself is made here, to the address the SSRF guard checked (the connection's lookup answers
 * that address only), over https, or http to a loopback endpoint outside live mode.
 */
export function createPushSender({ keys, subject, policy, ttlSeconds = 3600, timeoutMs = 10_000, resolve }: PushSenderOptions): SendPush {
  const authorization = vapidAuthorizations(subject);
  const agentFor = connectionPools();
  return async (target, payload) => {
    const vapidKeys = await keys();
    let pinned: Awaited<ReturnType<typeof resolveEndpoint>>;
    try {
      pinned = await resolveEndpoint(target.endpoint, policy, resolve);
    } catch (error) {
      return { status: 0, error: error instanceof EndpointRefused ? error.message : String(error) };
    }
    const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
      TTL: ttlSeconds,
      urgency: payload.type === 'test' ? 'normal' : 'high',
      headers: { Authorization: authorization(pinned.url.origin, vapidKeys) },
    });
    const { url, address, family } = pinned;
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
      else callback(null, address, family);
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<PushOutcome>((resolveOutcome) => {
      const request = client.request(
        url,
        { method: 'POST', headers: details.headers as http.OutgoingHttpHeaders, lookup, timeout: timeoutMs, agent: agentFor(url, address) },
        (response) => {
          response.resume();
          response.on('end', () => resolveOutcome({ status: response.statusCode ?? 0, error: null }));
          response.on('error', (error) => resolveOutcome({ status: response.statusCode ?? 0, error: error.message }));
        },
      );
      request.on('timeout', () => request.destroy(new Error('The push service did not answer in time')));
      request.on('error', (error) => resolveOutcome({ status: 0, error: error.message }));
      request.end(details.body ?? undefined);
    });
  };
}
