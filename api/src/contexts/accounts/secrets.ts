import { sealData, unsealData } from 'iron-session';

/**
 * The sealing secrets (docs/decisions/0005): iron-session's rotation `{ 2: current, 1: previous }` --
 * the current one seals, the current and the previous one (SESSION_SECRET_PREVIOUS) both open.
 */
export interface Secrets {
  secret: string;
  previousSecret?: string | null;
}

const asSecrets = (secrets: Secrets | string): Secrets => (typeof secrets === 'string' ? { secret: secrets } : secrets);

/** Seals `data` with the current secret; iron-session refuses it after `ttlSeconds`. */
export function seal(data: object, secrets: Secrets | string, ttlSeconds: number): Promise<string> {
  const { secret } = asSecrets(secrets);
  return sealData(data, { password: { 2: secret }, ttl: ttlSeconds });
}

/**
 * Opens a seal made with the current or the previous secret, whichever password id it carries (a seal's
 * id says which map entry made it, and ids shift at every rotation, so each secret is tried under both).
 * Answers null for a forged, foreign, or expired seal.
 */
export async function unseal<T extends object>(value: string, secrets: Secrets | string, ttlSeconds: number): Promise<Partial<T> | null> {
  const { secret, previousSecret } = asSecrets(secrets);
  for (const candidate of previousSecret ? [secret, previousSecret] : [secret]) {
    try {
      const data = await unsealData<Partial<T>>(value, { password: { 1: candidate, 2: candidate }, ttl: ttlSeconds });
      if (Object.keys(data).length > 0) return data;
    } catch {
      // A malformed seal: try the next secret, then give up.
    }
  }
  return null;
}
