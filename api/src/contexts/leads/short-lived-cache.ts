/**
 * Values kept for at most `maxAgeMs` in this process, by key: concurrent readers of a key share one load, at
 * most `maxEntries` values are kept (the oldest is dropped first), and `invalidate()` drops everything: the next
 * read loads afresh, and a load already under way is neither shared nor kept. What the process is not told of
 * shows within `maxAgeMs`.
 */
export function createShortLivedCache<T>({ maxAgeMs, maxEntries, now = Date.now }: { maxAgeMs: number; maxEntries: number; now?: () => number }) {
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
