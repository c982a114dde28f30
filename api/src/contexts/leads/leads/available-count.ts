/**
 * The available-leads total of GET /api/leads, counted at most once per `maxAgeMs` in this process (ADR 0041): the
 * exact count scans the whole partial index (about 30 ms on the server and 80 ms on PGlite at 100,000 leads), which
 * on every list request would cut the lists a process serves by a factor of 20 to 200. Concurrent callers share one
 * query. `invalidate()` when the available leads changed: the next `get()` counts afresh, and a count already under
 * way is neither shared nor kept. Changes this process is not told of show within `maxAgeMs`.
 */
export function createAvailableCount(count: () => Promise<number>, { maxAgeMs, now = Date.now }: { maxAgeMs: number; now?: () => number }) {
  let kept: { value: number; countedAt: number } | null = null;
  let running: Promise<number> | null = null;
  /** Bumped by invalidate(): a count started before it is not kept. */
  let generation = 0;
  return {
    get(): Promise<number> {
      if (kept && now() - kept.countedAt < maxAgeMs) return Promise.resolve(kept.value);
      if (running) return running;
      const startedAt = now();
      const startedIn = generation;
      const query = count().finally(() => {
        if (running === query) running = null;
      });
      running = query;
      return query.then((value) => {
        if (startedIn === generation) kept = { value, countedAt: startedAt };
        return value;
      });
    },
    invalidate() {
      generation += 1;
      kept = null;
      running = null;
    },
  };
}
