import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProvider } from '../test/factories';
import { FAKE_SHELL_SERVER, fakeRemoteServer } from '../test/fake-server-bundles';
import { cookieFor } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { writeAllRemotePages, writeRemotePages } from '../test/remote-pages';
import { writeFile as write } from '../test/write-file';
import { RENDER_TIME_LIMIT_MS } from './server-render';

// ADR 0037, ADR 0044, ADR 0086: how the server serves a server-rendered page: rendered in a thread of its own by the
// shell's server bundle with the server bundle of the page's remote, of the release /remotes.json names; what the
// HTML carries (stylesheets in the head, the render's state, the markup in #root); and that a remote's code that
// throws or never ends costs its page the server render, never the API (a 5xx, a stalled process).

const INDEX = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>MotoHaul - Motorcycle Transport Services</title><meta name="description" content="The build's own description."></head><body><noscript>MotoHaul needs JavaScript to show motorcycle transport quotes.</noscript>
    <div id="root"></div>
<script defer src="/main.0123abcd.js"></script></body></html>`;

const publicServer = (home: string) => fakeRemoteServer(`[{ path: '/', page: page(${JSON.stringify(home)}) }, { path: '/find-providers', page: page('Directory') }]`);

describe('server-rendered public pages', () => {
  let t: TestApp;
  let root: string;
  let remotesFile: string;
  const page = (url: string) => t.agent.get(url).set('Accept', 'text/html');
  let releasesDir: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-ssr-'));
    write(path.join(root, 'shell/dist/index.html'), INDEX);
    write(path.join(root, 'shell/dist/953.0123abcd.css'), 'body{margin:0}\n/*# sourceMappingURL=953.0123abcd.css.map*/');
    write(path.join(root, 'shell/dist/server/server.cjs'), FAKE_SHELL_SERVER);
    // The offline page's stylesheet (copied from shell/public, unhashed): not the app's.
    write(path.join(root, 'shell/dist/offline.css'), 'body{display:grid;justify-items:center}');
    write(path.join(root, 'mf-public/dist/server/server.cjs'), publicServer('Home page'));
    write(path.join(root, 'mf-public/dist/562.11112222.css'), '.hero{background:url(hero.svg)}\n/*# sourceMappingURL=x.css.map*/');
    await writeAllRemotePages(root);
    remotesFile = path.join(root, 'remotes.json');
    write(remotesFile, '{}');
    releasesDir = path.join(root, 'releases');
    // A secret in this process's environment, as main.ts has them: not in the render threads' (ADR 0086).
    process.env.STRIPE_SECRET_KEY = 'sk_test_not_for_remotes';
    try {
      t = await createTestApp({ STATIC_ROOT: root, REMOTES_FILE: remotesFile, RELEASES_DIR: releasesDir, SUPPORT_PHONE: '1300 123 456' });
    } finally {
      delete process.env.STRIPE_SECRET_KEY;
    }
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('when a visitor opens /, then the HTML carries the rendered page in #root, its stylesheets and the state it was drawn with', async () => {
    const res = await page('/').expect(200);
    const html = res.text;
    expect(html).toContain(
      '<div id="root"><main><h1>Home page</h1><p>1300 123 456</p><p></p><p>true</p></main></div><template id="root-end"></template>',
    );
    // The shell's stylesheet inline (no request before the first paint), allowed by its hash alone; the page's, which
    // refers to a file beside it, linked. #root stays hidden until the element after it is parsed (allowed by its hash).
    expect(html).toContain(
      '<style data-href="/953.0123abcd.css">body{margin:0}</style><link rel="stylesheet" href="/953.0123abcd.css" disabled /><link rel="stylesheet" href="/remotes/mf-public/562.11112222.css" /><style>#root:not(:has(~ #root-end)){visibility:hidden}</style></head>',
    );
    const [hash, untilParsed] = ['body{margin:0}', '#root:not(:has(~ #root-end)){visibility:hidden}'].map((css) =>
      createHash('sha256').update(css).digest('base64').replace(/[+/]/g, '\\$&'),
    );
    expect(res.headers['content-security-policy']).toMatch(new RegExp(`(^|;)style-src 'self'\\s+'sha256-${hash}'\\s+'sha256-${untilParsed}'(;|$)`));
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // The state: the page, and what the shell and the route asked the API for, as the page's client (no session).
    expect(html).toContain(
      '<script type="application/json" id="server-state">{"page":{"remote":"mf_public","path":"/"},"queries":{"config":{"supportPhone":"1300 123 456","appMode":"demo"},"user":null}}</script><div id="root">',
    );
    expect(html).not.toContain('<noscript>');
    expect(html).not.toContain('offline.css');
    // The page's head and the shell's script stay.
    expect(html).toContain('<title>Motorcycle Transport Quotes Australia-Wide | MotoHaul</title>');
    expect(html).toContain('<script defer src="/main.0123abcd.js"></script>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toBe('Accept-Encoding, Cookie');
  });

  it('when the browser accepts brotli, then the rendered page comes compressed', async () => {
    const plain = (await page('/').set('Accept-Encoding', 'identity').expect(200)).text;
    const res = await page('/').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toBe(plain);
    expect(plain).toContain('<h1>Home page</h1>');
  });

  it('when a page is opened with a query, then it is rendered with it, afresh each time', async () => {
    expect((await page('/find-providers?q=%3Cb%3E').expect(200)).text).toContain('<h1>Directory</h1><p>1300 123 456</p><p>?q=%3Cb%3E</p>');
    expect((await page('/find-providers?q=2150').expect(200)).text).toContain('<p>?q=2150</p>');
  });

  it('when a page no server bundle draws is opened (mf-crm has none here), then the browser draws it with the state alone', async () => {
    const res = await page('/login').expect(200);
    expect(res.text).toContain(
      '<script type="application/json" id="server-state">{"page":null,"queries":{"config":{"supportPhone":"1300 123 456","appMode":"demo"},"user":null}}</script><div id="root"></div>',
    );
    expect(res.text).toContain('<noscript>');
    expect(res.text).not.toContain('stylesheet');
    expect(res.headers['content-security-policy']).not.toContain('sha256-');
  });

  it('when a path has no route, then it still answers 404 with the app, not rendered', async () => {
    const res = await page('/no-such-page').expect(404);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('when /remotes.json points mf_public at a release, then its pages are drawn by that release (its server bundle and stylesheets) until it points back', async () => {
    const release = path.join(releasesDir, 'mf-public/2.0.0');
    write(path.join(release, 'server/server.cjs'), publicServer('Home page of release 2'));
    await writeRemotePages('mf-public', release);
    write(path.join(release, 'home.2222.css'), '.hero{color:red}');
    write(remotesFile, JSON.stringify({ mf_public: '/releases/mf-public/2.0.0/remoteEntry.js' }));
    try {
      const html = (await page('/').expect(200)).text;
      expect(html).toContain('<div id="root"><main><h1>Home page of release 2</h1><p>1300 123 456</p><p></p><p>true</p></main></div>');
      expect(html).toContain('<style data-href="/releases/mf-public/2.0.0/home.2222.css">.hero{color:red}</style>');
    } finally {
      write(remotesFile, '{}');
    }
    expect((await page('/').expect(200)).text).toContain('<h1>Home page</h1>');
  });

  /** Points mf_public at a release whose server bundle is `bundle`, runs `opened`, and points it back. */
  async function withPublicRelease(name: string, bundle: string, opened: () => Promise<void>) {
    const release = path.join(releasesDir, 'mf-public', name);
    write(path.join(release, 'server/server.cjs'), bundle);
    await writeRemotePages('mf-public', release);
    write(remotesFile, JSON.stringify({ mf_public: `/releases/mf-public/${name}/remoteEntry.js` }));
    try {
      await opened();
    } finally {
      write(remotesFile, '{}');
    }
  }

  /** The page the browser draws, and the one log line of the failed render naming the remote and its release. */
  async function drawnByTheBrowser(name: string, failure: RegExp) {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const res = await page('/').expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('server-state');
      expect(warn).toHaveBeenCalledTimes(1);
      const line = String(warn.mock.calls[0]?.[0]);
      expect(line).toContain(`mf_public (release /releases/mf-public/${name}/)`);
      expect(line).toMatch(failure);
      expect(line).not.toContain('\n');
    } finally {
      warn.mockRestore();
    }
  }

  it("when a release's server bundle requires a module the render does not share, then the browser draws its pages, and one line says why", async () => {
    await withPublicRelease('unshared', `const fs = require('node:fs'); exports.routes = [{ path: '/', page: () => [String(fs)] }];`, () =>
      drawnByTheBrowser('unshared', /requires node:fs, which the server render does not share/),
    );
    expect((await page('/').expect(200)).text).toContain('<h1>Home page</h1>');
  });

  it("when a release's page throws as it renders, then the browser draws it, and one line names the remote and its release", async () => {
    await withPublicRelease('throws', fakeRemoteServer(`[{ path: '/', page: () => { throw new Error('The hero is missing'); } }]`), () =>
      drawnByTheBrowser('throws', /Error: The hero is missing/),
    );
    expect((await page('/').expect(200)).text).toContain('<h1>Home page</h1>');
  });

  it("when a release's page reads the environment, then it finds none of the API's settings", async () => {
    await withPublicRelease('environment', fakeRemoteServer(`[{ path: '/', page: page(Object.keys(process.env).sort().join(' ')) }]`), async () => {
      const heading = /<h1>([^<]*)<\/h1>/.exec((await page('/').expect(200)).text)?.[1] ?? '';
      expect(heading.split(' ').filter((name) => !['LANG', 'NODE_ENV', 'TZ'].includes(name))).toEqual([]);
    });
  });

  it("when a release's page never ends, then its thread is ended at the time limit, the browser draws it, and the API answers meanwhile", async () => {
    await withPublicRelease('loops', fakeRemoteServer(`[{ path: '/', page: () => { for (;;); } }]`), async () => {
      const started = Date.now();
      const drawn = drawnByTheBrowser('loops', /aborted/);
      // The API's own thread is free while the render loops: another request is answered at once.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await t.agent.get('/api/config/public').expect(200);
      expect(Date.now() - started).toBeLessThan(RENDER_TIME_LIMIT_MS);
      await drawn;
      expect(Date.now() - started).toBeGreaterThanOrEqual(RENDER_TIME_LIMIT_MS);
    });
    // A new thread renders the next page.
    expect((await page('/').expect(200)).text).toContain('<h1>Home page</h1>');
  });

  it('when mf-quote\'s build has a server bundle, then the rider\'s pages are drawn by it, whatever draws the public pages', async () => {
    const bundle = path.join(root, 'mf-quote/dist/server/server.cjs');
    write(bundle, fakeRemoteServer(`[{ path: '/get-quote', page: page('Get Your Free Transport Quote') }]`));
    write(path.join(root, 'mf-quote/dist/quote.3333.css'), '.wizard{color:blue}');
    write(remotesFile, JSON.stringify({ mf_public: 'https://cdn.example/mf-public/remoteEntry.js' }));
    try {
      const html = (await page('/get-quote?pickupLocation=Parramatta').expect(200)).text;
      expect(html).toContain('<div id="root"><main><h1>Get Your Free Transport Quote</h1><p>1300 123 456</p><p>?pickupLocation=Parramatta</p><p>true</p></main></div>');
      expect(html).toContain('"page":{"remote":"mf_quote","path":"/get-quote"}');
      expect(html).toContain('<style data-href="/remotes/mf-quote/quote.3333.css">.wizard{color:blue}</style>');
      // mf_public on another origin (no pages.json here, so 404): its pages are the browser's to draw, the rider's
      // still arrive as HTML.
      expect((await page('/')).text).not.toContain('<main>');
    } finally {
      write(remotesFile, '{}');
      fs.rmSync(bundle);
    }
    expect((await page('/get-quote').expect(200)).text).not.toContain('<main>');
    expect((await page('/').expect(200)).text).toContain('<h1>Home page</h1>');
  });

  it("when a provider opens /dashboard and mf-crm's build has a server bundle, then the page is drawn with their session, and never stored", async () => {
    const bundle = path.join(root, 'mf-crm/dist/server/server.cjs');
    write(bundle, fakeRemoteServer(`[{ path: '/dashboard', signedIn: true, page: page('Provider Dashboard') }]`));
    write(path.join(root, 'mf-crm/dist/page-dashboard.4444.css'), '.pipeline{color:green}');
    write(path.join(root, 'shell/dist/signed-in-assets.json'), JSON.stringify({ routedApp: { js: ['routed-app.5555.js'], css: [] }, firstPage: { js: ['first-page.6666.js'], css: [] } }));
    const provider = await createProvider(t, { username: 'drawn-dashboard', firstName: 'Jordan' });
    const cookie = await cookieFor(t, provider);
    try {
      const res = await page('/dashboard').set('Cookie', cookie).expect(200);
      expect(res.text).toContain('<div id="root"><main><h1>Provider Dashboard</h1><p>1300 123 456</p><p></p><p>true</p><p>Jordan</p></main></div>');
      expect(res.text).toContain('"page":{"remote":"mf_crm","path":"/dashboard"}');
      expect(res.text).toContain('<style data-href="/remotes/mf-crm/page-dashboard.4444.css">.pipeline{color:green}</style>');
      // Its disabled link names the file as mf-crm's runtime does (under its absolute public path), so the runtime takes
      // it as loaded and does not fetch it again.
      expect(res.text).toContain(`<link rel="stylesheet" href="${t.env.publicOrigin}/remotes/mf-crm/page-dashboard.4444.css" disabled />`);
      expect(res.text).not.toContain('rel="preload" as="style"');
      // It is hydrated as drawn, without the routed app (ADR 0091): the first page's files are named, not the routed app's.
      expect(res.text).toContain('<link rel="preload" as="script" href="/first-page.6666.js" />');
      expect(res.text).not.toContain('routed-app.5555.js');
      expect(res.headers['cache-control']).toBe('no-store');
      const visitor = await page('/dashboard').expect(200);
      expect(visitor.text).toContain('<div id="root"><main><h1>Provider Dashboard</h1><p>1300 123 456</p><p></p><p>true</p></main></div>');
      expect(visitor.headers['cache-control']).toBe('no-cache');
    } finally {
      fs.rmSync(bundle);
    }
    expect((await page('/dashboard').expect(200)).text).not.toContain('<main>');
    // Drawn by the browser, the provider's page names the routed app's files.
    expect((await page('/dashboard').set('Cookie', cookie).expect(200)).text).toContain('<link rel="preload" as="script" href="/routed-app.5555.js" />');
    fs.rmSync(path.join(root, 'shell/dist/signed-in-assets.json'));
  });

  it.each([
    ['another origin', 'https://cdn.example/mf-public/remoteEntry.js'],
    ['a path out of the releases', '/releases/../mf-public/dist/remoteEntry.js'],
    ['a release without a server bundle', '/releases/mf-public/none/remoteEntry.js'],
  ])('when /remotes.json points mf_public at %s, then its pages are drawn by the browser', async (_case, url) => {
    await writeRemotePages('mf-public', path.join(releasesDir, 'mf-public/none'));
    write(remotesFile, JSON.stringify({ mf_public: url }));
    try {
      // (A build this server cannot read has no pages.json here either: its paths answer 404, drawn by the browser.)
      expect((await page('/')).text).not.toContain('<main>');
    } finally {
      write(remotesFile, '{}');
    }
  });
});
