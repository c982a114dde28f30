import type { RequestHandler } from 'express';
import { AppError } from './app-error';

export interface RateLimitOptions {
  /** Requests allowed per client IP in one window. */
  limit: number;
  windowMs: number;
}

/**
 * A per-IP fixed-window limit kept in memory (one API process). Over the limit the request
 * gets 429 with Retry-After and the envelope. Behind a proxy set TRUST_PROXY_HOPS so req.ip is the client.
 */
export function rateLimit({ limit, windowMs }: RateLimitOptions): RequestHandler {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = Date.now() + windowMs;

  return (req, _res, next) => {
    const now = Date.now();
    if (now >= nextSweep) {
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
      nextSweep = now + windowMs;
    }
    const key = req.ip ?? 'unknown';
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw new AppError(429, 'Too many requests. Please try again later.', undefined, {
        'Retry-After': String(retryAfterSeconds),
      });
    }
    next();
  };
}
