// The memory floor of an event stream in Node (issue 17 item 5, ADR 0038): a server process holds STREAMS idle
// event streams and reports what each costs, as the RSS delta and as the heap + external delta after a full GC.
// MODE=http is a bare `node:http` server (the floor: a socket, its parser, IncomingMessage and ServerResponse);
// MODE=express the same response from an Express 5 route (Express's per-request objects on top).
// Usage: node bench/sse-memory-floor.mjs   (STREAMS=5000 MODE=http|express|both, PORT=<a free port> else any)
import { fork, spawnSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

const STREAMS = Number(process.env.STREAMS ?? 5000);
const MODES = (process.env.MODE ?? 'both') === 'both' ? ['http', 'express'] : [process.env.MODE];
const PORT = Number(process.env.PORT ?? 0);

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
};

const memory = () => {
  globalThis.gc();
  globalThis.gc();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heap: heapUsed + external + arrayBuffers };
};

if (process.argv[2] === 'serve') {
  // The server: answers every request with an open event stream and reports its memory when asked.
  const mode = process.argv[3];
  const open = (req, res) => {
    req.socket.setNoDelay(true);
    res.writeHead(200, SSE_HEADERS);
    res.write('retry: 5000\n\ndata: {"type":"connected"}\n\n');
  };
  let handler = open;
  if (mode === 'express') {
    const express = (await import('express')).default;
    const app = express();
    app.get('/stream', open);
    handler = app;
  }
  const server = http.createServer(handler);
  server.listen(Number(process.argv[4]), '127.0.0.1', () => process.send({ port: server.address().port, ...memory() }));
  process.on('message', () => process.send(memory()));
} else {
  if (!process.env.SSE_BENCH_CHILD) {
    const shell = spawnSync('sh', ['-c', `ulimit -n ${STREAMS * 2 + 512} 2>/dev/null || true; exec "$0" "$@"`, process.execPath, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, SSE_BENCH_CHILD: '1' },
    });
    process.exit(shell.status ?? 1);
  }
  const openStream = (port) =>
    new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET /stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`));
      socket.once('data', () => resolve(socket));
      socket.once('error', reject);
    });
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`Memory per idle event stream, ${STREAMS} streams (${http.maxHeaderSize} B max header size, Node ${process.version})`);
  for (const mode of MODES) {
    const server = fork(import.meta.filename, ['serve', mode, String(PORT)], { execArgv: ['--expose-gc', ...(process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)] });
    const next = () => new Promise((resolve) => server.once('message', resolve));
    const before = await next();
    const sockets = [];
    for (let i = 0; i < STREAMS; i += 100) {
      sockets.push(...(await Promise.all(Array.from({ length: Math.min(100, STREAMS - i) }, () => openStream(before.port)))));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.send('measure');
    const after = await next();
    console.log(
      `  ${mode.padEnd(8)} RSS ${kb((after.rss - before.rss) / STREAMS)} per stream, heap + external after GC ${kb((after.heap - before.heap) / STREAMS)} per stream`,
    );
    sockets.forEach((socket) => socket.destroy());
    server.kill();
  }
}
