import { describe, expect, it } from 'vitest';
import {
  activate,
  install,
  manifestAssets,
  OFFLINE_PAGE,
  remoteCacheName,
  remoteFolderOf,
  remoteFolders,
  respond,
  RUNTIME_CACHE,
  shellCacheName,
} from './caching';
import { fakeExtendableEvent, fakeScope, ORIGIN, requestOf } from './fake-worker-scope';
import type { PrecacheEntry } from './worker-scope';

const ENTRIES: PrecacheEntry[] = [
  { url: 'main.0123abcd.js', revision: null },
  { url: 'offline.html', revision: 'r1' },
  { url: 'icon-192.png', revision: 'r1' },
];
/** A remote's mf-manifest.json: what it exposes is `files` (a shared library's copy is not precached). */
const mfManifest = (files: string[]) =>
  JSON.stringify({
    shared: [{ assets: { js: { sync: ['react-copy.dddd4444.js'], async: [] }, css: { sync: [], async: [] } } }],
    exposes: [{ assets: { js: { sync: [files[0]], async: files.slice(1).filter((f) => f.endsWith('.js')) }, css: { sync: [], async: files.filter((f) => f.endsWith('.css')) } } }],
  });

const release = (version: string) => ({
  [`/releases/mf-crm/${version}/remoteEntry.js`]: `entry ${version}`,
  [`/releases/mf-crm/${version}/mf-manifest.json`]: mfManifest(['expose.aaaa1111.js', `routes.${version.replace(/\./g, '')}bbbbbbbb.js`]),
  [`/releases/mf-crm/${version}/expose.aaaa1111.js`]: 'expose',
  [`/releases/mf-crm/${version}/routes.${version.replace(/\./g, '')}bbbbbbbb.js`]: `routes ${version}`,
});

const siteFiles = (crmVersion: string) => ({
  '/main.0123abcd.js': 'main',
  '/offline.html': '<h1>You are offline</h1>',
  '/icon-192.png': 'png',
  '/remotes.json': JSON.stringify({ mf_public: '/remotes/mf-public/remoteEntry.js', mf_crm: `/releases/mf-crm/${crmVersion}/remoteEntry.js` }),
  '/remotes/mf-public/remoteEntry.js': 'public entry',
  '/remotes/mf-public/mf-manifest.json': mfManifest(['home.cccc2222.js']),
  '/remotes/mf-public/home.cccc2222.js': 'home',
  '/dashboard': '<html>dashboard</html>',
  ...release(crmVersion),
});

/** The answer the fetch handler gives `path`, or null when it leaves the request to the browser. */
async function answer(scope: ReturnType<typeof fakeScope>, path: string, mode: RequestMode = 'cors', method = 'GET') {
  const event = fakeExtendableEvent();
  const precached = new Set(ENTRIES.map(({ url }) => `/${url}`));
  const response = respond(scope, event, requestOf(path, mode, method), precached, shellCacheName(ENTRIES));
  const text = response ? await (await response).text() : null;
  await event.settled();
  return text;
}

describe('the service worker caches', () => {
  it('knows a remote folder: a release folder or a remote build folder', () => {
    expect(remoteFolderOf('/releases/mf-crm/1.4.0/remoteEntry.js')).toBe('/releases/mf-crm/1.4.0/');
    expect(remoteFolderOf('/remotes/mf-public/home.cccc2222.js')).toBe('/remotes/mf-public/');
    expect(remoteFolderOf('/dashboard')).toBeNull();
    expect(remoteFolders({ a: '/releases/mf-crm/1.4.0/remoteEntry.js', b: 'https://cdn.example/mf-quote/remoteEntry.js', c: 3 }, ORIGIN)).toEqual(['/releases/mf-crm/1.4.0/']);
    expect(manifestAssets(JSON.parse(mfManifest(['a.js', 'b.js', 'c.css'])))).toEqual(['a.js', 'b.js', 'c.css']);
  });

  it('when it installs, then it precaches the shell build and each remote of /remotes.json, and takes over', async () => {
    const scope = fakeScope(siteFiles('1.0.0'));
    await install(scope, ENTRIES);
    expect([...scope.stores.get(shellCacheName(ENTRIES))!.keys()].sort()).toEqual([`${ORIGIN}/icon-192.png`, `${ORIGIN}/main.0123abcd.js`, `${ORIGIN}/offline.html`]);
    expect([...scope.stores.get(remoteCacheName('/releases/mf-crm/1.0.0/'))!.keys()].map((url) => new URL(url).pathname).sort()).toEqual([
      '/releases/mf-crm/1.0.0/expose.aaaa1111.js',
      '/releases/mf-crm/1.0.0/remoteEntry.js',
      '/releases/mf-crm/1.0.0/routes.100bbbbbbbb.js',
    ]);
    expect(scope.stores.get(remoteCacheName('/remotes/mf-public/'))!.size).toBe(2);
    expect(scope.stores.get(RUNTIME_CACHE)!.has(`${ORIGIN}/remotes.json`)).toBe(true);
    expect(scope.skippedWaiting).toBe(true);
  });

  it('when it activates, then older shell builds go and the pages are claimed', async () => {
    const scope = fakeScope(siteFiles('1.0.0'));
    await (await scope.caches.open('motohaul-shell-older')).put('/main.old00000.js', new Response('old'));
    await install(scope, ENTRIES);
    await activate(scope, ENTRIES);
    expect([...scope.stores.keys()].filter((name) => name.startsWith('motohaul-shell-'))).toEqual([shellCacheName(ENTRIES)]);
    expect(scope.claimed).toBe(true);
  });

  it('serves the shell files and a release file from the cache, without the network', async () => {
    const scope = fakeScope(siteFiles('1.0.0'));
    await install(scope, ENTRIES);
    scope.fetched.length = 0;
    expect(await answer(scope, '/main.0123abcd.js')).toBe('main');
    expect(await answer(scope, '/releases/mf-crm/1.0.0/remoteEntry.js')).toBe('entry 1.0.0');
    expect(scope.fetched).toEqual([]);
  });

  it('when a remote is released, then /remotes.json comes from the network, the new release is cached and the old one deleted', async () => {
    const files: Record<string, string> = siteFiles('1.0.0');
    const scope = fakeScope(files);
    await install(scope, ENTRIES);
    Object.assign(files, siteFiles('2.0.0'));
    expect(JSON.parse((await answer(scope, '/remotes.json'))!).mf_crm).toBe('/releases/mf-crm/2.0.0/remoteEntry.js');
    expect(scope.stores.has(remoteCacheName('/releases/mf-crm/1.0.0/'))).toBe(false);
    expect(scope.stores.get(remoteCacheName('/releases/mf-crm/2.0.0/'))!.size).toBe(3);
    expect(await answer(scope, '/releases/mf-crm/2.0.0/remoteEntry.js')).toBe('entry 2.0.0');
  });

  it('when a page loads, then a release made since is noticed: the replaced release cache goes', async () => {
    const files: Record<string, string> = siteFiles('1.0.0');
    const scope = fakeScope(files);
    await install(scope, ENTRIES);
    Object.assign(files, siteFiles('2.0.0'));
    expect(await answer(scope, '/dashboard', 'navigate')).toBe('<html>dashboard</html>');
    expect(scope.stores.has(remoteCacheName('/releases/mf-crm/1.0.0/'))).toBe(false);
    expect(scope.stores.has(remoteCacheName('/releases/mf-crm/2.0.0/'))).toBe(true);
  });

  it("a remote's own build folder: remoteEntry.js is network first (same name each build), its hashed files cache first", async () => {
    const files: Record<string, string> = siteFiles('1.0.0');
    const scope = fakeScope(files);
    await install(scope, ENTRIES);
    files['/remotes/mf-public/remoteEntry.js'] = 'public entry, rebuilt';
    expect(await answer(scope, '/remotes/mf-public/remoteEntry.js')).toBe('public entry, rebuilt');
    scope.fetched.length = 0;
    expect(await answer(scope, '/remotes/mf-public/home.cccc2222.js')).toBe('home');
    expect(scope.fetched).toEqual([]);
  });

  it('when the network is gone, then a page is the offline page, /remotes.json the last one, a remote entry the cached one', async () => {
    const scope = fakeScope(siteFiles('1.0.0'));
    await install(scope, ENTRIES);
    scope.offline = true;
    expect(await answer(scope, '/dashboard/leads/MH-1', 'navigate')).toBe('<h1>You are offline</h1>');
    expect(JSON.parse((await answer(scope, '/remotes.json'))!).mf_crm).toBe('/releases/mf-crm/1.0.0/remoteEntry.js');
    expect(await answer(scope, '/remotes/mf-public/remoteEntry.js')).toBe('public entry');
    expect(OFFLINE_PAGE).toBe('/offline.html');
  });

  it('leaves the API, other methods and other origins to the browser', async () => {
    const scope = fakeScope(siteFiles('1.0.0'));
    expect(await answer(scope, '/api/auth/me')).toBeNull();
    expect(await answer(scope, '/main.0123abcd.js', 'cors', 'POST')).toBeNull();
    expect(await answer(scope, 'https://js.stripe.com/v3')).toBeNull();
    expect(await answer(scope, '/unknown.png')).toBeNull();
  });
});
