import { seal, unseal, type Secrets } from './secrets';

/** How long an admin token works after `POST /api/admin/login` (short-lived, DESIGN §4, docs/decisions/0005). */
export const ADMIN_TOKEN_TTL_SECONDS = 8 * 60 * 60;

interface AdminTokenData {
  purpose: 'admin';
  userId: number;
  sessionVersion: number;
}

/** Seals who the admin is and their session version; iron-session refuses it after the ttl. */
export function issueAdminToken(
  user: { id: number; sessionVersion: number },
  secrets: Secrets | string,
  ttlSeconds = ADMIN_TOKEN_TTL_SECONDS,
): Promise<string> {
  const data: AdminTokenData = { purpose: 'admin', userId: user.id, sessionVersion: user.sessionVersion };
  return seal(data, secrets, ttlSeconds);
}

/** The user id and session version of a valid, unexpired admin token (current or previous secret), or null. */
export async function readAdminToken(token: string, secrets: Secrets | string): Promise<{ userId: number; sessionVersion: number } | null> {
  const data = await unseal<AdminTokenData>(token, secrets, ADMIN_TOKEN_TTL_SECONDS);
  if (!data || data.purpose !== 'admin' || typeof data.userId !== 'number' || typeof data.sessionVersion !== 'number') return null;
  return { userId: data.userId, sessionVersion: data.sessionVersion };
}
