import type { ServerResponse } from 'node:http';

/**
 * A writer of `res` that waits while the client's buffer is full ('drain'): an export goes at the client's pace and
 * holds one page. It answers false once the client went away ('close'), so the export stops reading.
 *
 * One 'drain' listener serves the whole response: the compression middleware hands `res.on('drain')` to its zlib
 * stream but not the matching removeListener, so a `once` per wait stayed on that stream for good (eleven of them
 * warned MaxListenersExceeded in a 100,000-row export).
 */
export function pacedWriter(res: ServerResponse): (chunk: string) => Promise<boolean> {
  let closed = false;
  let wake: (() => void) | null = null;
  const wakeUp = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  res.once('close', () => {
    closed = true;
    wakeUp();
  });
  res.on('drain', wakeUp);
  return async (chunk) => {
    if (closed || res.destroyed) return false;
    if (!res.write(chunk)) {
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
    return !closed;
  };
}
