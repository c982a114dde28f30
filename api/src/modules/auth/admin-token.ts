import { sealData, unsealData } from 'iron-session';

/** How long an admin token works after `POST /api/admin/login` (short-lived, DESIGN §4). */
export const ADMIN_TOKEN_TTL_SECONDS = 8 * 60 * 60;

interface AdminTokenData {
  purpose?: 'admin';
  userId?: number;
  sessionVersion?: number;
}

/** Seals who the admin is and their session version; iron-session refuses it after the ttl. */
export function issueAdminToken(
  user: { id: number; sessionVersion: number },
  secret: string,
  ttlSeconds = ADMIN_TOKEN_TTL_SECONDS,
): Promise<string> {
  const data: AdminTokenData = { purpose: 'admin', userId: user.id, sessionVersion: user.sessionVersion };
  return sealData(data, { password: secret, ttl: ttlSeconds });
}

/** The user id and session version of a valid, unexpired admin token, or null. */
export async function readAdminToken(token: string, secret: string): Promise<{ userId: number; sessionVersion: number } | null> {
  try {
    const data = await unsealData<AdminTokenData>(token, { password: secret, ttl: ADMIN_TOKEN_TTL_SECONDS });
    if (data.purpose !== 'admin' || typeof data.userId !== 'number' || typeof data.sessionVersion !== 'number') return null;
    return { userId: data.userId, sessionVersion: data.sessionVersion };
  } catch {
    return null;
  }
}
