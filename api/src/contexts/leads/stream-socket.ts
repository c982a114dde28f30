import { type IncomingMessage, type ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';

/**
 * An event stream written on its socket by hand, once node:http has let the connection go (ADR 0038, amended):
 * node:http keeps a parser (native), the request, the response, their header strings and eight listeners per
 * connection for as long as the response lasts, about 9 KB of a stream's 15 KB of RSS (bench/sse-memory-floor.mjs,
 * modes http and http-free). Node has no documented API to hand a connection back from a request it parsed (only
 * for 'upgrade' and CONNECT, which an EventSource never sends), so this uses what node:http itself does for an
 * upgrade: `_http_common`'s `freeParser` and the removal of node:http's own socket listeners. When either is not
 * as expected (another Node version), `takeSocket` answers null and the stream stays on its ServerResponse.
 */

/** The listeners node:http puts on a server socket (named functions, `bound x` once bound; as of Node 20). */
const HTTP_LISTENERS = new Set([
  'socketOnClose',
  'onServerResponseClose',
  'socketOnError',
  'socketOnDrain',
  'socketOnData',
  'socketOnEnd',
  'socketOnTimeout',
  'onSocketResume',
  'onSocketPause',
]);
const SOCKET_EVENTS = ['close', 'error', 'drain', 'data', 'end', 'timeout', 'resume', 'pause'] as const;
/** Without these three node:http is not set up as expected: the socket is not taken. */
const REQUIRED = ['socketOnData', 'socketOnClose', 'socketOnError'];

type FreeParser = (parser: unknown, req: unknown, socket: unknown) => void;
let freeParser: FreeParser | null | undefined;
const loadFreeParser = (): FreeParser | null => {
  if (freeParser === undefined) {
    try {
      const common = createRequire(import.meta.url)('_http_common') as { freeParser?: unknown };
      freeParser = typeof common.freeParser === 'function' ? (common.freeParser as FreeParser) : null;
    } catch {
      freeParser = null;
    }
  }
  return freeParser;
};

const nameOf = (listener: (...args: never[]) => unknown) => listener.name.replace(/^bound /, '');

// Shared listeners of every taken socket (no closure per stream): errors end in 'close'; the client's end ends it.
function ignoreError() {}
function destroyOnEnd(this: Socket) {
  this.destroy();
}

/**
 * Takes the request's socket from node:http, which then keeps nothing of the exchange: the response is detached,
 * node:http's listeners removed, its parser freed. Null (nothing changed) when that cannot be done here: not
 * HTTP/1.1, the head already sent, the socket gone, or node:http's internals not as this expects.
 */
export function takeSocket(req: IncomingMessage, res: ServerResponse): Socket | null {
  const socket = req.socket as Socket & { parser?: unknown };
  const free = loadFreeParser();
  if (!free || !socket.parser || req.httpVersion !== '1.1' || res.headersSent || socket.destroyed) return null;
  const listeners = SOCKET_EVENTS.flatMap((event) =>
    socket
      .listeners(event)
      .filter((listener) => HTTP_LISTENERS.has(nameOf(listener as () => unknown)))
      .map((listener) => ({ event, listener: listener as (...args: unknown[]) => void })),
  );
  if (!REQUIRED.every((name) => listeners.some(({ listener }) => nameOf(listener) === name))) return null;
  res.detachSocket(socket);
  for (const { event, listener } of listeners) socket.off(event, listener);
  // Freed once the parser's current run is over: freed from inside its own callback (a handler that takes the
  // socket at once), node:http would put it back in the server's connection list, whose closeAllConnections() and
  // closeIdleConnections() would then fail on it.
  const parser = socket.parser;
  queueMicrotask(() => free(parser, req, socket));
  socket.on('error', ignoreError);
  socket.on('end', destroyOnEnd);
  socket.resume();
  return socket;
}

/**
 * The response head, written by hand: status line, `headers` (name, value, ...) validated as node:http would, Date,
 * chunked framing, and `Connection: close` (nothing on this connection would read a next request).
 */
export function streamHead(headers: readonly string[]): string {
  let head = 'HTTP/1.1 200 OK\r\n';
  for (let i = 0; i + 1 < headers.length; i += 2) {
    const name = headers[i]!;
    const value = headers[i + 1]!;
    if (/^(connection|transfer-encoding|content-length|date)$/i.test(name)) continue;
    validateHeaderName(name);
    validateHeaderValue(name, value);
    head += `${name}: ${value}\r\n`;
  }
  return `${head}Date: ${new Date().toUTCString()}\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n`;
}

/** One chunk of the chunked body (RFC 9112 §7.1). */
export const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;

/** The last chunk: the response is complete. */
export const LAST_CHUNK = '0\r\n\r\n';

/** A taken socket whose client keeps it open after the last chunk is destroyed after this long. */
const END_GRACE_MS = 5_000;

/** Ends a taken socket's response: the last chunk, then the connection (closed at the latest END_GRACE_MS later). */
export function endTakenSocket(socket: Socket) {
  if (socket.writableEnded) return;
  socket.end(LAST_CHUNK);
  socket.setTimeout(END_GRACE_MS, () => socket.destroy());
}
