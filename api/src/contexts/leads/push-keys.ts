import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db/database';
import { serverKeys } from '../../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const isKeyPair = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string' &&
  /^[A-Za-z0-9_-]{87}$/.test((value as VapidKeys).publicKey) &&
  /^[A-Za-z0-9_-]{43}$/.test((value as VapidKeys).privateKey);

/**
 * The server's VAPID key pair (ADRs 0058, 0076): the configured one, else the one kept in the database (server_keys
 * 'vapid'), made by the first process that needs it. Every process offers its own new pair and keeps none unless
 * the row was missing; all read back the one row, so processes starting together agree.
 */
export async function loadVapidKeys(db: Database, { keys }: { keys: VapidKeys | null }): Promise<VapidKeys> {
  if (keys) return keys;
  await db.insert(serverKeys).values({ name: 'vapid', value: webpush.generateVAPIDKeys() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, 'vapid'));
  const kept = row?.value;
  if (!isKeyPair(kept)) throw new Error("server_keys 'vapid' does not hold a VAPID key pair");
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}
