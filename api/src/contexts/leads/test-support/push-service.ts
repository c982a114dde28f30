import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@motohaul/contracts';

// A push service in the test process (ADR 0058): it receives what the API posts, checks the VAPID Authorization
// (RFC 8292), TTL and Urgency headers, and decrypts the aes128gcm body (RFC 8291) with the device's private key, the
// real protocol end to end.

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188: the plaintext of one aes128gcm push, decrypted with the user agent's keys. */
export function decryptAes128gcm(body: Buffer, ua: { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('A push of more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(ua.privateKey);
  const secret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.publicKey, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, ua.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('The last record does not end with the delimiter 0x02');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>`: an ES256 JWT by that key for this origin, not expired. */
export function verifyVapid(authorization: string | undefined, origin: string): { publicKey: string; subject: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Not a VAPID Authorization header: ${authorization}`);
  const [header, claims, signature] = match[1]!.split('.') as [string, string, string];
  const raw = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('The VAPID JWT signature does not verify');
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (aud !== origin) throw new Error(`The VAPID audience ${aud} is not ${origin}`);
  if (exp * 1000 < Date.now()) throw new Error('The VAPID JWT has expired');
  return { publicKey: match[2]!, subject: sub };
}

export interface ReceivedPush {
  device: string;
  payload: PushPayload;
  ttl: number;
  urgency: string | undefined;
  vapidKey: string;
  /** ms since the epoch when it arrived. */
  at: number;
}

export interface TestDevice {
  name: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  received: () => ReceivedPush[];
  /** What the push service answers this device's pushes from now on (410: the subscription is gone). */
  answer: (status: number) => void;
}

export interface TestPushService {
  origin: string;
  device: (name: string) => TestDevice;
  received: ReceivedPush[];
  /** Pushes that failed the checks (bad VAPID, headers or encryption): a test expects none. */
  errors: string[];
  close: () => Promise<void>;
}

/** Starts a push service on a free port of 127.0.0.1 (`host` names it in the endpoints, e.g. 'localhost'). */
export async function startTestPushService({ host = '127.0.0.1' }: { host?: string } = {}): Promise<TestPushService> {
  const devices = new Map<string, { keys: { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer }; status: number }>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      const device = devices.get(name);
      if (!device) return void res.writeHead(404).end();
      try {
        const { publicKey } = verifyVapid(req.headers.authorization, origin);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl <= 0) throw new Error(`TTL ${req.headers.ttl}`);
        const payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), device.keys).toString('utf8')) as PushPayload;
        if (device.status < 300) received.push({ device: name, payload, ttl, urgency: req.headers.urgency as string | undefined, vapidKey: publicKey, at: Date.now() });
        res.writeHead(device.status).end();
      } catch (error) {
        errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
        res.writeHead(400).end();
      }
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    errors,
    device(name) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const keys = { privateKey: ecdh.getPrivateKey(), publicKey, authSecret: randomBytes(16) };
      devices.set(name, { keys, status: 201 });
      return {
        name,
        subscription: { endpoint: `${origin}/push/${encodeURIComponent(name)}`, keys: { p256dh: b64url(publicKey), auth: b64url(keys.authSecret) } },
        received: () => received.filter((push) => push.device === name),
        answer: (status) => {
          devices.get(name)!.status = status;
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits until `check` holds (polling), failing after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
