import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '../contexts/accounts/accounts-context';
import { createTestApp, type TestApp } from '../test/test-app';
import { writeAllRemotePages } from '../test/remote-pages';
import { writeFile as write } from '../test/write-file';

// ADR 0063: a page the browser draws (a request with a session cookie) names, as preloads, the shell's routed-app
// files and the owning remote's remoteEntry.js and routes files, read from the builds /remotes.json names.

const INDEX = `<!doctype html>
<html lang="en-AU">
  <head>
    <title>MotoHaul</title>
  </head>
  <body><div id="root"></div><script defer src="/main.0123abcd.js"></script></body>
</html>
`;

const manifest = (routesJs: string, css: string[] = []) =>
  JSON.stringify({
    exposes: [{ name: 'routes', assets: { js: { sync: [routesJs], async: ['990.page.js'] }, css: { sync: css, async: ['411.page.css'] } } }],
  });

describe('the preloads of a page the browser draws', () => {
  let t: TestApp;
  let root: string;
  let remotesFile: string;
  let releasesDir: string;
  const page = (url: string, signedIn: boolean) => {
    const req = t.agent.get(url).set('Accept', 'text/html').set('Accept-Encoding', 'identity');
    return signedIn ? req.set('Cookie', `${SESSION_COOKIE_NAME}=any`) : req;
  };
  const preloadsIn = (html: string) => [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]*)" \/>/g)].map(([, as, href]) => `${as} ${href}`);

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-preloads-'));
    remotesFile = path.join(root, 'data/remotes.json');
    releasesDir = path.join(root, 'data/releases');
    write(path.join(root, 'shell/dist/index.html'), INDEX);
    write(path.join(root, 'shell/dist/signed-in-assets.json'), JSON.stringify({ routedApp: { js: ['786.a1.js', 'contracts.b2.js'], css: ['763.c3.css'] }, firstPage: { js: ['996.f1.js'], css: [] } }));
    await writeAllRemotePages(root);
    write(path.join(root, 'mf-crm/dist/mf-manifest.json'), manifest('__federation_expose_routes.d4.js', ['routes.e5.css']));
    t = await createTestApp({ STATIC_ROOT: root, REMOTES_FILE: remotesFile, RELEASES_DIR: releasesDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("when a signed-in user opens /dashboard, then it names the shell's files, then mf-crm's entry and routes, not its pages", async () => {
    const res = await page('/dashboard', true).expect(200);
    expect(preloadsIn(res.text)).toEqual([
      'script /786.a1.js',
      'script /contracts.b2.js',
      'style /763.c3.css',
      'script /remotes/mf-crm/remoteEntry.js',
      'script /remotes/mf-crm/__federation_expose_routes.d4.js',
      'style /remotes/mf-crm/routes.e5.css',
    ]);
    // After the shell's own script, which must not wait behind them.
    expect(res.text.indexOf('rel="preload"')).toBeGreaterThan(res.text.indexOf('src="/main.0123abcd.js"'));
    expect(res.text.lastIndexOf('rel="preload"')).toBeLessThan(res.text.indexOf('</body>'));
  });

  it("when the page's handle names its chunk (ADR 0065), then that chunk's files follow the routes; another page's are not named", async () => {
    const chunks = path.join(root, 'mf-crm/dist/page-chunks.json');
    write(chunks, JSON.stringify({ 'page-dashboard': { js: ['269.p1.js', 'page-dashboard.p2.js'], css: ['page-dashboard.p3.css'] }, 'page-other': { js: ['1.x.js'], css: [] } }));
    try {
      const preloads = preloadsIn((await page('/dashboard/leads/MH-1', true).expect(200)).text);
      expect(preloads.slice(-3)).toEqual(['script /remotes/mf-crm/269.p1.js', 'script /remotes/mf-crm/page-dashboard.p2.js', 'style /remotes/mf-crm/page-dashboard.p3.css']);
      expect(preloads.join(' ')).not.toContain('1.x.js');
      // The Performance page names no chunk: its files are found by its code, as before.
      expect(preloadsIn((await page('/dashboard/performance', true).expect(200)).text).join(' ')).not.toContain('page-dashboard');
    } finally {
      fs.rmSync(chunks);
    }
  });

  it('when a visitor opens a page, then it names no preload (the server draws it, or its code is the first page\'s)', async () => {
    expect(preloadsIn((await page('/dashboard', false).expect(200)).text)).toEqual([]);
  });

  it('when a signed-in user opens a path no remote owns, then it names no preload', async () => {
    const res = await page('/no-such-page', true).expect(404);
    expect(preloadsIn(res.text)).toEqual([]);
  });

  it('when /remotes.json points mf-crm at a release, then the next page names that release\'s files, and after it is gone the build\'s', async () => {
    const release = path.join(releasesDir, 'mf-crm/2.0.0');
    fs.cpSync(path.join(root, 'mf-crm/dist/pages.json'), path.join(release, 'pages.json'));
    write(path.join(release, 'mf-manifest.json'), manifest('__federation_expose_routes.f6.js'));
    write(remotesFile, JSON.stringify({ mf_crm: '/releases/mf-crm/2.0.0/remoteEntry.js' }));
    try {
      const preloads = preloadsIn((await page('/dashboard', true).expect(200)).text);
      expect(preloads).toContain('script /releases/mf-crm/2.0.0/remoteEntry.js');
      expect(preloads).toContain('script /releases/mf-crm/2.0.0/__federation_expose_routes.f6.js');
      expect(preloads.join(' ')).not.toContain('/remotes/mf-crm/');
    } finally {
      fs.rmSync(remotesFile);
    }
    expect(preloadsIn((await page('/dashboard', true).expect(200)).text)).toContain('script /remotes/mf-crm/__federation_expose_routes.d4.js');
  });

  it("when the owner's release has no mf-manifest.json, then none of its files is named", async () => {
    const release = path.join(releasesDir, 'mf-crm/1.9.0');
    fs.cpSync(path.join(root, 'mf-crm/dist/pages.json'), path.join(release, 'pages.json'));
    write(remotesFile, JSON.stringify({ mf_crm: '/releases/mf-crm/1.9.0/remoteEntry.js' }));
    try {
      const preloads = preloadsIn((await page('/dashboard', true).expect(200)).text);
      expect(preloads).toEqual(['script /786.a1.js', 'script /contracts.b2.js', 'style /763.c3.css']);
    } finally {
      fs.rmSync(remotesFile);
    }
  });
});
