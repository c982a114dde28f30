import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepConnectionsAlive } from './keep-alive';

// A client's kept-alive connection still answers after a pause longer than Node's own 5 s keep-alive timeout, so the
// client's next request is never sent on a connection the server is closing (ECONNRESET).

describe('keepConnectionsAlive', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('when a client pauses 6 s between two requests on one connection, then the second is answered on the same socket', async () => {
    server = keepConnectionsAlive(http.createServer((_req, res) => res.end('ok')));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ body: string; socket: unknown }>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, agent }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ body, socket: req.socket }));
        });
        req.on('error', reject);
      });
    try {
      const first = await get();
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const second = await get();
      expect(second.body).toBe('ok');
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });
});
