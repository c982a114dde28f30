import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Request } from 'express';
import type { Database } from '../../db/database';
import { idempotencyKeys } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** A route's answer: what a retry with the same Idempotency-Key gets again. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

export const IN_PROGRESS = 'A request with this Idempotency-Key is still in progress';
export const KEY_REUSED = 'This Idempotency-Key was already used with a different request body';
export const INVALID_KEY = 'The Idempotency-Key header must be 1 to 255 printable characters';

/** How long a key is remembered: an older one counts as never seen. */
const KEY_LIFETIME = sql`interval '24 hours'`;
const PRINTABLE = /^[\x20-\x7e]{1,255}$/;

/** The request's Idempotency-Key, undefined without one; 400 when it is empty, too long or not printable. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const value = req.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !PRINTABLE.test(value)) throw new AppError(400, INVALID_KEY);
  return value;
}

/** The same JSON with object keys sorted, so a body's key order does not change its fingerprint. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

export const fingerprintOf = (body: unknown) => createHash('sha256').update(JSON.stringify(canonical(body ?? null))).digest('hex');

/**
 * Safe retries (docs/decisions/0031). With an Idempotency-Key, the key is claimed first (insert, unique per scope
 * and key; an expired row is taken over), then `run` creates, then its answer is stored. A retry gets the stored
 * answer; a retry while the first still runs gets 409; the key with another body gets 422. When `run` throws, the
 * claim is released (nothing was created), so a retry runs again. Without a key, `run` simply runs.
 */
export function createIdempotency(db: Database) {
  async function claim(scope: string, key: string, fingerprint: string): Promise<number | null> {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ scope, key, fingerprint })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: { fingerprint, status: 'in_progress', responseStatus: null, responseBody: null, createdAt: sql`now()` },
        setWhere: sql`${idempotencyKeys.createdAt} < now() - ${KEY_LIFETIME}`,
      })
      .returning({ id: idempotencyKeys.id });
    return claimed?.id ?? null;
  }

  async function previous(scope: string, key: string, fingerprint: string): Promise<IdempotentAnswer> {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    // Released (the first failed) between the claim and this read: the caller may simply retry.
    if (!row) throw new AppError(409, IN_PROGRESS);
    if (row.fingerprint !== fingerprint) throw new AppError(422, KEY_REUSED);
    if (row.status !== 'completed' || row.responseStatus === null) throw new AppError(409, IN_PROGRESS);
    return { status: row.responseStatus, body: row.responseBody };
  }

  return {
    /** `scope` names the route and the caller (e.g. 'POST /api/leads/7/purchase user:3'). */
    async run(req: Request, scope: string, run: () => Promise<IdempotentAnswer>): Promise<IdempotentAnswer> {
      const key = idempotencyKeyOf(req);
      if (key === undefined) return run();
      const fingerprint = fingerprintOf(req.body);
      const id = await claim(scope, key, fingerprint);
      if (id === null) return previous(scope, key, fingerprint);

      let answer: IdempotentAnswer;
      try {
        answer = await run();
      } catch (error) {
        await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
        throw error;
      }
      await db
        .update(idempotencyKeys)
        .set({ status: 'completed', responseStatus: answer.status, responseBody: answer.body ?? null })
        .where(eq(idempotencyKeys.id, id));
      return answer;
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;

/** Deletes the keys older than their 24 hours (a claim takes an expired key over anyway): answers how many went. */
export async function deleteExpiredIdempotencyKeys(db: Database): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < now() - ${KEY_LIFETIME}`)
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}

/**
 * Keeps idempotency_keys to about a day of rows: deletes the expired keys now and then every `everyMs` (an hour by
 * default). Every API process may run it; the DELETE is idempotent. main.ts stops it at shutdown.
 */
export function startIdempotencyKeySweeper(db: Database, { everyMs = 60 * 60 * 1000, log = console } = {}) {
  const sweep = () =>
    deleteExpiredIdempotencyKeys(db).catch((error: unknown) => log.error('Deleting expired idempotency keys failed:', error));
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
