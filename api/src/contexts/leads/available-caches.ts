// The lead list's two short-lived caches (ADR 0041 keeps them: providers would notice their absence): the masked
// available-leads pages and their total, each over one cache of values kept for at most `maxAgeMs`.

/**
 * Values kept for at most `maxAgeMs` in this process, by key: concurrent readers of a key share one load, at
 * most `maxEntries` values are kept (the oldest is dropped first), and `invalidate()` drops everything: the next
 * read loads afresh, and a load already under way is neither shared nor kept. What the process is not told of
 * shows within `maxAgeMs`.
 */
function createShortLivedCache<T>({ maxAgeMs, maxEntries, now = Date.now }: { maxAgeMs: number; maxEntries: number; now?: () => number }) {
  const values = new Map<string, { value: T; loadedAt: number }>();
  const inFlight = new Map<string, Promise<T>>();
  /** Bumped by invalidate(): a load started under an older generation is not kept. */
  let generation = 0;

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const cached = values.get(key);
      if (cached && now() - cached.loadedAt < maxAgeMs) return Promise.resolve(cached.value);
      const running = inFlight.get(key);
      if (running) return running;
      const startedAt = now();
      const startedIn = generation;
      const query = load().then(
        (value) => {
          if (inFlight.get(key) === query) inFlight.delete(key);
          if (startedIn === generation && maxAgeMs > 0) {
            values.delete(key);
            values.set(key, { value, loadedAt: startedAt });
            if (values.size > maxEntries) values.delete(values.keys().next().value!);
          }
          return value;
        },
        (error: unknown) => {
          if (inFlight.get(key) === query) inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, query);
      return query;
    },
    invalidate() {
      generation += 1;
      values.clear();
      inFlight.clear();
    },
    size: () => values.size,
  };
}

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

/**
 * The masked available-leads pages of GET /api/leads, kept serialized for at most `maxAgeMs` in this process.
 * The masked page is the same for every provider (a bought lead is sold in the same transaction, so no
 * available lead has a buyer), so one copy serves them all; a super admin's full page is never kept here.
 * `invalidate()` when the available leads changed (a new lead, a sale, an edit, an archive, a new lead NOTIFY
 * from another process). Changes this process is not told of (a sale or edit in another process) show within
 * `maxAgeMs`. Keeping, sharing and dropping are those of createShortLivedCache above.
 */
export interface CachedPage {
  /** The JSON body, UTF-8. */
  body: Buffer;
  /** Its ETag as Express computes it, filled in by the first response that sends it. */
  etag?: string;
}

export const createAvailablePageCache = (options: { maxAgeMs: number; maxEntries: number; now?: () => number }) =>
  createShortLivedCache<CachedPage>(options);
