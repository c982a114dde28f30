import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riderQuote } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { writeAllRemotePages } from '../test/remote-pages';
import { writeFile as write } from '../test/write-file';

// ADR 0062: a rider's status link arrives with its status in the HTML. The API reads the status the way GET
// /api/quote-status/{token} does, counted in the same per-address limit, and hands it to the server render as the page's
// seeded query; the page carries one rider's request, so it is rendered for that request only and never stored. The
// bundles here are small CommonJS modules with the real bundles' exports (the real render: the e2e
// rider-pages-server-render.spec.ts); this fake shell writes the answers it was given into the page.

const INDEX = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>MotoHaul</title></head><body>
    <div id="root"></div>
<script defer src="/main.0123abcd.js"></script></body></html>`;
const SHELL_SERVER = `
exports.sharedModules = {};
const routes = new Map();
exports.provideServerRoutes = (remote, given) => { routes.set(remote, given); };
exports.renderPage = async ({ url, queries }) => {
  const { pathname } = new URL(url, 'http://server.invalid');
  if (!pathname.startsWith('/quote-status/')) return null;
  globalThis.__statusRenders = (globalThis.__statusRenders ?? 0) + 1;
  const answers = (queries ?? []).map((query) => query.data.headline + ' for ' + query.data.jobReference).join(', ');
  return { rootHtml: '<main><h1>Your Quote Request</h1><p id="answers">' + (answers || 'none') + '</p></main>', page: { remote: 'mf_quote', path: '/quote-status/:token' } };
};`;
const QUOTE_SERVER = `exports.routes = [{ path: '/quote-status/:token', page: () => null, handle: { signedOut: true } }];`;

describe('the status page as HTML (ADR 0062)', () => {
  let t: TestApp;
  let root: string;
  const renders = () => (globalThis as { __statusRenders?: number }).__statusRenders ?? 0;
  const page = (token: string, ip = '198.51.100.7') => t.agent.get(`/quote-status/${token}`).set('Accept', 'text/html').set('X-Forwarded-For', ip);
  const answersOf = (html: string) => /<p id="answers">([^<]*)<\/p>/.exec(html)?.[1];

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-status-'));
    write(path.join(root, 'shell/dist/index.html'), INDEX);
    write(path.join(root, 'shell/dist/server/server.cjs'), SHELL_SERVER);
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

  it('when a rider opens their status link, then the HTML carries the status the API gives, is rendered afresh and never stored', async () => {
    const { jobReference, statusToken } = await submitQuote();
    const before = renders();
    const res = await page(statusToken).expect(200);
    expect(answersOf(res.text)).toBe(`Waiting for a provider for ${jobReference}`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // The state the browser hydrates with holds the same answer under the status page's query key, with its time.
    const state = JSON.parse(/<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(res.text)?.[1] ?? '{}') as {
      queries?: { queryKey: unknown[]; data: { jobReference: string }; updatedAt: number }[];
    };
    expect(state.queries).toEqual([{ queryKey: ['quote-status', statusToken], data: expect.objectContaining({ jobReference }), updatedAt: expect.any(Number) }]);
    await page(statusToken, '198.51.100.8').expect(200);
    expect(renders()).toBe(before + 2);
  });

  it('when a token opens nothing, then the page is drawn without an answer (the browser asks and says the link is not valid)', async () => {
    const res = await page('bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtYWJj', '198.51.100.20').expect(200);
    expect(answersOf(res.text)).toBe('none');
    expect(res.text).not.toContain('"queries"');
  });

  it('when a client is over the status lookups limit, then its page comes without the answer; another client still gets it', async () => {
    const { statusToken, jobReference } = await submitQuote();
    const ip = '198.51.100.30';
    // The limit (3 per window) counts the page and the API's answer alike.
    await t.agent.get(`/api/quote-status/${statusToken}`).set('X-Forwarded-For', ip).expect(200);
    expect(answersOf((await page(statusToken, ip).expect(200)).text)).toContain(jobReference);
    expect(answersOf((await page(statusToken, ip).expect(200)).text)).toContain(jobReference);
    expect(answersOf((await page(statusToken, ip).expect(200)).text)).toBe('none');
    await t.agent.get(`/api/quote-status/${statusToken}`).set('X-Forwarded-For', ip).expect(429);
    expect(answersOf((await page(statusToken, '198.51.100.31').expect(200)).text)).toContain(jobReference);
  });
});
