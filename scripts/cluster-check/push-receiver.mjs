// The push service of `npm run cluster:check`: every device the check subscribes has an endpoint here, all with one
// key pair, so the check decrypts each push (RFC 8291, the API tests' decryptAes128gcm) and reads its lead's tag. It
// answers each push after `delayMs`, as a push service far away would, so a fan-out to hundreds of devices lasts
// seconds; and it knows from which TCP port each push in flight came (the check finds the sending process from it).
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import { decryptAes128gcm, verifyVapid } from '../../api/src/contexts/leads/test-support/push-service.ts';

/**
 * Starts the receiver on a free port of 127.0.0.1. `pushes` lists every push received (path, type, tag, VAPID key,
 * time); `inFlight()` the client ports of pushes not answered yet; `onPush(listener)` calls back on each push.
 */
export async function startPushReceiver({ delayMs }) {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const keys = { privateKey: ecdh.getPrivateKey(), publicKey, authSecret: randomBytes(16) };
  const pushes = [];
  const errors = [];
  const listeners = new Set();
  const inFlight = new Map();
  let origin = '';

  const server = http.createServer((req, res) => {
    inFlight.set(req, req.socket.remotePort);
    res.on('close', () => inFlight.delete(req));
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const { publicKey: vapidKey } = verifyVapid(req.headers.authorization, origin);
        const payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), keys).toString('utf8'));
        const push = { path: req.url ?? '', type: payload.type, tag: payload.tag, vapidKey, ttl: req.headers.ttl, at: performance.now() };
        pushes.push(push);
        listeners.forEach((listener) => listener(push));
      } catch (error) {
        errors.push(`${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      }
      setTimeout(() => {
        if (!res.destroyed) res.writeHead(201).end();
      }, delayMs);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    port,
    pushes,
    /** Pushes that failed the checks (VAPID signature, encryption): the check expects none. */
    errors,
    /** A subscription (what a browser's PushManager gives) for an endpoint at `path` of this receiver. */
    subscription: (path) => ({ endpoint: `${origin}${path}`, keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.authSecret.toString('base64url') } }),
    keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.authSecret.toString('base64url') },
    inFlight: () => [...inFlight.values()],
    onPush: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
