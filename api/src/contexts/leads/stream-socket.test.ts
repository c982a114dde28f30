import http from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { chunk, endTakenSocket, streamHead, takeSocket } from './stream-socket';

// A plain node:http server whose handler takes (or tries to take) each request's socket (ADR 0038, amended).
async function serveWith(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Sends `request` on a raw TCP socket and collects what comes back until the server closes it. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (received += data));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('takeSocket: an event stream written on its socket once node:http let it go', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('when an HTTP/1.1 request is taken, then node:http keeps no hold on it and a client reads the hand-written response to its last chunk', async () => {
    let taken: { socket: Socket | null; res: http.ServerResponse } | null = null;
    const { server, port } = await serveWith((req, res) => {
      const socket = takeSocket(req, res);
      taken = { socket, res };
      if (!socket) return res.end();
      socket.write(streamHead(['Content-Type', 'text/event-stream; charset=utf-8', 'X-Content-Type-Options', 'nosniff']) + chunk('data: {"n":1}\n\n'));
      socket.write(chunk(': heartbeat\n\n'));
      endTakenSocket(socket);
    });
    servers.push(server);

    const body = await new Promise<{ headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${port}/stream`, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (data: string) => (text += data));
          response.on('end', () => resolve({ headers: response.headers, text }));
        })
        .on('error', reject);
    });

    expect(taken!.socket).not.toBeNull();
    // The response is detached and node:http's parser and listeners are gone: nothing reads the connection for it.
    expect(taken!.res.socket).toBeNull();
    expect(taken!.socket!.listenerCount('data')).toBe(0);
    expect(body.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(body.headers['x-content-type-options']).toBe('nosniff');
    expect(body.headers.connection).toBe('close');
    expect(body.headers['transfer-encoding']).toBe('chunked');
    expect(Number.isNaN(Date.parse(String(body.headers.date)))).toBe(false);
    expect(body.text).toBe('data: {"n":1}\n\n: heartbeat\n\n');
  });

  it('when the client goes away, then the taken socket closes (its close is what the hub listens to)', async () => {
    let closed!: Promise<void>;
    const { server, port } = await serveWith((req, res) => {
      const socket = takeSocket(req, res)!;
      closed = new Promise((resolve) => socket.on('close', () => resolve()));
      socket.write(streamHead([]) + chunk('data: {}\n\n'));
    });
    servers.push(server);
    const client = net.connect(port, '127.0.0.1', () => client.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
    await new Promise((resolve) => client.once('data', resolve));
    // node:http no longer counts the connection as one of its own: closing its idle ones leaves it alone.
    expect(() => server.closeIdleConnections()).not.toThrow();
    expect(client.destroyed).toBe(false);
    client.end();
    await closed;
  });

  it('when the request is HTTP/1.0 or the head was already sent, then the socket is not taken and node:http answers as usual', async () => {
    const results: (Socket | null)[] = [];
    const { server, port } = await serveWith((req, res) => {
      if (req.url === '/sent') res.writeHead(200).flushHeaders();
      results.push(takeSocket(req, res));
      res.end('plain');
    });
    servers.push(server);

    const old = await exchange(port, 'GET / HTTP/1.0\r\n\r\n');
    const sent = await exchange(port, 'GET /sent HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');

    expect(results).toEqual([null, null]);
    expect(old).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\nplain$/);
    expect(sent).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it('when a header value carries a line break, then the hand-written head refuses it as node:http does', () => {
    expect(() => streamHead(['X-Test', 'a\r\nSet-Cookie: b=c'])).toThrow();
    expect(() => streamHead(['Bad Name', 'value'])).toThrow();
    expect(streamHead(['Connection', 'keep-alive', 'X-A', '1'])).toMatch(/^HTTP\/1\.1 200 OK\r\nX-A: 1\r\nDate: .+\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n$/);
  });

  it('then a chunk is framed by its length in bytes, not characters', () => {
    expect(chunk('é')).toBe('2\r\né\r\n');
  });
});
