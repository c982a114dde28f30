import type { NotificationEvent } from '@motohaul/contracts';

// Server-sent events framing (WHATWG HTML §9.2). JSON.stringify never emits a raw newline, so one
// `data:` line carries the whole message.

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
} as const;

/** Tells the browser to wait this long before it reconnects (spec §9: 5 seconds). */
export const retryField = (ms: number) => `retry: ${ms}\n\n`;

/** A comment line: keeps proxies and the browser from timing the stream out. */
export const HEARTBEAT = ': heartbeat\n\n';

/** One message: `{ type, data }` JSON, with an `id:` (the lead id) so the browser can resume. */
export function sseMessage(event: NotificationEvent, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(event)}\n\n`;
}
