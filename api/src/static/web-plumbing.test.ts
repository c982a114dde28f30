import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { writeAllRemotePages } from '../test/remote-pages';
import { writeFile as write } from '../test/write-file';

// Issue 17 item 3 (ADR 0025): a front-end route answers 200 and any other page path 404, both with the shell's HTML
// carrying the page's head; robots.txt, sitemap.xml and the icons answer as what they are.

const ORIGIN = 'https://motohaul.example';
const INDEX = `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="utf-8" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <title>MotoHaul - Motorcycle Transport Services</title>
    <meta name="description" content="The build's own description." />
    <script defer src="/main.0123abcd.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`;

describe('the web plumbing', () => {
  let t: TestApp;
  let root: string;
  const page = (url: string) => t.agent.get(url).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
  const metaOf = (html: string, attribute: string, key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html)?.[1];

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-plumbing-'));
    write(path.join(root, 'shell/dist/index.html'), INDEX);
    write(path.join(root, 'shell/dist/favicon.svg'), SVG);
    write(path.join(root, 'shell/dist/favicon.svg.br'), zlib.brotliCompressSync(SVG));
    write(path.join(root, 'shell/dist/favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
    write(path.join(root, 'shell/dist/icon-512.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    write(path.join(root, 'shell/dist/icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    write(path.join(root, 'shell/dist/manifest.webmanifest'), '{"name":"MotoHaul"}');
    write(path.join(root, 'shell/dist/sw.js'), 'self.addEventListener("fetch", () => {});');
    write(path.join(root, 'shell/dist/offline.html'), '<!doctype html><title>You are offline - MotoHaul</title>');
    await writeAllRemotePages(root);
    t = await createTestApp({ STATIC_ROOT: root, PUBLIC_ORIGIN: `${ORIGIN}/` });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/get-quote',
    '/Get-Quote/',
    '/quote-success',
    '/for-providers',
    '/signup',
    '/find-providers',
    '/privacy-policy',
    '/terms-and-conditions',
    '/login',
    '/provider-signup',
    '/auth/forgot-password',
    '/auth/reset-password?token=abc',
    '/dashboard',
    '/dashboard/leads/MT-250123',
    '/admin',
    '/admin/outbox',
  ])('when %s (a front-end route) is opened, then it answers 200 with the app', async (url) => {
    const res = await page(url).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('<script defer src="/main.0123abcd.js"></script>');
  });

  it.each(['/no-such-page', '/dashboard/leads', '/dashboard/leads/MT-1/extra', '/admin/outbox/extra', '/get-quote/x', '/favicon.png'])(
    'when %s (no front-end route) is opened, then it answers 404 with the app, which draws its not-found page',
    async (url) => {
      const res = await page(url).expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toContain('<title>404 Page Not Found | MotoHaul</title>');
      expect(metaOf(res.text, 'property', 'og:title')).toBeUndefined();
    },
  );

  it('when a miss is under /api, /remotes or /releases, then it stays the JSON error envelope', async () => {
    for (const url of ['/api/no-such-thing', '/remotes/mf-quote/nothing.js', '/releases/mf-public/9.9.9/remoteEntry.js', '/releases']) {
      const res = await page(url).expect(404);
      expect(res.body).toEqual({ message: 'Not found' });
    }
  });

  it('when a public page is opened, then its head carries its title, description, canonical URL, Open Graph and Twitter card', async () => {
    const res = await page('/For-Providers/').expect(200);
    const html = res.text;
    expect(html).toContain('<title>For Transport Providers: Exclusive Motorcycle Leads | MotoHaul</title>');
    expect(html).not.toContain('MotoHaul - Motorcycle Transport Services');
    expect(html).not.toContain("The build's own description.");
    expect(metaOf(html, 'name', 'description')).toMatch(/^Exclusive motorcycle transport leads for \$40 each/);
    expect(metaOf(html, 'property', 'og:title')).toBe('For Transport Providers: Exclusive Motorcycle Leads | MotoHaul');
    expect(metaOf(html, 'property', 'og:description')).toBe(metaOf(html, 'name', 'description'));
    expect(metaOf(html, 'property', 'og:url')).toBe(`${ORIGIN}/for-providers`);
    expect(metaOf(html, 'property', 'og:type')).toBe('website');
    expect(metaOf(html, 'property', 'og:image')).toBe(`${ORIGIN}/icon-512.png`);
    expect(metaOf(html, 'name', 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'name', 'twitter:title')).toBe('For Transport Providers: Exclusive Motorcycle Leads | MotoHaul');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/for-providers" />`);
    // The head is in the head, before the page's script; there is no inline script (the CSP allows none), only JSON
    // data blocks (the route owners, ADR 0047), which run nothing.
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/json"))/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each([
    ['/', 'Motorcycle Transport Quotes Australia-Wide | MotoHaul'],
    ['/get-quote', 'Get a Free Motorcycle Transport Quote | MotoHaul'],
    ['/signup', 'Become a Provider: Exclusive Motorcycle Transport Leads | MotoHaul'],
    ['/find-providers', 'Find Motorcycle Transport Providers | MotoHaul'],
    ['/privacy-policy', 'Privacy Policy | MotoHaul'],
    ['/terms-and-conditions', 'Terms and Conditions | MotoHaul'],
  ])('when the public page %s is opened, then its title and og:title are %s', async (url, title) => {
    const res = await page(url).expect(200);
    expect(res.text).toContain(`<title>${title}</title>`);
    expect(metaOf(res.text, 'property', 'og:title')).toBe(title);
    expect(metaOf(res.text, 'property', 'og:url')).toBe(`${ORIGIN}${url}`);
  });

  it.each([
    ['/login', 'Provider Login | MotoHaul'],
    ['/dashboard/leads/MT-250123', 'Dashboard | MotoHaul'],
    ['/admin/providers', 'Admin Dashboard | MotoHaul'],
  ])('when the non-public page %s is opened, then it has its title and a description but no sharing tags', async (url, title) => {
    const res = await page(url).expect(200);
    expect(res.text).toContain(`<title>${title}</title>`);
    expect(metaOf(res.text, 'name', 'description')).toBeTruthy();
    expect(res.text).not.toContain('og:');
    expect(res.text).not.toContain('rel="canonical"');
  });

  it('when a public page or a provider page is opened, then it links its own app manifest (the site, or the dashboard)', async () => {
    const manifests = (html: string) => [...html.matchAll(/<link rel="manifest" href="([^"]+)"/g)].map((match) => match[1]);
    expect(manifests((await page('/for-providers').expect(200)).text)).toEqual(['/manifest.webmanifest']);
    expect(manifests((await page('/login').expect(200)).text)).toEqual(['/dashboard.webmanifest']);
    expect(manifests((await page('/dashboard').expect(200)).text)).toEqual(['/dashboard.webmanifest']);
  });

  it('when the page is asked for compressed, then it is the same page in brotli or gzip, with its status', async () => {
    const plain = (await page('/signup').set('Accept-Encoding', 'identity').expect(200)).text;
    const br = await page('/signup').set('Accept-Encoding', 'br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(br.text).toBe(plain);
    const gz = await page('/nowhere').set('Accept-Encoding', 'gzip').expect(404);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toContain('404 Page Not Found');
  });

  it('when the shell is built again, then the next page is rendered from the new index.html', async () => {
    write(path.join(root, 'shell/dist/index.html'), INDEX.replace('main.0123abcd.js', 'main.4567cdef.js'));
    const res = await page('/').expect(200);
    expect(res.text).toContain('/main.4567cdef.js');
    expect(res.text).toContain('<title>Motorcycle Transport Quotes Australia-Wide | MotoHaul</title>');
    write(path.join(root, 'shell/dist/index.html'), INDEX);
  });

  it('when robots.txt is asked for, then it opens the public pages, closes /dashboard, /admin and /api, and names the sitemap', async () => {
    const res = await t.agent.get('/robots.txt').set('Accept', '*/*').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.text).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${ORIGIN}/sitemap.xml`, ''].join('\n'),
    );
  });

  it('when sitemap.xml is asked for, then it lists the public pages at absolute URLs under PUBLIC_ORIGIN', async () => {
    const res = await t.agent.get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locations = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.sort()).toEqual(
      ['/', '/get-quote', '/for-providers', '/signup', '/privacy-policy', '/terms-and-conditions', '/find-providers']
        .map((p) => `${ORIGIN}${p}`)
        .sort(),
    );
  });

  it.each([
    ['/favicon.ico', /^image\/(?:x-icon|vnd\.microsoft\.icon)/],
    ['/favicon.svg', /^image\/svg\+xml/],
    ['/icon-512.png', /^image\/png/],
    ['/icon-192.png', /^image\/png/],
  ])('when %s is asked for, then it is the icon (%s), cached for a day', async (url, type) => {
    const res = await t.agent.get(url).set('Accept', 'image/avif,image/webp,*/*').expect(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it.each([
    ['/manifest.webmanifest', /^application\/manifest\+json/, '{"name":"MotoHaul"}'],
    ['/sw.js', /^(?:application|text)\/javascript/, 'self.addEventListener'],
    ['/offline.html', /^text\/html/, 'You are offline'],
  ])('when %s is asked for, then it is the file of the shell build (%s), always revalidated (ADR 0059)', async (url, type, text) => {
    const res = await t.agent.get(url).set('Accept', 'text/html,*/*').expect(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text ?? res.body.toString()).toContain(text);
  });

  it('when the icon has a compressed copy, then the copy is cached as the icon', async () => {
    const res = await t.agent.get('/favicon.svg').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(Number(res.headers['content-length'])).toBe(zlib.brotliCompressSync(SVG).length);
  });
});
