import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { passwordResetTokens } from '../../db/schema';

/** How long a reset link works, emailed or created by an admin. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Only this hash is stored: a database leak gives no usable link. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new one-time reset link: the token goes only into the URL, its hash into password_reset_tokens. */
export interface ResetLink {
  url: string;
  tokenHash: string;
  expiresAt: Date;
}

/** A random token (32 bytes, base64url) on the reset page, valid for RESET_TOKEN_TTL_MS (the emailed link and ADR 0032's admin link). */
export function newResetLink(publicOrigin: string, now: Date): ResetLink {
  const token = randomBytes(32).toString('base64url');
  return {
    url: `${publicOrigin}/auth/reset-password?token=${token}`,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  };
}

/** Stores the link's token for the user (in the caller's transaction); POST /api/auth/reset-password uses it once. */
export async function storeResetLink(db: Pick<Database, 'insert'>, userId: number, link: ResetLink): Promise<void> {
  await db.insert(passwordResetTokens).values({ userId, token: link.tokenHash, expiresAt: link.expiresAt });
}
