import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead, createProvider } from '../test/factories';
import { cookieFor } from '../test/sign-in';
import { writeAllRemotePages } from '../test/remote-pages';
import { createTestApp, type TestApp } from '../test/test-app';
import { writeFile as write } from '../test/write-file';

// Issue 17: built files are sent as the precompressed copy the browser accepts (the build writes .br and .gz beside
// each, scripts/compress-build.mjs), dynamic JSON above 1 KB is compressed on the fly, small answers are not.

const SCRIPT = `console.log(${JSON.stringify('a motorcycle on a trailer '.repeat(200))});`;
const INDEX = `<!doctype html><title>MotoHaul shell</title><main>${'<p>ride</p>'.repeat(100)}</main>`;

describe('compressed answers', () => {
  let t: TestApp;
  let root: string;
  const withCopies = (file: string, content: string) => {
    write(file, content);
    write(`${file}.br`, zlib.brotliCompressSync(content));
    write(`${file}.gz`, zlib.gzipSync(content));
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-compressed-'));
    withCopies(path.join(root, 'shell/dist/index.html'), INDEX);
    withCopies(path.join(root, 'mf-quote/dist/static/js/main.0123abcd.js'), SCRIPT);
    write(path.join(root, 'mf-quote/dist/static/js/plain.0123abcd.js'), SCRIPT);
    await writeAllRemotePages(root);
    t = await createTestApp({ STATIC_ROOT: root });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const asset = '/remotes/mf-quote/static/js/main.0123abcd.js';

  it('when the browser accepts brotli, then a hashed script is its .br copy, cached as the script, varying by encoding', async () => {
    const res = await t.agent.get(asset).set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(Number(res.headers['content-length'])).toBe(fs.statSync(path.join(root, 'mf-quote/dist/static/js/main.0123abcd.js.br')).size);
    expect(res.text).toBe(SCRIPT);
  });

  it('when the browser accepts gzip only, then it gets the .gz copy; with no encoding, the original', async () => {
    const gzip = await t.agent.get(asset).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(SCRIPT);
    const identity = await t.agent.get(asset).set('Accept-Encoding', 'identity').expect(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(Number(identity.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
  });

  it('when a file has no compressed copy, then the original is sent', async () => {
    const res = await t.agent.get('/remotes/mf-quote/static/js/plain.0123abcd.js').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(SCRIPT);
  });

  it('when a page is opened, then the shell index with its head is sent in brotli, as HTML that is always revalidated', async () => {
    const res = await t.agent.get('/find-providers').set('Accept', 'text/html').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    // The page's head (ADR 0025) in place of the build's title; the rest of the index as built.
    expect(res.text).toContain('<title>Find Motorcycle Transport Providers | MotoHaul</title>');
    expect(res.text.slice(res.text.indexOf('<main>'))).toBe(INDEX.slice(INDEX.indexOf('<main>')));
  });

  it('when an API answer is above 1 KB, then it is compressed; a small one is not', async () => {
    const provider = await createProvider(t);
    for (let i = 0; i < 10; i += 1) await createLead(t);
    const large = await t.agent.get('/api/leads').set('Cookie', await cookieFor(t, provider)).set('Accept-Encoding', 'gzip').expect(200);
    expect(JSON.stringify(large.body).length).toBeGreaterThan(1024);
    expect(large.headers['content-encoding']).toBe('gzip');
    const small = await t.agent.get('/api/health').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
