import { createShortLivedCache } from './short-lived-cache';

/**
 * The available-leads total for GET /api/leads, counted at most once per `maxAgeMs` in this process: the
 * exact count scans the whole partial index (about 10 ms at 100,000 leads), too much to repeat for every
 * page a provider loads. Concurrent callers share one query. `invalidate()` after this process changed
 * the available leads; changes made elsewhere (a sale, another process) show within `maxAgeMs`.
 */
export function createAvailableCount(count: () => Promise<number>, { maxAgeMs, now }: { maxAgeMs: number; now?: () => number }) {
  const cache = createShortLivedCache<number>({ maxAgeMs, maxEntries: 1, now });
  return {
    get: (): Promise<number> => cache.get('total', count),
    /** The next `get()` counts afresh (a count already under way is not kept). */
    invalidate: () => cache.invalidate(),
  };
}
