import { Router } from 'express';
import {
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  VALIDATION_MESSAGE,
  type AdminPushDeliveriesResponse,
  type PushDevicesResponse,
  type PushPublicKeyResponse,
  type PushTestResponse,
} from '@motohaul/contracts';
import { AppError } from '../../http/app-error';
import { tooManyRequests, type KeyedLimiter } from '../../http/rate-limit';
import { parseBody } from '../../http/validate-body';
import { authenticatedUser, type AuthGuards } from '../accounts/accounts-context';
import { endpointRefusal, EndpointRefused, resolveEndpoint, type EndpointPolicy, type Resolve } from './push-endpoint-guard';
import type { PushRepository } from './push-repository';
import type { PushService } from './push-service';

/** A base64url text that decodes to `bytes` bytes (and, for a P-256 public key, starts with 0x04: uncompressed). */
const decodesTo = (text: string, bytes: number, uncompressedPoint = false) => {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return false;
  const decoded = Buffer.from(text, 'base64url');
  return decoded.length === bytes && (!uncompressedPoint || decoded[0] === 4);
};

const fieldError = (field: string, message: string) => new AppError(400, VALIDATION_MESSAGE, { [field]: [message] });

export interface PushRouterOptions {
  publicKey: () => Promise<string>;
  policy: EndpointPolicy;
  /** Demo mode: the API serves its own recording push endpoint (/api/demo-push/:id) for the demo provider's device. */
  demoEndpoint: boolean;
  /** Test notifications per provider and hour (each is one push per device). */
  testsPerHour: KeyedLimiter;
  resolve?: Resolve;
}

/** Devices one account may subscribe: a phone, a tablet, a few browsers; more only multiplies every fan-out. */
export const PUSH_DEVICES_PER_ACCOUNT = 10;
export const TOO_MANY_DEVICES_MESSAGE = `Alerts can go to at most ${PUSH_DEVICES_PER_ACCOUNT} devices. Remove one you no longer use, then turn them on here.`;
/** Said without naming the account: whoever knows an endpoint learns nothing about who owns it. */
export const DEVICE_TAKEN_MESSAGE = 'This browser already receives the alerts of another MotoHaul account. Remove it in that account first, or use another browser profile.';

/** A push message is at most 4 KB (RFC 8030); the demo phone takes twice that. */
const DEMO_PUSH_MAX_BYTES = 8 * 1024;

/**
 * Web Push (issue 29, ADR 0058): the public key, a provider's devices (subscribe, list, remove, test), the admin's
 * list of recent pushes and, in demo mode, the demo device's push endpoint. Team members cannot subscribe: new-lead
 * pushes go to providers who can buy (the live stream's rule).
 */
export function pushRouter(repository: PushRepository, service: PushService, guards: AuthGuards, options: PushRouterOptions): Router {
  const router = Router();
  const provider = guards.requireUser('provider');

  router.get('/push/public-key', async (_req, res) => {
    const body: PushPublicKeyResponse = { publicKey: await options.publicKey() };
    res.set('Cache-Control', 'no-cache').json(body);
  });

  router.post('/push-subscriptions', provider, async (req, res) => {
    const user = authenticatedUser(res);
    const { endpoint, keys } = parseBody(pushSubscriptionSchema, req.body);
    if (!decodesTo(keys.p256dh, 65, true)) throw fieldError('keys.p256dh', 'The subscription key p256dh must be a P-256 public key');
    if (!decodesTo(keys.auth, 16)) throw fieldError('keys.auth', 'The subscription key auth must be 16 bytes');
    const refusal = endpointRefusal(endpoint, options.policy);
    if (refusal) throw fieldError('endpoint', refusal);
    if (options.policy.live) {
      try {
        await resolveEndpoint(endpoint, options.policy, options.resolve);
      } catch (error) {
        if (error instanceof EndpointRefused) throw fieldError('endpoint', error.message);
        throw error;
      }
    }
    const devices = await repository.devicesOf(user.id, endpoint);
    if (!devices.hasEndpoint && devices.count >= PUSH_DEVICES_PER_ACCOUNT) throw new AppError(409, TOO_MANY_DEVICES_MESSAGE);
    const deviceLabel = (req.get('user-agent') ?? '').slice(0, 300);
    const row = await repository.upsert(user.id, { endpoint, p256dh: keys.p256dh, auth: keys.auth }, deviceLabel);
    if (!row) throw new AppError(409, DEVICE_TAKEN_MESSAGE);
    res.status(201).json({ endpoint: row.endpoint, deviceLabel: row.deviceLabel, createdAt: row.createdAt.toISOString() });
  });

  router.get('/push-subscriptions', provider, async (_req, res) => {
    const rows = await repository.listOf(authenticatedUser(res).id);
    const body: PushDevicesResponse = { devices: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    res.set('Cache-Control', 'private, no-store').json(body);
  });

  router.delete('/push-subscriptions', provider, async (req, res) => {
    const { endpoint } = parseBody(pushUnsubscribeSchema, req.body);
    if (!(await repository.removeOwn(authenticatedUser(res).id, endpoint))) throw new AppError(404, 'No such device');
    res.status(204).end();
  });

  router.post('/push/test', provider, async (_req, res) => {
    const user = authenticatedUser(res);
    const wait = await options.testsPerHour.hit(String(user.id));
    if (wait > 0) throw tooManyRequests(wait);
    const body: PushTestResponse = await service.test(user.id);
    res.json(body);
  });

  router.get('/admin/push-deliveries', guards.requireAdmin, async (_req, res) => {
    const rows = await repository.recent(50);
    const body: AdminPushDeliveriesResponse = {
      items: rows.map((row) => ({ ...row, type: row.type as AdminPushDeliveriesResponse['items'][number]['type'], createdAt: row.createdAt.toISOString() })),
    };
    res.set('Cache-Control', 'no-store').json(body);
  });

  if (options.demoEndpoint) {
    // The demo device's push service: accepts the encrypted push (what it was is in the admin's list of pushes). Its
    // body is read and dropped, not parsed: a push says `Content-Encoding: aes128gcm` (RFC 8291), which a body
    // parser refuses with 415, as every push to the demo phone was.
    router.post('/demo-push/:id', (req, res) => {
      // A body the JSON parser has read already (Content-Type: application/json) will send no more events.
      if (req.readableEnded) {
        res.status(201).end();
        return;
      }
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > DEMO_PUSH_MAX_BYTES && !res.headersSent) res.status(413).set('Connection', 'close').end();
      });
      req.on('end', () => {
        if (!res.headersSent) res.status(201).end();
      });
    });
  }

  return router;
}
