import http from 'node:http';
import type { NotificationEvent } from '@motohaul/contracts';

// A minimal EventSource for tests and the benchmark: node:http, no browser, reads the SSE framing.

export interface ReceivedEvent {
  id: string | null;
  event: NotificationEvent;
  at: number;
}

export interface StreamClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The parsed `data:` messages so far. */
  events: ReceivedEvent[];
  /** Comment lines (heartbeats) seen so far. */
  comments: string[];
  /** The `retry:` value the server sent, if any. */
  retry: number | null;
  /** The raw body (non-200 answers). */
  body: () => string;
  /** Waits until `count` new_lead events have arrived. */
  waitForLeads: (count: number, timeoutMs?: number) => Promise<ReceivedEvent[]>;
  waitFor: (check: () => boolean, timeoutMs?: number) => Promise<void>;
  ended: Promise<void>;
  close: () => void;
}

export function openStream(
  baseUrl: string,
  options: { cookie?: string; lastEventId?: string; path?: string; agent?: http.Agent } = {},
): Promise<StreamClient> {
  const url = new URL(options.path ?? '/api/notifications/stream', baseUrl);
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.lastEventId) headers['Last-Event-ID'] = options.lastEventId;

  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: options.agent }, (response) => {
      const events: ReceivedEvent[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      let raw = '';
      let buffer = '';
      let retry: number | null = null;
      const wake = () => waiters.forEach((waiter) => waiter());

      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        raw += response.statusCode === 200 ? '' : chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | null = null;
          let data: string | null = null;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('data: ')) data = (data === null ? '' : `${data}\n`) + line.slice(6);
            else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
          }
          if (data !== null) events.push({ id, event: JSON.parse(data) as NotificationEvent, at: performance.now() });
        }
        wake();
      });
      const ended = new Promise<void>((done) => {
        response.on('close', () => {
          done();
          wake();
        });
      });

      const waitFor = (check: () => boolean, timeoutMs = 5000) =>
        new Promise<void>((done, fail) => {
          const waiter = () => {
            if (!check()) return;
            clearTimeout(timer);
            waiters.delete(waiter);
            done();
          };
          const timer = setTimeout(() => {
            waiters.delete(waiter);
            fail(new Error(`Timed out after ${timeoutMs} ms; events so far: ${JSON.stringify(events.map((e) => e.event.type))}`));
          }, timeoutMs);
          waiters.add(waiter);
          waiter();
        });

      const leads = () => events.filter((received) => received.event.type === 'new_lead');
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments,
        get retry() {
          return retry;
        },
        body: () => raw,
        waitFor,
        waitForLeads: async (count, timeoutMs) => {
          await waitFor(() => leads().length >= count, timeoutMs);
          return leads();
        },
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

/** openStream that remembers each stream it opened, and closeAll to end them (a suite's afterAll). */
export function streamTracker() {
  const streams: StreamClient[] = [];
  return {
    open: async (...args: Parameters<typeof openStream>): Promise<StreamClient> => {
      const stream = await openStream(...args);
      streams.push(stream);
      return stream;
    },
    closeAll: () => streams.forEach((stream) => stream.close()),
  };
}
