import type { Request, RequestHandler } from 'express';
import { AppError } from './app-error';

export interface RateLimitOptions {
  /** Hits allowed per key in one window. */
  limit: number;
  windowMs: number;
}

export interface KeyedLimiter {
  /** Seconds until `key` may act again, or 0 when it is under the limit (nothing is counted). */
  retryAfter: (key: string) => number;
  /** Counts one hit for `key`; answers the seconds to wait when this hit went over the limit, else 0. */
  hit: (key: string) => number;
  /** Forgets `key` (a successful sign-in clears its failures). */
  reset: (key: string) => void;
}

/**
 * Fixed-window counters kept in memory, so per API process: with several processes each keeps its own
 * (docs/decisions/0005). Expired windows are swept once a window.
 */
export function createKeyedLimiter({ limit, windowMs }: RateLimitOptions): KeyedLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = Date.now() + windowMs;

  const current = (key: string, now: number) => {
    if (now >= nextSweep) {
      for (const [k, window] of windows) if (window.resetAt <= now) windows.delete(k);
      nextSweep = now + windowMs;
    }
    const window = windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  };
  const wait = (window: { resetAt: number }, now: number) => Math.max(1, Math.ceil((window.resetAt - now) / 1000));

  return {
    retryAfter(key) {
      const now = Date.now();
      const window = current(key, now);
      return window && window.count >= limit ? wait(window, now) : 0;
    },
    hit(key) {
      const now = Date.now();
      let window = current(key, now);
      if (!window) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > limit ? wait(window, now) : 0;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** The 429 every limit answers: the envelope and Retry-After. */
export function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError(429, 'Too many requests. Please try again later.', undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
}

/**
 * A per-IP fixed-window limit kept in memory (one API process). Over the limit the request
 * gets 429 with Retry-After and the envelope. Behind a proxy set TRUST_PROXY_HOPS so req.ip is the client.
 */
export function rateLimit(options: RateLimitOptions, keyOf: (req: Request) => string = (req) => req.ip ?? 'unknown'): RequestHandler {
  const limiter = createKeyedLimiter(options);
  return (req, _res, next) => {
    const retryAfterSeconds = limiter.hit(keyOf(req));
    if (retryAfterSeconds > 0) throw tooManyRequests(retryAfterSeconds);
    next();
  };
}
