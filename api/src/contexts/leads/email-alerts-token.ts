import { createHmac, timingSafeEqual } from 'node:crypto';

// The one-click unsubscribe token of alert mails (RFC 8058, ADR 0060): `<userId>.<HMAC-SHA256>` keyed by the session
// secret and bound to the user and to this purpose. Nobody can make one for another user; it needs no table.

const mac = (secret: string, userId: number) => createHmac('sha256', secret).update(`email-alerts-unsubscribe:${userId}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${mac(secret, userId)}`;
}

/** The user a token was made for, or null when it is malformed or was not made with one of `secrets`. */
export function userOfUnsubscribeToken(secrets: readonly string[], token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  const given = Buffer.from(match[2]!);
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(mac(secret, userId));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return valid ? userId : null;
}
