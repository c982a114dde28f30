import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** The channel every change to a user row is announced on (the payload: the user's id): event streams listen (app.ts), to end those of a user who changed. */
export const USER_CHANGED_CHANNEL = 'user_changed';

/**
 * Announces that the users `ids` changed (updated or deleted). Call it in the transaction of the change: PostgreSQL
 * sends the notification exactly when the change commits, to every API process on the database.
 * Every write of the users table must call it, or an open event stream could go on speaking for a user who was
 * deactivated, signed out or reset (ADR 0038).
 */
export async function notifyUserChanged(tx: Pick<Database, 'execute'>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const payloads = ids.map(String);
  await tx.execute(sql`select pg_notify(${USER_CHANGED_CHANNEL}, payload) from unnest(${`{${payloads.join(',')}}`}::text[]) as p(payload)`);
}
