import pg from 'pg';

type Handler = (payload: string) => void;

export interface PgListener {
  /** LISTENs on `channel` (once per channel) and calls `onPayload` for each notification. */
  listen: (channel: string, onPayload: Handler, onReconnect?: () => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries and lose its
 * LISTENs). When the connection drops it reconnects with backoff (250 ms doubling to 10 s), LISTENs
 * again and calls each `onReconnect`, so subscribers can catch up on what was sent meanwhile.
 */
export function createPgListener(url: string, log: Pick<Console, 'error' | 'info'> = console): PgListener {
  const handlers = new Map<string, Set<Handler>>();
  const reconnectHandlers = new Set<() => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let delayMs = 250;
  let closed = false;
  let everConnected = false;
  /**
   * The listening connection's statements, one at a time in the order asked (LISTEN, UNLISTEN):
   * a pg client given a query while another runs queues it but warns (deprecated in pg 8, an error in pg 9).
   */
  const inTurn = new WeakMap<pg.Client, Promise<unknown>>();
  const send = (on: pg.Client, text: string): Promise<unknown> => {
    const sent = (inTurn.get(on) ?? Promise.resolve()).catch(() => undefined).then(() => on.query(text));
    inTurn.set(on, sent);
    return sent;
  };

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url, application_name: 'motohaul-listener' });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', (error) => {
      log.error('PostgreSQL listener connection error:', error.message);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of handlers.keys()) await send(next, `LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      throw new Error('Listener closed');
    }
    client = next;
    delayMs = 250;
    if (everConnected) {
      log.info('PostgreSQL listener reconnected');
      for (const handler of reconnectHandlers) handler();
    }
    everConnected = true;
    return next;
  };

  const ensureClient = () => {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const wait = delayMs;
    delayMs = Math.min(delayMs * 2, 10_000);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      ensureClient().catch((error: unknown) => {
        log.error('PostgreSQL listener reconnect failed:', error instanceof Error ? error.message : error);
        scheduleReconnect();
      });
    }, wait);
    retryTimer.unref();
  };

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = null;
    scheduleReconnect();
  }

  return {
    async listen(channel, onPayload, onReconnect) {
      const existing = handlers.get(channel);
      if (existing) existing.add(onPayload);
      else handlers.set(channel, new Set([onPayload]));
      if (onReconnect) reconnectHandlers.add(onReconnect);
      try {
        const current = await ensureClient();
        if (!existing) await send(current, `LISTEN ${quoteIdent(channel)}`);
      } catch (error) {
        // The server is away: keep the subscription; the reconnect LISTENs and calls onReconnect.
        if (closed) return async () => undefined;
        log.error('PostgreSQL listener could not connect:', error instanceof Error ? error.message : error);
        everConnected = true;
        scheduleReconnect();
      }
      return async () => {
        handlers.get(channel)?.delete(onPayload);
        if (onReconnect) reconnectHandlers.delete(onReconnect);
        if (handlers.get(channel)?.size === 0) {
          handlers.delete(channel);
          if (client) await send(client, `UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => undefined);
      }
    },
  };
}
