import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_OWNERS_ELEMENT_ID, type RouteOwners, type SitePage } from '@motohaul/contracts';
import { createTestApp, type TestApp } from '../test/test-app';
import { writeAllRemotePages } from '../test/remote-pages';
import { writeFile as write } from '../test/write-file';

// ADR 0047: every page's HTML names the remote that owns its path and each remote's page paths, as the release
// /remotes.json names at that request, so the shell loads the owner's routes at once and no other remote's.

const INDEX = `<!doctype html>
<html lang="en-AU">
  <head>
    <title>MotoHaul</title>
    <script defer src="/main.0123abcd.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('the route owners in a page', () => {
  let t: TestApp;
  let root: string;
  let remotesFile: string;
  let releasesDir: string;
  const page = (url: string) => t.agent.get(url).set('Accept', 'text/html').set('Accept-Encoding', 'identity');
  const ownersIn = (html: string): RouteOwners => {
    const found = new RegExp(`<script type="application/json" id="${ROUTE_OWNERS_ELEMENT_ID}">([^<]*)</script>`).exec(html);
    if (!found?.[1]) throw new Error(`no route owners in ${html}`);
    return JSON.parse(found[1]) as RouteOwners;
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-owners-'));
    remotesFile = path.join(root, 'data/remotes.json');
    releasesDir = path.join(root, 'data/releases');
    write(path.join(root, 'shell/dist/index.html'), INDEX);
    await writeAllRemotePages(root);
    t = await createTestApp({ STATIC_ROOT: root, REMOTES_FILE: remotesFile, RELEASES_DIR: releasesDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['/get-quote', 'mf_quote'],
    ['/quote-status/abc123', 'mf_quote'],
    ['/dashboard/leads/MT-250123', 'mf_crm'],
    ['/Admin/outbox/', 'mf_admin'],
    ['/', 'mf_public'],
  ])('when %s is opened, then its HTML names %s as its owner, first in the head', async (url, owner) => {
    const res = await page(url).expect(200);
    expect(ownersIn(res.text).owner).toBe(owner);
    expect(res.text).toMatch(new RegExp(`<head><script type="application/json" id="${ROUTE_OWNERS_ELEMENT_ID}">[^<]*</script>`));
  });

  it('names each remote\'s page paths, its entry and the signed-in home\'s remote, compactly', async () => {
    const owners = ownersIn((await page('/get-quote')).text);
    expect(owners.remotes).toEqual({
      mf_public: '/remotes/mf-public/remoteEntry.js',
      mf_quote: '/remotes/mf-quote/remoteEntry.js',
      mf_crm: '/remotes/mf-crm/remoteEntry.js',
      mf_admin: '/remotes/mf-admin/remoteEntry.js',
    });
    expect(owners.paths.mf_quote).toEqual(['/get-quote', '/quote-success', '/quote-status/:token']);
    expect(owners.paths.mf_crm).toContain('/dashboard/leads/:jobRef');
    expect(owners.signedInHome).toBe('mf_crm');
    expect(JSON.stringify(owners).length).toBeLessThan(1500);
  });

  it('when no page matches, then the 404 names no owner', async () => {
    const res = await page('/no-such-page').expect(404);
    expect(ownersIn(res.text).owner).toBeNull();
  });

  it.each(['br', 'gzip'])('carries the owners in the %s copy too', async (encoding) => {
    // (supertest decodes the body it was sent.)
    const res = await t.agent.get('/get-quote').set('Accept', 'text/html').set('Accept-Encoding', encoding).expect(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(ownersIn(res.text).owner).toBe('mf_quote');
  });

  it('when /remotes.json points a remote at a release with a new page, then the next page names it, and after a rollback no longer', async () => {
    const release = path.join(releasesDir, 'mf-admin/2.0.0');
    const pages: SitePage[] = [
      { path: '/admin', title: 'Admin', description: 'a', signedOut: true, signedIn: true },
      { path: '/fleet-transport', title: 'Fleet', description: 'f', public: true, signedOut: true },
    ];
    write(path.join(release, 'pages.json'), JSON.stringify(pages));
    write(remotesFile, JSON.stringify({ mf_admin: '/releases/mf-admin/2.0.0/remoteEntry.js' }));
    try {
      const owners = ownersIn((await page('/fleet-transport').expect(200)).text);
      expect(owners.owner).toBe('mf_admin');
      expect(owners.remotes.mf_admin).toBe('/releases/mf-admin/2.0.0/remoteEntry.js');
      expect(owners.paths.mf_admin).toEqual(['/admin', '/fleet-transport']);
    } finally {
      fs.rmSync(remotesFile);
    }
    const owners = ownersIn((await page('/fleet-transport').expect(404)).text);
    expect(owners.owner).toBeNull();
    expect(owners.remotes.mf_admin).toBe('/remotes/mf-admin/remoteEntry.js');
  });
});
