/**
 * Signed-in users' rows kept in process so a request does not load its user again (ADR 0026). An entry is
 * trusted only after `fresh()`: every change to a user committed before that call has been announced
 * (user-changes.ts) and has evicted the entry, in this process or another. When that cannot be known (the
 * listener is disconnected or slow) the caller loads from the database and nothing is kept; a reconnect
 * empties the cache (notifications are lost while away). `maxAgeMs` bounds an entry's life only as a backstop.
 */
export interface UserCacheOptions<T> {
  /** Subscribes to the user changes; answers once subscribed. `onReconnect` runs after announcements may have been lost. */
  listen: (onChanged: (payload: string) => void, onReconnect: () => void) => Promise<unknown>;
  /** Resolves once every change committed before the call has been announced here (database.syncListeners). */
  sync: () => Promise<void>;
  load: (id: number) => Promise<T | null>;
  maxEntries: number;
  maxAgeMs: number;
  /** How long `fresh()` waits for the sync before the caller falls back to the database. */
  syncTimeoutMs: number;
  now?: () => number;
}

export function createUserCache<T>({ listen, sync, load, maxEntries, maxAgeMs, syncTimeoutMs, now = Date.now }: UserCacheOptions<T>) {
  const entries = new Map<number, { user: T; storedAt: number }>();
  // Bumped by every eviction: a load that began before one may have read the row it evicts, so it is not kept.
  let epoch = 0;
  let subscribed = false;
  const clear = () => {
    epoch += 1;
    entries.clear();
  };
  const forget = (id: number) => {
    epoch += 1;
    entries.delete(id);
  };

  const subscription = listen(
    (payload) => {
      const id = Number(payload);
      if (Number.isInteger(id)) forget(id);
      else clear();
    },
    clear,
  ).then(
    () => {
      subscribed = true;
    },
    () => undefined,
  );

  /** Whether entries may be trusted now; false (and the cache emptied) when the sync fails or is late. */
  const fresh = async (): Promise<boolean> => {
    if (!subscribed) return false;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), syncTimeoutMs);
    });
    try {
      const synced = await Promise.race([sync().then(() => true), late]);
      if (!synced) clear();
      return synced;
    } catch {
      clear();
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    /** The user `id`, from the cache when fresh, else loaded (and kept when no change came meanwhile). Null when there is none. */
    async get(id: number): Promise<T | null> {
      if (await fresh()) {
        const entry = entries.get(id);
        if (entry && now() - entry.storedAt < maxAgeMs) {
          entries.delete(id);
          entries.set(id, entry); // most recently used last
          return entry.user;
        }
      }
      const startedAt = epoch;
      const user = await load(id);
      if (user !== null && subscribed && epoch === startedAt) {
        entries.set(id, { user, storedAt: now() });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return user;
    },
    /** Answers once the subscription is in place (or has failed). */
    ready: () => subscription,
    size: () => entries.size,
  };
}

export type UserCache<T> = ReturnType<typeof createUserCache<T>>;
