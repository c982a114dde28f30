import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../api/src/db/database.ts';
import { createScratchDatabase } from '../api/src/db/scratch-database.ts';
import { remoteReleases } from '../api/src/db/schema/index.ts';
import { releaseStore } from '../api/src/static/release-store.ts';
import { allReleases, REMOTES_CHANGED_CHANNEL } from '../api/src/static/remote-releases.ts';
import { startS3TestServer } from '../api/src/test/s3-test-server.ts';
import { gateFailures } from './release-gate.mjs';
import { historyFileOf, release, ReleaseError, releaseToStore, rollback, rollbackInStore } from './releases.mjs';

// Every release starts the gate's own process (1-4 s each, more on a loaded machine): a test of several releases gets a
// minute, not the suite's 20 s.
vi.setConfig({ testTimeout: 60_000 });

// `npm run release` and `npm run rollback` (ADR 0044) on real files in a temporary folder. The build is a stand-in
// that writes a remote's files (the real rspack build runs in e2e/tests/independent-release.spec.ts), which the release
// gate (ADR 0088) checks with a stand-in shell's server bundle that draws pages with React as the shell does.

let dir;
let remotesFile;
let releasesDir;
let staticRoot;
let built;

/** A stand-in shell server bundle: each page drawn with React's renderToString inside a Suspense boundary, as the shell's. */
const SHELL_SERVER = `const { createElement, Suspense } = require('react');
const { renderToString } = require('react-dom/server');
const routes = new Map();
exports.sharedModules = {};
exports.provideServerRoutes = (remote, list) => routes.set(remote, list);
exports.renderPage = async ({ url }) => {
  for (const [remote, list] of routes) {
    const route = list.find(({ path }) => new RegExp('^' + path.replace(/:\\w+/g, '[^/]+') + '$').test(url));
    if (!route) continue;
    const { default: Page } = await route.page();
    const rootHtml = renderToString(createElement(Suspense, { fallback: 'Loading' }, createElement(Page)));
    return { rootHtml, state: { page: { remote, path: route.path }, queries: { queries: [], mutations: [] } } };
  }
  return { rootHtml: null, state: { page: null, queries: { queries: [], mutations: [] } } };
};
`;

/** A remote's server bundle with `pages` (path -> the source of its page component, which may `await`), its release in `release`. */
const serverBundle = (version, pages) => `const { createElement } = require('react');
exports.release = ${JSON.stringify(version)};
exports.routes = [${Object.entries(pages).map(([path, page]) => `{ path: ${JSON.stringify(path)}, handle: { title: 'A page', description: 'A page.', signedOut: true }, page: async () => ({ default: ${page} }) }`).join(', ')}];
`;

/** A remote's browser entry: a container whose get() loads the exposed module's chunk as the browser does, by a <script>. */
const remoteEntry = (name) => `var ${name} = (() => {
  const base = document.currentScript.src.replace(/remoteEntry\\.js$/, '');
  const load = (file) => new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { src: base + file, onload: resolve, onerror: () => reject(new Error('Loading chunk ' + file + ' failed.')) });
    document.head.appendChild(script);
  });
  return { init: async () => undefined, get: async () => { await load('routes.1234.js'); return () => ({ routes: [] }); } };
})();
/* ${'x'.repeat(400)} */`;

/** The versions of the shared singletons the shell serves (its build's shared-versions.json). */
const served = { react: '19.3.1', 'react-dom': '19.3.1', zustand: '5.1.0', '@motohaul/platform': '1.1.0' };
/** What a remote's build requires of them (its mf-manifest.json): each within what the shell serves. */
const requiring = { react: '^19.3.1', 'react-dom': '^19.3.1', zustand: '^5.1.0', '@motohaul/platform': '^1.1.0' };
/** A build of the remote as `build` makes it, with `pages` and `files` in place of its own ('/<remote>' and its chunks; null: left out). */
const buildRequiring = (required, { pages, files = {} } = {}) => ({ remote, version, outputDir }) => {
  built.push(`${remote}@${version}`);
  fs.mkdirSync(path.join(outputDir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(outputDir, 'remoteEntry.js'), remoteEntry(remote.replace('-', '_')));
  fs.writeFileSync(path.join(outputDir, 'server', 'server.cjs'), serverBundle(version, pages ?? { [`/${remote}`]: `() => createElement('h1', null, 'A page')` }));
  const shared = Object.entries(required).map(([name, requiredVersion]) => ({ name, requiredVersion, singleton: true }));
  const assets = { js: { sync: ['routes.1234.js'], async: ['page.5678.js'] }, css: { sync: [], async: ['page.5678.css'] } };
  fs.writeFileSync(path.join(outputDir, 'mf-manifest.json'), JSON.stringify({ shared, exposes: [{ path: './routes', assets }] }));
  const chunks = { 'routes.1234.js': '(globalThis.rspackChunkmf = globalThis.rspackChunkmf || []).push([[1], {}]);', 'page.5678.js': '(globalThis.rspackChunkmf = globalThis.rspackChunkmf || []).push([[2], {}]);', 'page.5678.css': 'h1 { color: red }' };
  for (const [file, text] of Object.entries({ ...chunks, ...files })) {
    if (text === null) continue;
    fs.writeFileSync(path.join(outputDir, file), text);
  }
};
const build = buildRequiring(requiring);
const releaseOf = (remote, version, options = {}) => release({ remote, version, remotesFile, releasesDir, build, served, staticRoot, ...options });
const remotes = () => JSON.parse(fs.readFileSync(remotesFile, 'utf8'));
const releaseUrl = (remote, version) => `/releases/${remote}/${version}/remoteEntry.js`;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-releases-'));
  remotesFile = path.join(dir, 'data', 'remotes.json');
  releasesDir = path.join(dir, 'data', 'releases');
  staticRoot = path.join(dir, 'repo');
  fs.mkdirSync(path.join(staticRoot, 'shell', 'dist', 'server'), { recursive: true });
  fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', 'server', 'server.cjs'), SHELL_SERVER);
  built = [];
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run release', () => {
  it('when a remote is released, then its build is in RELEASES_DIR/<remote>/<version>/, compressed, and /remotes.json points at it', () => {
    const result = releaseOf('mf-public', '1.4.0');
    const folder = path.join(releasesDir, 'mf-public', '1.4.0');
    expect(result).toEqual({ folder, url: releaseUrl('mf-public', '1.4.0'), previous: '/remotes/mf-public/remoteEntry.js' });
    expect(fs.readFileSync(path.join(folder, 'server', 'server.cjs'), 'utf8')).toContain('exports.release = "1.4.0";');
    expect(fs.existsSync(path.join(folder, 'remoteEntry.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(folder, 'remoteEntry.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(folder, 'mf-manifest.json'))).toBe(true);
    // No build folder besides the release (the hidden one it was built in is renamed into place).
    expect(fs.readdirSync(path.join(releasesDir, 'mf-public'))).toEqual(['1.4.0']);
    expect(remotes()).toEqual({
      mf_public: releaseUrl('mf-public', '1.4.0'),
      mf_quote: '/remotes/mf-quote/remoteEntry.js',
      mf_crm: '/remotes/mf-crm/remoteEntry.js',
      mf_admin: '/remotes/mf-admin/remoteEntry.js',
    });
    expect(fs.readdirSync(path.dirname(remotesFile)).sort()).toEqual(['releases', 'remotes-history.json', 'remotes.json']);
  });

  it('when a version is released already, then it is refused and nothing changes (a release never changes)', () => {
    releaseOf('mf-public', '1.4.0');
    const before = fs.readFileSync(remotesFile, 'utf8');
    expect(() => releaseOf('mf-public', '1.4.0')).toThrow(
      `mf-public 1.4.0 is released already (${path.join(releasesDir, 'mf-public', '1.4.0')}); a release never changes: choose a new version.`,
    );
    expect(built).toEqual(['mf-public@1.4.0']);
    expect(fs.readFileSync(remotesFile, 'utf8')).toBe(before);
  });

  it.each([
    ['shell', '1.0.0', 'Unknown remote "shell": choose one of mf-public, mf-quote, mf-crm, mf-admin.'],
    [undefined, undefined, 'Unknown remote "": choose one of mf-public, mf-quote, mf-crm, mf-admin.'],
    ['mf-public', '../1.0.0', 'Bad version "../1.0.0": use letters, digits, ".", "_" and "-", starting with a letter or digit (e.g. 1.4.0).'],
    ['mf-public', '.hidden', 'Bad version ".hidden"'],
    ['mf-public', 'a/b', 'Bad version "a/b"'],
    ['mf-public', undefined, 'Bad version ""'],
  ])('when the remote is %s and the version %s, then it is refused before any build', (remote, version, message) => {
    expect(() => releaseOf(remote, version)).toThrow(ReleaseError);
    expect(() => releaseOf(remote, version)).toThrow(message);
    expect(built).toEqual([]);
    expect(fs.existsSync(remotesFile)).toBe(false);
  });

  it('when the build fails, then no release folder is left and /remotes.json is unchanged', () => {
    const failing = () => {
      throw new ReleaseError('The build of mf-public failed; nothing was released.');
    };
    expect(() => releaseOf('mf-public', '2.0.0', { build: failing })).toThrow('The build of mf-public failed');
    expect(() => releaseOf('mf-public', '2.0.0', { build: () => undefined })).toThrow('remoteEntry.js: Error: missing from the build');
    expect(fs.readdirSync(path.join(releasesDir, 'mf-public'))).toEqual([]);
    expect(fs.existsSync(remotesFile)).toBe(false);
    // The version is still free.
    releaseOf('mf-public', '2.0.0');
    expect(remotes().mf_public).toBe(releaseUrl('mf-public', '2.0.0'));
  });

  it('when the remote was built for a shared singleton the shell does not serve, then it is refused, naming both versions, and nothing is switched', () => {
    releaseOf('mf-public', '1.0.0');
    const before = remotes();
    const newer = buildRequiring({ ...requiring, react: '^20.0.0', '@motohaul/platform': '^2.0.0' });
    expect(() => releaseOf('mf-crm', '3.0.0', { build: newer })).toThrow(
      'mf-crm 3.0.0 was built for react ^20.0.0, but the shell serves react 19.3.1; and for @motohaul/platform ^2.0.0, but the shell serves @motohaul/platform 1.1.0. Nothing was released.',
    );
    expect(() => releaseOf('mf-crm', '3.0.1', { build: buildRequiring({ ...requiring, '@tanstack/react-query': '^5.108.0' }) })).toThrow(
      'mf-crm 3.0.1 was built for @tanstack/react-query ^5.108.0, but the shell serves none. Nothing was released.',
    );
    expect(fs.readdirSync(path.join(releasesDir, 'mf-crm'))).toEqual([]);
    expect(remotes()).toEqual(before);
    // A compatible newer copy in the shell (a minor version) is served.
    expect(releaseOf('mf-crm', '3.0.2', { served: { ...served, '@motohaul/platform': '1.4.0' } }).url).toBe(releaseUrl('mf-crm', '3.0.2'));
  });

  it('when /remotes.json names other settings, then a release changes only its own remote', () => {
    fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
    fs.writeFileSync(remotesFile, JSON.stringify({ mf_quote: 'https://quote.example/remoteEntry.js' }));
    releaseOf('mf-crm', '3.1.0');
    expect(remotes()).toMatchObject({ mf_quote: 'https://quote.example/remoteEntry.js', mf_crm: releaseUrl('mf-crm', '3.1.0') });
  });
});

describe('the release gate (ADR 0088)', () => {
  const refusal = (remote, version, ...failures) => `${remote} ${version} failed the release gate; nothing was released:\n  ${failures.join('\n  ')}`;

  it('when a page of the new build throws while the server draws it, then the release is refused, naming the route and the error, and nothing is switched or left behind', () => {
    releaseOf('mf-public', '1.0.0');
    const before = fs.readFileSync(remotesFile, 'utf8');
    const pages = { '/mf-public': `() => createElement('h1', null, 'Fine')`, '/quote/:token': `() => { throw new Error('The quote total is undefined'); }` };
    expect(() => releaseOf('mf-public', '1.1.0', { build: buildRequiring(requiring, { pages }) })).toThrow(
      new RegExp(`^${refusal('mf-public', '1.1.0', '/quote/sample-token \\(for a visitor\\): Error: The quote total is undefined at ')}`),
    );
    expect(fs.readFileSync(remotesFile, 'utf8')).toBe(before);
    expect(fs.readdirSync(path.join(releasesDir, 'mf-public'))).toEqual(['1.0.0']);
  });

  it("when a page's fetch of the API fails (the gate has none), then the page draws its own error state and the release goes through", () => {
    const page = `await fetch('/api/quotes/sample').then(
      () => () => 'Your quote',
      (error) => (error.message.includes('the release gate has no API') ? () => createElement('p', { role: 'alert' }, 'Could not load the quote') : () => { throw error; }),
    )`;
    expect(releaseOf('mf-quote', '1.0.0', { build: buildRequiring(requiring, { pages: { '/mf-quote': page } }) }).url).toBe(releaseUrl('mf-quote', '1.0.0'));
  });

  it("when a page's path is drawn by another remote as released, then the release is refused, naming the route", () => {
    releaseOf('mf-public', '1.0.0', { build: buildRequiring(requiring, { pages: { '/pages/:slug': `() => 'Public'` } }) });
    expect(() => releaseOf('mf-crm', '1.0.0', { build: buildRequiring(requiring, { pages: { '/pages/:slug': `() => 'CRM'` } }) })).toThrow(
      refusal('mf-crm', '1.0.0', "/pages/sample-slug (for a visitor): Error: the shell drew mf_public's page there"),
    );
  });

  it.each([
    ['its chunk is missing', { 'routes.1234.js': null }, ['routes.1234.js: Error: missing from the build', './routes: Error: Loading chunk routes.1234.js failed.']],
    ['a chunk is not JavaScript', { 'page.5678.js': '<!doctype html><title>Not found</title>' }, ["page.5678.js: SyntaxError: Unexpected token '<'"]],
    ['its stylesheet is missing', { 'page.5678.css': null }, ['page.5678.css: Error: missing from the build']],
    ['its entry defines no container', { 'remoteEntry.js': 'var somethingElse = {};' }, ['remoteEntry.js: Error: it defines no container mf_admin']],
  ])('when an exposed module of the browser build is broken (%s), then the release is refused, naming the file, and nothing is switched', (_, files, failures) => {
    expect(() => releaseOf('mf-admin', '1.0.0', { build: buildRequiring(requiring, { files }) })).toThrow(refusal('mf-admin', '1.0.0', ...failures));
    expect(fs.readdirSync(path.join(releasesDir, 'mf-admin'))).toEqual([]);
    expect(fs.existsSync(remotesFile)).toBe(false);
  });

  it('when a page never finishes drawing, then the gate stops at its time limit, naming the route', () => {
    const folder = path.join(dir, 'looping');
    buildRequiring(requiring, { pages: { '/mf-public': '() => { for (;;); }' } })({ remote: 'mf-public', version: '1.0.0', outputDir: folder });
    const shellFile = path.join(staticRoot, 'shell', 'dist', 'server', 'server.cjs');
    // The limit leaves the check's process time to start on a loaded machine (it took over 3 s once in CI).
    expect(gateFailures({ name: 'mf_public', folder, shellFile, others: {}, timeLimitMs: 15_000 })).toEqual(['/mf-public (for a visitor): ran past 15 s']);
  }, 30_000);
});

describe('one release of a remote at a time (one machine)', () => {
  const lockOf = (remote) => path.join(path.dirname(remotesFile), `.${remote}.release.lock`);
  let holders = [];
  afterEach(() => holders.splice(0).forEach((holder) => holder.kill()));
  /** A live process whose pid is in `lockPath`, as a release running in another terminal leaves it. */
  const holdLock = (lockPath, script = 'setTimeout(() => {}, 30000)') => {
    const holder = spawn(process.execPath, ['-e', script]);
    holders.push(holder);
    fs.mkdirSync(path.dirname(lockPath), { recursive: true });
    fs.writeFileSync(lockPath, String(holder.pid));
    return holder;
  };

  it('when a release or rollback of the remote is running, then a second is refused, naming its process, and nothing is built or switched', () => {
    releaseOf('mf-public', '1.0.0');
    built = [];
    const before = fs.readFileSync(remotesFile, 'utf8');
    const holder = holdLock(lockOf('mf-public'));
    const busy = `Another release or rollback of mf-public is running (pid ${holder.pid}); nothing was changed. Run this again when it has finished.`;
    expect(() => releaseOf('mf-public', '1.1.0')).toThrow(busy);
    expect(() => rollback({ remote: 'mf-public', remotesFile })).toThrow(busy);
    expect(built).toEqual([]);
    expect(fs.readFileSync(remotesFile, 'utf8')).toBe(before);
    // Another remote is not held up.
    expect(releaseOf('mf-crm', '2.0.0').url).toBe(releaseUrl('mf-crm', '2.0.0'));
  });

  it('when the release that held the lock died, then the next one takes it over and leaves no lock behind', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
    fs.writeFileSync(lockOf('mf-quote'), dead.stdout);
    expect(releaseOf('mf-quote', '1.0.0').url).toBe(releaseUrl('mf-quote', '1.0.0'));
    expect(fs.existsSync(lockOf('mf-quote'))).toBe(false);
  });

  it('when another remote switches at the same moment, then the switch waits for it and keeps its change', () => {
    releaseOf('mf-public', '1.0.0');
    // Another remote's release, in the middle of its switch: it holds /remotes.json's lock, writes its own map after
    // 300 ms and lets the lock go. Without the lock this release would write the map it read before, and one change
    // would be lost.
    const map = JSON.stringify({ ...remotes(), mf_crm: releaseUrl('mf-crm', '9.0.0') });
    const lockPath = `${remotesFile}.lock`;
    holdLock(lockPath, `const fs = require('node:fs'); setTimeout(() => { fs.writeFileSync(${JSON.stringify(remotesFile)}, ${JSON.stringify(map)}); fs.rmSync(${JSON.stringify(lockPath)}); setTimeout(() => {}, 30000); }, 300)`);
    releaseOf('mf-public', '1.1.0');
    expect(remotes()).toMatchObject({ mf_public: releaseUrl('mf-public', '1.1.0'), mf_crm: releaseUrl('mf-crm', '9.0.0') });
  });
});

describe('npm run rollback', () => {
  it('when a remote was released twice, then rollback points it back one release at a time, down to its built-in build', () => {
    releaseOf('mf-public', '1.0.0');
    releaseOf('mf-quote', '7.0.0');
    releaseOf('mf-public', '1.1.0');
    expect(rollback({ remote: 'mf-public', remotesFile })).toEqual({ url: releaseUrl('mf-public', '1.0.0'), from: releaseUrl('mf-public', '1.1.0') });
    expect(remotes()).toMatchObject({ mf_public: releaseUrl('mf-public', '1.0.0'), mf_quote: releaseUrl('mf-quote', '7.0.0') });
    expect(rollback({ remote: 'mf-public', remotesFile }).url).toBe('/remotes/mf-public/remoteEntry.js');
    expect(remotes()).toMatchObject({ mf_public: '/remotes/mf-public/remoteEntry.js', mf_quote: releaseUrl('mf-quote', '7.0.0') });
    // The release folders stay (pages opened on them keep loading their files).
    expect(fs.readdirSync(path.join(releasesDir, 'mf-public')).sort()).toEqual(['1.0.0', '1.1.0']);
    expect(JSON.parse(fs.readFileSync(historyFileOf(remotesFile), 'utf8'))).toEqual({ mf_public: [], mf_quote: ['/remotes/mf-quote/remoteEntry.js'] });
  });

  it('when a remote has no previous release, then rollback says so and changes nothing', () => {
    expect(() => rollback({ remote: 'mf-admin', remotesFile })).toThrow('mf-admin has no previous release to roll back to: it is on its built-in build.');
    releaseOf('mf-admin', '1.0.0');
    rollback({ remote: 'mf-admin', remotesFile });
    const before = fs.readFileSync(remotesFile, 'utf8');
    expect(() => rollback({ remote: 'mf-admin', remotesFile })).toThrow('mf-admin has no previous release to roll back to');
    expect(fs.readFileSync(remotesFile, 'utf8')).toBe(before);
    expect(() => rollback({ remote: 'admin', remotesFile })).toThrow('Unknown remote "admin"');
  });

  it('when a remote was rolled back and released again, then the next rollback returns to the release before it', () => {
    releaseOf('mf-public', '1.0.0');
    releaseOf('mf-public', '1.1.0');
    rollback({ remote: 'mf-public', remotesFile });
    releaseOf('mf-public', '1.2.0');
    expect(rollback({ remote: 'mf-public', remotesFile }).url).toBe(releaseUrl('mf-public', '1.0.0'));
  });
});

// With S3_BUCKET (ADR 0075): the release goes to a real S3-protocol server (s3rver) and the remotes map is the table
// remote_releases of a real PostgreSQL (PGlite in memory here; the API processes' side is api/src/static/stored-remotes.test.ts).
describe('npm run release and rollback with S3_BUCKET', () => {
  let s3;
  let database;
  let store;
  let notified;
  beforeAll(async () => {
    s3 = await startS3TestServer({ bucket: 'motohaul-releases' });
    store = releaseStore({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', ...s3.credentials, forcePathStyle: true });
    database = await openDatabase({ kind: 'pglite-memory' });
    await database.migrate();
    await database.listen(REMOTES_CHANGED_CHANNEL, (remote) => notified.push(remote));
  });
  afterAll(async () => {
    await database.close();
    await s3.stop();
  });
  beforeEach(async () => {
    await database.db.delete(remoteReleases);
    notified = [];
  });
  const toStore = (remote, version, options = {}) => releaseToStore({ remote, version, db: database.db, store, build, served, staticRoot, ...options });
  const rows = async () => (await allReleases(database.db)).map(({ remote, version, entryUrl, storageKey, rolledBackAt }) => ({ remote, version, entryUrl, storageKey, rolledBack: rolledBackAt !== null }));

  it('when a remote is released, then its compressed browser and server build is in the bucket under its version, and the table makes it current (with a NOTIFY)', async () => {
    const result = await toStore('mf-public', '1.4.0');
    expect(result).toEqual({ key: 'releases/mf-public/1.4.0/', url: releaseUrl('mf-public', '1.4.0'), previous: '/remotes/mf-public/remoteEntry.js' });
    expect((await store.list('releases/mf-public/1.4.0/')).sort()).toEqual(
      ['mf-manifest.json', 'mf-manifest.json.br', 'mf-manifest.json.gz', 'page.5678.css', 'page.5678.js', 'remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz', 'routes.1234.js', 'server/server.cjs'].map(
        (file) => `releases/mf-public/1.4.0/${file}`,
      ),
    );
    expect(await rows()).toEqual([{ remote: 'mf_public', version: '1.4.0', entryUrl: releaseUrl('mf-public', '1.4.0'), storageKey: 'releases/mf-public/1.4.0/', rolledBack: false }]);
    await expect.poll(() => notified).toEqual(['mf_public']);
    expect((await toStore('mf-public', '1.5.0')).previous).toBe(releaseUrl('mf-public', '1.4.0'));
  });

  it('when a version is in the table or the bucket already, then it is refused before any build and nothing changes', async () => {
    await toStore('mf-crm', '2.0.0');
    built = [];
    await expect(toStore('mf-crm', '2.0.0')).rejects.toThrow('mf-crm 2.0.0 is released already (releases/mf-crm/2.0.0/ in the bucket); a release never changes: choose a new version.');
    // An upload whose recording failed: the version stays taken (its files in the bucket never change).
    const uploaded = fs.mkdtempSync(path.join(dir, 'uploaded-'));
    fs.writeFileSync(path.join(uploaded, 'remoteEntry.js'), '/* 2.0.1 */');
    await store.upload('releases/mf-crm/2.0.1/', uploaded);
    await expect(toStore('mf-crm', '2.0.1')).rejects.toThrow('mf-crm 2.0.1 is released already (releases/mf-crm/2.0.1/ in the bucket)');
    await expect(toStore('shell', '1.0.0')).rejects.toThrow('Unknown remote "shell"');
    await expect(toStore('mf-crm', '../2')).rejects.toThrow('Bad version "../2"');
    expect(built).toEqual([]);
    expect((await rows()).map(({ version }) => version)).toEqual(['2.0.0']);
  });

  it('when the build fails or the release gate refuses it, then nothing is uploaded or recorded', async () => {
    await expect(toStore('mf-quote', '1.0.0', { build: () => undefined })).rejects.toThrow('remoteEntry.js: Error: missing from the build');
    const throwing = buildRequiring(requiring, { pages: { '/mf-quote': `() => { throw new Error('No quote'); }` } });
    await expect(toStore('mf-quote', '1.0.1', { build: throwing })).rejects.toThrow('/mf-quote (for a visitor): Error: No quote');
    expect(await store.list('releases/mf-quote/')).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it("when a page's path is drawn by another remote's release in the bucket, then the gate draws with it and refuses", async () => {
    await toStore('mf-public', '1.0.0', { build: buildRequiring(requiring, { pages: { '/shared': `() => 'Public'` } }) });
    await expect(toStore('mf-quote', '1.0.0', { build: buildRequiring(requiring, { pages: { '/shared': `() => 'Quote'` } }) })).rejects.toThrow(
      "/shared (for a visitor): Error: the shell drew mf_public's page there",
    );
    expect((await rows()).map(({ remote }) => remote)).toEqual(['mf_public']);
  });

  it('when a remote was released twice, then rollback marks one release at a time rolled back, down to its built-in build, and then refuses', async () => {
    await toStore('mf-admin', '1.0.0');
    await toStore('mf-admin', '1.1.0');
    notified = [];
    expect(await rollbackInStore({ remote: 'mf-admin', db: database.db })).toEqual({ url: releaseUrl('mf-admin', '1.0.0'), from: releaseUrl('mf-admin', '1.1.0') });
    await expect.poll(() => notified).toEqual(['mf_admin']);
    expect(await rollbackInStore({ remote: 'mf-admin', db: database.db })).toEqual({ url: '/remotes/mf-admin/remoteEntry.js', from: releaseUrl('mf-admin', '1.0.0') });
    await expect(rollbackInStore({ remote: 'mf-admin', db: database.db })).rejects.toThrow('mf-admin has no previous release to roll back to: it is on its built-in build.');
    // Released again after the rollbacks: the next rollback returns to the built-in build, the rolled-back stay so.
    await toStore('mf-admin', '1.2.0');
    expect((await rollbackInStore({ remote: 'mf-admin', db: database.db })).url).toBe('/remotes/mf-admin/remoteEntry.js');
    expect((await rows()).map(({ version, rolledBack }) => [version, rolledBack])).toEqual([['1.0.0', true], ['1.1.0', true], ['1.2.0', true]]);
  });
});

// One release of a remote at a time on every machine: the advisory lock of the release's transaction on the PostgreSQL
// server (PGlite has one connection, and so one release at a time, already).
describe.runIf(process.env.DATABASE_URL)('one release of a remote at a time (S3_BUCKET, PostgreSQL server)', () => {
  let s3;
  let scratch;
  let database;
  let store;
  beforeAll(async () => {
    s3 = await startS3TestServer({ bucket: 'motohaul-releases-lock' });
    store = releaseStore({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', ...s3.credentials, forcePathStyle: true });
    scratch = await createScratchDatabase(process.env.DATABASE_URL, 'motohaul_release_lock');
    database = await openDatabase({ kind: 'postgres', url: scratch.url });
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
    await s3?.stop();
  });

  it('when a release of the remote runs on another machine, then a release and a rollback here are refused, and nothing is built or recorded', async () => {
    // The other machine's release: its transaction holds the remote's lock until it ends.
    let finish;
    const other = database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('release mf-public'))`);
      await new Promise((resolve) => (finish = resolve));
    });
    await expect.poll(() => finish).toBeDefined();
    const busy = 'Another release or rollback of mf-public is running; nothing was changed. Run this again when it has finished.';
    await expect(releaseToStore({ remote: 'mf-public', version: '1.0.0', db: database.db, store, build, staticRoot })).rejects.toThrow(busy);
    await expect(rollbackInStore({ remote: 'mf-public', db: database.db })).rejects.toThrow(busy);
    expect(built).toEqual([]);
    expect(await allReleases(database.db)).toEqual([]);
    finish();
    await other;
    expect((await releaseToStore({ remote: 'mf-public', version: '1.0.0', db: database.db, store, build, served, staticRoot })).url).toBe(releaseUrl('mf-public', '1.0.0'));
  });
});
