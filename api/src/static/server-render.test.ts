import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '../contexts/accounts/accounts-context';
import { createProvider } from '../test/factories';
import { cookieFor } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { writeAllRemotePages, writeRemotePages } from '../test/remote-pages';
import { writeFile as write } from '../test/write-file';

// ADR 0037, ADR 0044: how the server serves a server-rendered public page: which requests get the rendered markup (a
// visitor on a page a server bundle draws, drawn by the release of its remote that /remotes.json names), what the
// HTML carries (stylesheets in the head, the render's state, the markup in #root) and what stays as before
// (signed-in users, 404s, a remote on another origin). The bundles here are small CommonJS modules with the real
// bundles' exports and requires (shell/src/server/server.ts, mf-public/src/server/server.ts); the real render is tested
// in shell/src/server/render-page.test.tsx and the e2e.

const INDEX = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>MotoHaul - Motorcycle Transport Services</title><meta name="description" content="The build's own description."></head><body><noscript>MotoHaul needs JavaScript to show motorcycle transport quotes.</noscript>
    <div id="root"></div>
<script defer src="/main.0123abcd.js"></script></body></html>`;

// The page says whether the remote got the shell's platform and the same React as the shell (one instance of each).
const SHELL_SERVER = `
const React = require('react');
const platform = { name: 'platform' };
exports.sharedModules = { '@motohaul/platform': platform };
const routes = new Map();
exports.provideServerRoutes = (remote, given) => { routes.set(remote, given); };
exports.renderPage = async ({ url, config, queries }) => {
  const { pathname, search } = new URL(url, 'http://server.invalid');
  const [remote, route] = [...routes].flatMap(([name, given]) => given.filter((candidate) => candidate.path === pathname).map((candidate) => [name, candidate]))[0] ?? [];
  if (!route) return null;
  globalThis.__renders = (globalThis.__renders ?? 0) + 1;
  const [text, remotePlatform, remoteReact] = route.page();
  const shared = remotePlatform === platform && remoteReact === React;
  const page = { remote, path: route.path };
  const user = (queries ?? []).find((query) => query.queryKey.join('/') === 'auth/me')?.data;
  const signedIn = user ? '<p>' + user.firstName + '</p>' : '';
  return { rootHtml: '<main><h1>' + text + '</h1><p>' + config.supportPhone + '</p><p>' + search + '</p><p>' + shared + '</p>' + signedIn + '</main>', page };
};`;
const publicServer = (home: string) => `
const platform = require('@motohaul/platform');
const React = require('react');
exports.routes = [{ path: '/', page: () => [${JSON.stringify(home)}, platform, React] }, { path: '/find-providers', page: () => ['Directory', platform, React] }];`;

describe('server-rendered public pages', () => {
  let t: TestApp;
  let root: string;
  let remotesFile: string;
  const page = (url: string) => t.agent.get(url).set('Accept', 'text/html');
  let releasesDir: string;
  const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-ssr-'));
    write(path.join(root, 'shell/dist/index.html'), INDEX);
    write(path.join(root, 'shell/dist/953.0123abcd.css'), 'body{margin:0}\n/*# sourceMappingURL=953.0123abcd.css.map*/');
    write(path.join(root, 'shell/dist/server/server.cjs'), SHELL_SERVER);
    // The offline page's stylesheet (copied from shell/public, unhashed): not the app's.
    write(path.join(root, 'shell/dist/offline.css'), 'body{display:grid;justify-items:center}');
    write(path.join(root, 'mf-public/dist/server/server.cjs'), publicServer('Home page'));
    write(path.join(root, 'mf-public/dist/562.11112222.css'), '.hero{background:url(hero.svg)}\n/*# sourceMappingURL=x.css.map*/');
    await writeAllRemotePages(root);
    remotesFile = path.join(root, 'remotes.json');
    write(remotesFile, '{}');
    releasesDir = path.join(root, 'releases');
    t = await createTestApp({ STATIC_ROOT: root, REMOTES_FILE: remotesFile, RELEASES_DIR: releasesDir, SUPPORT_PHONE: '1300 123 456' });
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
    expect(html).toContain('<script type="application/json" id="server-state">{"config":{"supportPhone":"1300 123 456","appMode":"demo"},"page":{"remote":"mf_public","path":"/"}}</script><div id="root">');
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

  it('when a page is opened again, then its render is reused; another query is rendered for itself', async () => {
    await page('/find-providers').expect(200);
    const before = renders();
    expect((await page('/find-providers').expect(200)).text).toContain('<h1>Directory</h1>');
    expect(renders()).toBe(before);
    const searched = await page('/find-providers?q=%3Cb%3E').expect(200);
    expect(searched.text).toContain('<p>?q=%3Cb%3E</p>');
    expect(renders()).toBe(before + 1);
  });

  it('when the request carries a session cookie, then the page is the app for the browser to draw (a signed-in header differs)', async () => {
    const res = await page('/').set('Cookie', `${SESSION_COOKIE_NAME}=sealed`).expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('<noscript>');
    expect(res.text).not.toContain('server-state');
    expect(res.headers['content-security-policy']).not.toContain('sha256-');
  });

  it.each(['/get-quote', '/login'])('when %s (a page no server bundle draws) is opened, then it is the app as before', async (url) => {
    const res = await page(url).expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('stylesheet');
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

  it('when a release\'s server bundle requires a module the render does not share, then it is not loaded and the browser draws its pages', async () => {
    const release = path.join(releasesDir, 'mf-public/unshared');
    write(path.join(release, 'server/server.cjs'), `const fs = require('node:fs'); exports.routes = [{ path: '/', page: () => [String(fs)] }];`);
    await writeRemotePages('mf-public', release);
    write(remotesFile, JSON.stringify({ mf_public: '/releases/mf-public/unshared/remoteEntry.js' }));
    try {
      expect((await page('/').expect(200)).text).toContain('<div id="root"></div>');
    } finally {
      write(remotesFile, '{}');
    }
  });

  it('when mf-quote\'s build has a server bundle, then the rider\'s pages are drawn by it, whatever draws the public pages', async () => {
    const bundle = path.join(root, 'mf-quote/dist/server/server.cjs');
    write(
      bundle,
      `const platform = require('@motohaul/platform'); const React = require('react'); exports.routes = [{ path: '/get-quote', page: () => ['Get Your Free Transport Quote', platform, React] }];`,
    );
    write(path.join(root, 'mf-quote/dist/quote.3333.css'), '.wizard{color:blue}');
    write(remotesFile, JSON.stringify({ mf_public: 'https://cdn.example/mf-public/remoteEntry.js' }));
    try {
      const html = (await page('/get-quote?pickupLocation=Parramatta').expect(200)).text;
      expect(html).toContain('<div id="root"><main><h1>Get Your Free Transport Quote</h1><p>1300 123 456</p><p>?pickupLocation=Parramatta</p><p>true</p></main></div>');
      expect(html).toContain('"page":{"remote":"mf_quote","path":"/get-quote"}');
      expect(html).toContain('<style data-href="/remotes/mf-quote/quote.3333.css">.wizard{color:blue}</style>');
      // mf_public on another origin (no pages.json here, so 404): its pages are the browser's to draw, the rider's
      // still arrive as HTML.
      expect((await page('/')).text).toContain('<div id="root"></div>');
    } finally {
      write(remotesFile, '{}');
      fs.rmSync(bundle);
    }
    expect((await page('/get-quote').expect(200)).text).toContain('<div id="root"></div>');
    expect((await page('/').expect(200)).text).toContain('<h1>Home page</h1>');
  });

  it("when a provider opens /dashboard and mf-crm's build has a server bundle, then the page is drawn with their answers, inert until the app draws over it, and never stored (ADR 0066)", async () => {
    const bundle = path.join(root, 'mf-crm/dist/server/server.cjs');
    write(
      bundle,
      `const platform = require('@motohaul/platform'); const React = require('react'); exports.routes = [{ path: '/dashboard', page: () => ['Provider Dashboard', platform, React] }];`,
    );
    write(path.join(root, 'mf-crm/dist/page-dashboard.4444.css'), '.pipeline{color:green}');
    try {
      const provider = await createProvider(t, { username: 'drawn-dashboard', firstName: 'Jordan' });
      const res = await page('/dashboard').set('Cookie', await cookieFor(t, provider)).expect(200);
      expect(res.text).toContain('<div id="root" inert><main><h1>Provider Dashboard</h1><p>1300 123 456</p><p></p><p>true</p><p>Jordan</p></main></div>');
      expect(res.text).toContain('"page":{"remote":"mf_crm","path":"/dashboard"},"signedIn":true}</script>');
      expect(res.text).toContain('<style data-href="/remotes/mf-crm/page-dashboard.4444.css">.pipeline{color:green}</style>');
      // Its disabled link names the file as mf-crm's runtime does (under its absolute public path), so the runtime takes
      // it as loaded and does not fetch it again.
      expect(res.text).toContain(`<link rel="stylesheet" href="${t.env.publicOrigin}/remotes/mf-crm/page-dashboard.4444.css" disabled />`);
      expect(res.text).not.toContain('rel="preload" as="style"');
      // Inert without JavaScript: the notice that it needs it stays.
      expect(res.text).toContain('<noscript>');
      expect(res.headers['cache-control']).toBe('no-store');
      // A signed-in user's other pages, and a visitor's dashboard, are not drawn with anyone's answers.
      expect((await page('/').set('Cookie', await cookieFor(t, provider)).expect(200)).text).toContain('<div id="root"></div>');
      const visitor = await page('/dashboard').expect(200);
      expect(visitor.text).toContain('<div id="root"><main><h1>Provider Dashboard</h1><p>1300 123 456</p><p></p><p>true</p></main></div>');
      expect(visitor.text).not.toContain('"signedIn":true');
    } finally {
      fs.rmSync(bundle);
    }
    expect((await page('/dashboard').expect(200)).text).toContain('<div id="root"></div>');
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
      const html = (await page('/')).text;
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('server-state');
    } finally {
      write(remotesFile, '{}');
    }
  });
});
