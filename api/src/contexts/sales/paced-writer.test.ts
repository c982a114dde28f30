import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressResponses } from '../../http/compress-responses';
import { pacedWriter } from './paced-writer';

/** A server answering GET / with `chunks` chunks of hard-to-compress text through the compression middleware. */
async function serve(chunks: string[]) {
  const app = express();
  app.use(compressResponses());
  app.get('/', async (_req, res) => {
    res.set('Content-Type', 'text/csv; charset=utf-8');
    const write = pacedWriter(res);
    for (const chunk of chunks) if (!(await write(chunk))) return;
    res.end();
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Reads the gzip answer slowly (paused 5 ms after every piece), so the server waits for 'drain' many times. */
function readSlowly(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    http.get({ port, path: '/', headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      expect(response.headers['content-encoding']).toBe('gzip');
      const pieces: Buffer[] = [];
      response.on('data', (piece: Buffer) => {
        pieces.push(piece);
        response.pause();
        setTimeout(() => response.resume(), 5);
      });
      response.on('end', () => resolve(zlib.gunzipSync(Buffer.concat(pieces)).toString('utf8')));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('pacedWriter', () => {
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  let close = () => undefined as void;
  afterEach(() => {
    process.off('warning', onWarning);
    close();
  });

  it('when a compressed answer waits for a slow reader many times, then it arrives whole and no listener piles up', async () => {
    process.on('warning', onWarning);
    // 400 chunks of 16 KB of base64 noise (about 6.4 MB that gzip barely shrinks): far more than the socket buffers.
    const chunks = Array.from({ length: 400 }, () => randomBytes(12 * 1024).toString('base64'));
    const { server, port } = await serve(chunks);
    close = () => void server.close();

    const body = await readSlowly(port);

    expect(body).toBe(chunks.join(''));
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
  });
});
