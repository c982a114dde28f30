import type { Request, RequestHandler } from 'express';
import { addressKey } from './address-key';
import { AppError } from './app-error';
import type { CounterFactory } from './counters';

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
 * A fixed-window limit per key on the API's counters: shared by every API process on a PostgreSQL server, in
 * memory on the embedded database (docs/decisions/0027). Every hit is one add to the store, counted before its
 * request goes on; on a server the table is unlogged, so the add costs no WAL flush (ADR 0048).
 */
export function createKeyedLimiter(counters: CounterFactory, { name, limit, windowMs }: RateLimitOptions): KeyedLimiter {
  const counter = counters(name, Math.ceil(windowMs / 1000));
  return {
    async hit(key) {
      const { count, msLeft } = await counter.add(key);
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
  return limitedBy(createKeyedLimiter(counters, options), keyOf);
}

/** The same per-client limit over a limiter the caller also counts in elsewhere (one count for both). */
export function limitedBy(limiter: KeyedLimiter, keyOf: (req: Request) => string = (req) => addressKey(req.ip)): RequestHandler {
  return async (req, _res, next) => {
    const wait = await limiter.hit(keyOf(req));
    if (wait > 0) throw tooManyRequests(wait);
    next();
  };
}
