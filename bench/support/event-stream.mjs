// An open event stream (GET /api/notifications/stream) for benches that hold thousands of them.
import net from 'node:net';

/**
 * One stream over a plain TCP socket: resolves once 'connected' arrived; records when each lead id arrives. The
 * load generator shares the machine's cores with the servers, so it does as little as it can per event: no HTTP
 * client parser (the chunk-size lines of the chunked body sit between messages, on lines of their own) and no JSON
 * parsing (only new_lead messages carry an id: the lead's).
 */
export function openStream(baseUrl, cookie, arrivals) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`GET /api/notifications/stream HTTP/1.1\r\nHost: ${hostname}:${port}\r\nCookie: ${cookie}\r\nAccept: text/event-stream\r\n\r\n`);
    });
    socket.setEncoding('utf8');
    let buffer = '';
    let connected = false;
    socket.on('data', (chunk) => {
      const now = performance.now();
      buffer += chunk;
      if (!connected && !buffer.startsWith('HTTP/1.1 200')) {
        if (buffer.length >= 12) reject(new Error(`Stream answered ${buffer.slice(0, 40)}`));
        return;
      }
      let end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        if (id) arrivals.push({ id: Number(id), at: now });
        else if (!connected && block.includes('"type":"connected"')) {
          connected = true;
          resolve(socket);
        }
      }
    });
    socket.on('error', reject);
  });
}
