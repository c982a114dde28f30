import net from 'node:net';

/**
 * A TCP proxy in front of the PostgreSQL server, so a test can make the database "stop" (drop every
 * connection and refuse new ones) and "come back" without touching the shared server.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const created = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      created.once('error', reject);
      created.listen(port, '127.0.0.1', () => {
        port = (created.address() as net.AddressInfo).port;
        server = created;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  await listen();
  return {
    get port() {
      return port;
    },
    /** Drops every connection and refuses new ones, like a stopped server. */
    cut: stop,
    /** Accepts connections again on the same port. */
    restore: listen,
    close: stop,
  };
}
