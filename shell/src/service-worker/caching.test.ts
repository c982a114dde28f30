import { describe, expect, it } from 'vitest';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { manifestAssets, refreshRemoteCaches, remoteCacheName, remoteFileStrategy, remoteFolderOf, remoteFolders, RUNTIME_CACHE } from './caching';
import { fakeScope, ORIGIN } from '../test-support/fake-worker-scope';
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

/** The paths of a cache's entries, sorted. */
const pathsIn = (scope: ReturnType<typeof fakeScope>, cacheName: string) =>
  [...(scope.stores.get(cacheName)?.keys() ?? [])].map((url) => new URL(url).pathname).sort();

// What Workbox does (precaching the shell's build, routing, the offline page) is proven in Chromium by
// e2e/tests/installable-app*.spec.ts; these tests prove the remote caches, one per release, that are ours.
describe('the service worker caches', () => {
  it('knows a remote folder: a release folder or a remote build folder', () => {
    expect(remoteFolderOf('/releases/mf-crm/1.4.0/remoteEntry.js')).toBe('/releases/mf-crm/1.4.0/');
    expect(remoteFolderOf('/remotes/mf-public/home.cccc2222.js')).toBe('/remotes/mf-public/');
    expect(remoteFolderOf('/dashboard')).toBeNull();
    expect(remoteFolders({ a: '/releases/mf-crm/1.4.0/remoteEntry.js', b: 'https://cdn.example/mf-quote/remoteEntry.js', c: 3 }, ORIGIN)).toEqual(['/releases/mf-crm/1.4.0/']);
    expect(manifestAssets(JSON.parse(mfManifest(['a.js', 'b.js', 'c.css'])))).toEqual(['a.js', 'b.js', 'c.css']);
  });

  it('when it installs, activates or a page loads, then each remote of /remotes.json is cached in its own cache, and /remotes.json for offline', async () => {
    const scope = fakeScope(siteFiles('1.0.0'));
    await refreshRemoteCaches(scope);
    expect(pathsIn(scope, remoteCacheName('/releases/mf-crm/1.0.0/'))).toEqual([
      '/releases/mf-crm/1.0.0/expose.aaaa1111.js',
      '/releases/mf-crm/1.0.0/remoteEntry.js',
      '/releases/mf-crm/1.0.0/routes.100bbbbbbbb.js',
    ]);
    expect(pathsIn(scope, remoteCacheName('/remotes/mf-public/'))).toEqual(['/remotes/mf-public/home.cccc2222.js', '/remotes/mf-public/remoteEntry.js']);
    expect(pathsIn(scope, RUNTIME_CACHE)).toEqual(['/remotes.json']);
  });

  it('when a remote is released, then the new release gets its cache and the replaced one is deleted; files already cached are not fetched again', async () => {
    const files: Record<string, string> = siteFiles('1.0.0');
    const scope = fakeScope(files);
    await refreshRemoteCaches(scope);
    Object.assign(files, siteFiles('2.0.0'));
    scope.fetched.length = 0;
    await refreshRemoteCaches(scope);
    expect(scope.stores.has(remoteCacheName('/releases/mf-crm/1.0.0/'))).toBe(false);
    expect(pathsIn(scope, remoteCacheName('/releases/mf-crm/2.0.0/'))).toHaveLength(3);
    expect(scope.fetched.filter((path) => path.startsWith('/remotes/mf-public/') && path !== '/remotes/mf-public/mf-manifest.json')).toEqual([]);
  });

  it('when the network is gone, then the remote caches are left as they are', async () => {
    const scope = fakeScope(siteFiles('1.0.0'));
    await refreshRemoteCaches(scope);
    scope.offline = true;
    await refreshRemoteCaches(scope);
    expect(pathsIn(scope, remoteCacheName('/releases/mf-crm/1.0.0/'))).toHaveLength(3);
    expect(pathsIn(scope, RUNTIME_CACHE)).toEqual(['/remotes.json']);
  });

  it("answers a release's file and a remote build's hashed file cache first, a remote build's remoteEntry.js network first, each from its folder's cache", () => {
    const strategyOf = (path: string) => {
      const strategy = remoteFileStrategy(path);
      return strategy && [strategy.constructor, strategy.cacheName];
    };
    expect(strategyOf('/releases/mf-crm/1.4.0/remoteEntry.js')).toEqual([CacheFirst, 'motohaul-remote:/releases/mf-crm/1.4.0/']);
    expect(strategyOf('/remotes/mf-public/home.cccc2222.js')).toEqual([CacheFirst, 'motohaul-remote:/remotes/mf-public/']);
    expect(strategyOf('/remotes/mf-public/remoteEntry.js')).toEqual([NetworkFirst, 'motohaul-remote:/remotes/mf-public/']);
    expect(strategyOf('/remotes/mf-public/mf-manifest.json')).toEqual([NetworkFirst, 'motohaul-remote:/remotes/mf-public/']);
    expect(strategyOf('/main.0123abcd.js')).toBeNull();
    expect(strategyOf('/api/auth/me')).toBeNull();
  });
});
