import * as v from 'valibot';

/**
 * Web Push (issue 29): the browser's PushSubscription as `subscription.toJSON()` gives it, stored per device of a
 * signed-in provider (POST /api/push-subscriptions) and removed by its endpoint (DELETE).
 */
export const pushSubscriptionSchema = v.object({
  endpoint: v.pipe(v.string('A push endpoint is required'), v.trim(), v.url('The push endpoint must be a URL'), v.maxLength(2048)),
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({
    p256dh: v.pipe(v.string('The subscription key p256dh is required'), v.minLength(1), v.maxLength(200)),
    auth: v.pipe(v.string('The subscription key auth is required'), v.minLength(1), v.maxLength(100)),
  }),
});
export type PushSubscriptionInput = v.InferInput<typeof pushSubscriptionSchema>;

/** DELETE /api/push-subscriptions: the endpoint of the device to forget. */
export const pushUnsubscribeSchema = v.object({
  endpoint: v.pipe(v.string('A push endpoint is required'), v.trim(), v.minLength(1, 'A push endpoint is required'), v.maxLength(2048)),
});

/** GET /api/push/public-key: the server's VAPID public key (base64url), the browser's applicationServerKey. */
export interface PushPublicKeyResponse {
  publicKey: string;
}

/**
 * What one push carries (JSON, encrypted as RFC 8291 aes128gcm). The service worker shows `title` and `body` under
 * `tag` (one notification per lead: 'lead-<id>'), so a sold lead's push replaces its new-lead notification; a click
 * opens `url` (/dashboard/leads/:jobRef). A test push has the tag 'test'.
 */
export interface PushPayload {
  type: 'new_lead' | 'lead_sold' | 'lead_cancelled' | 'test';
  title: string;
  body: string;
  tag: string;
  url: string;
}

/** One device of GET /api/push-subscriptions (the signed-in provider's own). */
export interface PushDevice {
  endpoint: string;
  /** The browser's user agent when it subscribed. */
  deviceLabel: string;
  createdAt: string;
}

export interface PushDevicesResponse {
  devices: PushDevice[];
}

/** POST /api/push/test: how many of the user's devices the push service accepted the test push for. */
export interface PushTestResponse {
  sent: number;
  failed: number;
}

/** One push handed to a push service (GET /api/admin/push-deliveries, the admin Outbox beside mails). */
export interface AdminPushDelivery {
  id: number;
  type: PushPayload['type'];
  endpointHost: string;
  title: string;
  /** The push service's HTTP status; 0 when none answered (refused endpoint, network error). */
  status: number;
  error: string | null;
  createdAt: string;
}

export interface AdminPushDeliveriesResponse {
  items: AdminPushDelivery[];
}
