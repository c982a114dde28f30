import http from 'node:http';

/**
 * A small round-robin HTTP load balancer for tests (issue 8: several API processes behind a proxy).
 * Like a real balancer it checks each upstream's /api/health every 100 ms and sends requests only to
 * healthy ones (a process shutting down fails its health at once); a connection refused by one upstream
 * is retried on the next, since the request never reached the server. Each upstream request uses a new
 * connection. Streaming responses (server-sent events) are piped through unbuffered.
 */
export async function startHttpProxy(allUpstreams: string[]) {
  let next = 0;
  const healthy = new Set(allUpstreams);
  const check = async (upstream: string) => {
    try {
      const res = await fetch(`${upstream}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) healthy.add(upstream);
      else healthy.delete(upstream);
    } catch {
      healthy.delete(upstream);
    }
  };
  const checker = setInterval(() => allUpstreams.forEach((upstream) => void check(upstream)), 100);
  const currentUpstreams = () => (healthy.size > 0 ? allUpstreams.filter((upstream) => healthy.has(upstream)) : allUpstreams);
  const sockets = new Set<import('node:net').Socket>();

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, first: number, attempt: number) => {
    const upstreams = currentUpstreams();
    const target = new URL(upstreams[(first + attempt) % upstreams.length]!);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: req.headers.host ?? target.host, connection: 'close' },
        agent: false,
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && attempt + 1 < allUpstreams.length * 2) return forward(req, res, body, first, attempt + 1);
      console.error(`proxy: ${req.method} ${req.url} to ${target.host} failed: ${error.code ?? error.message}`);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Bad gateway' }));
      else res.destroy();
    });
    res.on('close', () => upstream.destroy());
    upstream.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), next++, 0));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(checker);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
