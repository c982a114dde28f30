import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riderQuote } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { writeAllRemotePages } from '../test/remote-pages';
import { writeFile as write } from '../test/write-file';
import { FAKE_SHELL_SERVER, fakeRemoteServer } from '../test/fake-server-bundles';

// ADR 0062, ADR 0086: a rider's status link arrives with its status in the HTML. mf-quote's route loader asks GET
// /api/quote-status/{token} for it as the page's client, so the render's requests count in that client's limit, not
// the server's; the page carries one rider's request, so it is never stored. The bundles are small CommonJS modules
// with the real bundles' exports (the real render: the e2e rider-pages-server-render.spec.ts).

const INDEX = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>MotoHaul</title></head><body>
    <div id="root"></div>
<script defer src="/main.0123abcd.js"></script></body></html>`;
const QUOTE_SERVER = fakeRemoteServer(`[{
  path: '/quote-status/:token',
  page: page('Your Quote Request'),
  loader: async ({ params }) => {
    const res = await fetch('/api/quote-status/' + params.token);
    return res.ok ? (await res.json()).headline : res.status;
  },
}]`);

describe('the status page as HTML (ADR 0062)', () => {
  let t: TestApp;
  let root: string;
  const page = (token: string, ip = '198.51.100.7') => t.agent.get(`/quote-status/${token}`).set('Accept', 'text/html').set('X-Forwarded-For', ip);
  const answerOf = (html: string) => /<p id="data">([^<]*)<\/p>/.exec(html)?.[1];

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-status-'));
    write(path.join(root, 'shell/dist/index.html'), INDEX);
    write(path.join(root, 'shell/dist/server/server.cjs'), FAKE_SHELL_SERVER);
    write(path.join(root, 'mf-quote/dist/server/server.cjs'), QUOTE_SERVER);
    await writeAllRemotePages(root);
    const remotesFile = path.join(root, 'remotes.json');
    write(remotesFile, '{}');
    t = await createTestApp({ STATIC_ROOT: root, REMOTES_FILE: remotesFile, RATE_LIMIT_EVENTS: '3', RATE_LIMIT_QUOTES: '1000', TRUST_PROXY_HOPS: '1' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  let phone = 301;
  const submitQuote = async () => {
    const res = await t.agent
      .post('/api/leads')
      .send(riderQuote({ customerPhone: `0412 558 ${String(phone++).padStart(3, '0')}` }))
      .expect(201);
    return res.body as { jobReference: string; statusToken: string };
  };

  it('when a rider opens their status link, then the HTML carries the status the API gives, and is never stored', async () => {
    const { statusToken } = await submitQuote();
    const res = await page(statusToken).expect(200);
    expect(answerOf(res.text)).toBe('"Waiting for a provider"');
    expect(res.text).toContain('"data":"Waiting for a provider"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('when a token opens nothing, then the page is drawn with the answer the API gave the loader', async () => {
    expect(answerOf((await page('bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtYWJj', '198.51.100.20').expect(200)).text)).toBe('404');
  });

  it("when a client is over the status lookups limit, then its page's loader is refused; another client's is not", async () => {
    const { statusToken } = await submitQuote();
    const ip = '198.51.100.30';
    // The limit (3 per window) counts the page's lookups and the client's own alike, per client address.
    await t.agent.get(`/api/quote-status/${statusToken}`).set('X-Forwarded-For', ip).expect(200);
    expect(answerOf((await page(statusToken, ip).expect(200)).text)).toBe('"Waiting for a provider"');
    expect(answerOf((await page(statusToken, ip).expect(200)).text)).toBe('"Waiting for a provider"');
    expect(answerOf((await page(statusToken, ip).expect(200)).text)).toBe('429');
    await t.agent.get(`/api/quote-status/${statusToken}`).set('X-Forwarded-For', ip).expect(429);
    expect(answerOf((await page(statusToken, '198.51.100.31').expect(200)).text)).toBe('"Waiting for a provider"');
  });

  it('when a request names a client address without the render threads\' word, then it counts as its own address', async () => {
    const { statusToken } = await submitQuote();
    for (let i = 0; i < 3; i++) await t.agent.get(`/api/quote-status/${statusToken}`).set('X-Forwarded-For', '198.51.100.40').set('X-Motohaul-Client', `198.51.100.${50 + i}`);
    await t.agent.get(`/api/quote-status/${statusToken}`).set('X-Forwarded-For', '198.51.100.40').set('X-Motohaul-Client', '198.51.100.60').set('X-Motohaul-Render', 'guess').expect(429);
  });
});
