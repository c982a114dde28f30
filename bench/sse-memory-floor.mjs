// The memory floor of an event stream in Node (issue 17 item 5, ADR 0038): a server process holds STREAMS idle
// event streams and reports what each costs, as the RSS delta and as the heap + external delta after a full GC.
// MODE=http is a bare `node:http` server (the floor: a socket, its parser, IncomingMessage and ServerResponse);
// MODE=express the same response from an Express 5 route (Express's per-request objects on top).
// MODE=net a plain `net` server writing the response by hand (one socket per stream, nothing else); MODE=http-detach
// node:http with the response detached (res.detachSocket) and written on the socket by hand; MODE=http-free the same
// with node:http's parser and listeners let go as the API does (stream-socket.ts, ADR 0038 amended).
// "V8 heap reserved" is the heapTotal delta: mostly the young generation grown while the streams opened.
// Usage: node bench/sse-memory-floor.mjs   (STREAMS=5000 MODE=http|express|net|http-detach|http-free, a comma list,
// both (http,express) or all; PORT=<a free port> else any; SERVER_NODE_ARGS=node flags of the server)
import { fork, spawnSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

const STREAMS = Number(process.env.STREAMS ?? 5000);
const ALL_MODES = ['http', 'express', 'net', 'http-detach', 'http-free'];
const MODES = (process.env.MODE ?? 'both') === 'both' ? ['http', 'express'] : process.env.MODE === 'all' ? ALL_MODES : process.env.MODE.split(',');
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
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return { rss, heap: heapUsed + external + arrayBuffers, heapTotal };
};

if (process.argv[2] === 'serve') {
  // The server: answers every request with an open event stream and reports its memory when asked.
  const mode = process.argv[3];
  const open = (req, res) => {
    req.socket.setNoDelay(true);
    res.writeHead(200, SSE_HEADERS);
    res.write('retry: 5000\n\ndata: {"type":"connected"}\n\n');
  };
  // The head and the first event written on the socket by hand (chunked framing), as node:http would send them.
  const RAW_HEAD = `HTTP/1.1 200 OK\r\n${Object.entries(SSE_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}Transfer-Encoding: chunked\r\n\r\n`;
  const chunk = (text) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
  const FIRST = 'retry: 5000\n\ndata: {"type":"connected"}\n\n';
  let handler = open;
  if (mode === 'express') {
    const express = (await import('express')).default;
    const app = express();
    app.get('/stream', open);
    handler = app;
  } else if (mode === 'http-detach') {
    // node:http parses the request; the response is then taken off its ServerResponse (detachSocket) and written on
    // the socket by hand. Node still keeps the request, its parser and the response (its per-connection state).
    handler = (req, res) => {
      const socket = req.socket;
      socket.setNoDelay(true);
      res.detachSocket(socket);
      socket.write(RAW_HEAD + chunk(FIRST));
    };
  } else if (mode === 'http-free') {
    // As http-detach, and node:http's per-connection state is let go as it does for an 'upgrade' (Node internals:
    // the parser is freed, the connection's listeners removed), so only the socket stays.
    // The same as api/src/contexts/leads/stream-socket.ts (takeSocket).
    const HTTP_LISTENERS = new Set(['socketOnClose', 'onServerResponseClose', 'socketOnError', 'socketOnDrain', 'socketOnData', 'socketOnEnd', 'socketOnTimeout', 'onSocketResume', 'onSocketPause']);
    const ignoreError = () => {};
    function destroyOnEnd() {
      this.destroy();
    }
    const { freeParser } = (await import('node:module')).createRequire(import.meta.url)('_http_common');
    handler = (req, res) => {
      const socket = req.socket;
      socket.setNoDelay(true);
      res.detachSocket(socket);
      for (const event of ['data', 'end', 'close', 'drain', 'error', 'timeout', 'resume', 'pause']) {
        for (const listener of socket.listeners(event)) if (HTTP_LISTENERS.has(listener.name.replace(/^bound /, ''))) socket.off(event, listener);
      }
      const parser = socket.parser;
      queueMicrotask(() => freeParser(parser, req, socket));
      socket.on('error', ignoreError);
      socket.on('end', destroyOnEnd);
      socket.write(RAW_HEAD + chunk(FIRST));
    };
  }
  if (mode === 'net') {
    // A plain TCP server: reads the request head and writes the response by hand; one socket per stream, nothing else.
    const server = net.createServer((socket) => {
      socket.setNoDelay(true);
      let head = '';
      const onData = (data) => {
        head += data;
        if (!head.includes('\r\n\r\n')) return;
        socket.off('data', onData);
        head = '';
        socket.write(RAW_HEAD + chunk(FIRST));
      };
      socket.on('data', onData);
      socket.on('error', () => {});
    });
    server.listen(Number(process.argv[4]), '127.0.0.1', () => process.send({ port: server.address().port, ...memory() }));
    process.on('message', () => process.send(memory()));
  }
  const server = mode === 'net' ? null : http.createServer(handler);
  if (server) {
    server.listen(Number(process.argv[4]), '127.0.0.1', () => process.send({ port: server.address().port, ...memory() }));
    process.on('message', () => process.send(memory()));
  }
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
      `  ${mode.padEnd(8)} RSS ${kb((after.rss - before.rss) / STREAMS)} per stream, heap + external after GC ${kb((after.heap - before.heap) / STREAMS)}, V8 heap reserved ${kb((after.heapTotal - before.heapTotal) / STREAMS)} per stream`,
    );
    sockets.forEach((socket) => socket.destroy());
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await exited; // its port is free for the next mode
  }
}
