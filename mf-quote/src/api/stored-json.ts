type StorageName = 'localStorage' | 'sessionStorage';

/** The JSON value kept under `key`, or null (none, unreadable, or storage refused: private mode, a blocked site). */
export function readStored(storage: StorageName, key: string): unknown {
  try {
    return JSON.parse(globalThis[storage].getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Keeps `value` as JSON under `key` (null: forgets it); storage refused (private mode, full), nothing is kept. */
export function writeStored(storage: StorageName, key: string, value: unknown): void {
  try {
    if (value === null) globalThis[storage].removeItem(key);
    else globalThis[storage].setItem(key, JSON.stringify(value));
  } catch {
    // Nothing kept: the page goes on without it.
  }
}
