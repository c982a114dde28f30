import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Request } from 'express';
import type { Database } from '../../db/database';
import { idempotencyKeys } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { defineJob } from './jobs';

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
/**
 * How long a claim holds its key while its request runs (the longest route, a PaymentIntent, waits at most about
 * 30 s for Stripe): a claim still in progress after this was left by a process that died mid-request, and a retry
 * with the same body takes it over instead of getting 409 for 24 hours.
 */
export const CLAIM_LEASE_SECONDS = 60;
const CLAIM_LEASE = sql.raw(`interval '${CLAIM_LEASE_SECONDS} seconds'`);
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

/** One claim of a key: its row, and the moment it was claimed (a takeover changes it, so a claim knows it was taken over). */
interface Claim {
  id: number;
  claimedAt: Date;
}

/**
 * Safe retries (docs/decisions/0031, 0051). With an Idempotency-Key, the key is claimed first (insert, unique per
 * scope and key; an expired row is taken over, and so is a claim of the same body still in progress after its lease:
 * its request died), then `run` creates, then its answer is stored. A retry gets the stored answer; a retry while
 * the first still runs gets 409; the key with another body gets 422. When `run` throws, the claim is released
 * (nothing was created), so a retry runs again. Without a key, `run` simply runs.
 */
export function createIdempotency(db: Database) {
  async function claim(scope: string, key: string, fingerprint: string): Promise<Claim | null> {
    // Milliseconds, as a JS Date holds them: the claim's own moment compares equal when it is stored and released.
    const now = sql`date_trunc('milliseconds', now())`;
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ scope, key, fingerprint, createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: { fingerprint, status: 'in_progress', responseStatus: null, responseBody: null, createdAt: now },
        setWhere: sql`${idempotencyKeys.createdAt} < now() - ${KEY_LIFETIME}
          or (${idempotencyKeys.status} = 'in_progress' and ${idempotencyKeys.fingerprint} = ${fingerprint}
              and ${idempotencyKeys.createdAt} < now() - ${CLAIM_LEASE})`,
      })
      .returning({ id: idempotencyKeys.id, claimedAt: idempotencyKeys.createdAt });
    return claimed ?? null;
  }

  /** The row while it is still this claim's (a request that outlived its lease may have lost it to a retry). */
  const mine = ({ id, claimedAt }: Claim) => and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.createdAt, claimedAt));

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
      const claimed = await claim(scope, key, fingerprint);
      if (claimed === null) return previous(scope, key, fingerprint);

      let answer: IdempotentAnswer;
      try {
        answer = await run();
      } catch (error) {
        await db.delete(idempotencyKeys).where(mine(claimed));
        throw error;
      }
      await db
        .update(idempotencyKeys)
        .set({ status: 'completed', responseStatus: answer.status, responseBody: answer.body ?? null })
        .where(mine(claimed));
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

/** Keeps idempotency_keys to about a day of rows: the expired keys are deleted hourly, in one process (a job, ADR 0074). */
export const idempotencySweepJob = (db: Database) =>
  defineJob({ name: 'idempotency-sweep', queue: { policy: 'short' }, schedule: '7 * * * *', run: async () => void (await deleteExpiredIdempotencyKeys(db)) });
