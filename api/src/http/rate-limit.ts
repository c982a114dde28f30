import type { Request, RequestHandler } from 'express';
import { addressKey } from './address-key';
import { AppError } from './app-error';
import type { Count, Counter, CounterFactory } from './counters';

export interface RateLimitOptions {
  /** The limit's name: the prefix of its keys, unique per limit. */
  name: string;
  /** Hits allowed per key in one window. */
  limit: number;
  windowMs: number;
}

export interface KeyedLimiter {
  /** Counts one hit for `key`; answers the seconds to wait when this hit went over the limit, else 0. */
  hit: (key: string) => Promise<number>;
}

/** Seconds for a Retry-After: whole, at least 1. */
export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Hits of one key counted together: while one `add` of the key is in flight, the hits that arrive wait and then go
 * as one `add(key, n)`, and each of them gets its own place in the count that answers (count - n + 1 ... count), as
 * if they had been added one by one right after each other. Every hit is still counted in the store before its
 * request goes on, so the limit holds across processes exactly as before (ADR 0027); what changes is the number of
 * writes: under a burst from one address a few upserts of its row instead of one each, which on a PostgreSQL server
 * serialize on that row's lock and commit (ADR 0026).
 */
export function coalescedHits(counter: Pick<Counter, 'add'>): (key: string) => Promise<Count> {
  interface Waiting {
    resolve: (count: Count) => void;
    reject: (error: unknown) => void;
  }
  /** Per key with an add in flight: the hits waiting for the next one. */
  const queued = new Map<string, Waiting[]>();
  const flush = async (key: string, batch: Waiting[]) => {
    try {
      const { count, msLeft } = await counter.add(key, batch.length);
      batch.forEach((waiting, index) => waiting.resolve({ count: count - batch.length + index + 1, msLeft }));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
    const next = queued.get(key)!;
    if (next.length === 0) queued.delete(key);
    else {
      queued.set(key, []);
      void flush(key, next);
    }
  };
  return (key) =>
    new Promise<Count>((resolve, reject) => {
      const waiting = queued.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else {
        queued.set(key, []);
        void flush(key, [{ resolve, reject }]);
      }
    });
}

/**
 * A fixed-window limit per key on the API's counters: shared by every API process on a PostgreSQL server, in
 * memory on the embedded database (docs/decisions/0027). Concurrent hits of one key are counted together
 * (coalescedHits).
 */
export function createKeyedLimiter(counters: CounterFactory, { name, limit, windowMs }: RateLimitOptions): KeyedLimiter {
  const hit = coalescedHits(counters(name, Math.ceil(windowMs / 1000)));
  return {
    async hit(key) {
      const { count, msLeft } = await hit(key);
      return count > limit ? retryAfterSeconds(msLeft) : 0;
    },
  };
}

/** The 429 every limit answers: the envelope and Retry-After. */
export function tooManyRequests(retryAfter: number): AppError {
  return new AppError(429, 'Too many requests. Please try again later.', undefined, {
    'Retry-After': String(retryAfter),
  });
}

/**
 * A per-client fixed-window limit: the client is its address key (an IPv4 address, an IPv6 /64). Over the limit
 * the request gets 429 with Retry-After and the envelope. Behind a proxy set TRUST_PROXY_HOPS so req.ip is the client.
 */
export function rateLimit(
  counters: CounterFactory,
  options: RateLimitOptions,
  keyOf: (req: Request) => string = (req) => addressKey(req.ip),
): RequestHandler {
  const limiter = createKeyedLimiter(counters, options);
  return async (req, _res, next) => {
    const wait = await limiter.hit(keyOf(req));
    if (wait > 0) throw tooManyRequests(wait);
    next();
  };
}
