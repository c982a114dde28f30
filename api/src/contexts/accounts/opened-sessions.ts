import type { SessionData } from './session';

/**
 * Session cookies this process opened lately, by their exact sealed value, so a signed-in user's requests
 * do not unseal (derive the iron keys, decrypt, verify) the same cookie again and again. Only cookies that
 * opened are kept, for at most `maxAgeMs` and `maxEntries` (least recently used dropped first). What a
 * cookie says never changes, so this changes no answer: its lifetimes and the user's session version
 * (logout, reset, deactivation) are still checked on every request (guards.ts).
 */
export function createOpenedSessions({ maxEntries, maxAgeMs, now = Date.now }: { maxEntries: number; maxAgeMs: number; now?: () => number }) {
  const entries = new Map<string, { data: Readonly<Partial<SessionData>>; openedAt: number }>();
  return {
    async open(sealed: string, unseal: (sealed: string) => Promise<Partial<SessionData> | null>): Promise<Readonly<Partial<SessionData>> | null> {
      const entry = entries.get(sealed);
      if (entry) {
        entries.delete(sealed);
        if (now() - entry.openedAt < maxAgeMs) {
          entries.set(sealed, entry);
          return entry.data;
        }
      }
      const openedAt = now();
      const data = await unseal(sealed);
      if (!data) return null;
      const frozen = Object.freeze({ ...data });
      entries.set(sealed, { data: frozen, openedAt });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return frozen;
    },
    size: () => entries.size,
  };
}

export type OpenedSessions = ReturnType<typeof createOpenedSessions>;
