import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/env';
import type { Database } from '../db/database';
import { startS3TestServer, type S3TestServer } from '../test/s3-test-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { writeAllRemotePages } from '../test/remote-pages';
import { writeFile as write } from '../test/write-file';
import { releaseStore, type ReleaseStore } from './release-store';
import { recordRelease } from './remote-releases';
import { storedRemotes } from './stored-remotes';

// ADR 0075, issue 44 item 5: with S3_BUCKET, a release made through one machine is served by every API process within
// a second: /remotes.json, the release's files and its server-rendered pages. Two apps share one database (PostgreSQL
// or PGlite) and one bucket (s3rver), each with a DATA_DIR of its own, as two machines would. The release is made by
// the release command's own function (scripts/releases.mjs) with a stand-in build (the real rspack build runs in the e2e).

interface ReleaseScripts {
  releaseToStore(options: {
    remote: string;
    version: string;
    db: Database;
    store: ReleaseStore;
    build: (build: { version: string; outputDir: string }) => void;
    served: Record<string, string>;
    staticRoot: string;
  }): Promise<unknown>;
  rollbackInStore(options: { remote: string; db: Database }): Promise<unknown>;
}
/** The release command's functions (JavaScript run with tsx), imported by a computed path: type checking stays in the API. */
const releaseScripts = async () => (await import(path.join(REPO_ROOT, 'scripts/releases.mjs'))) as ReleaseScripts;

const INDEX = '<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>MotoHaul</title></head><body><div id="root"></div></body></html>';
// A shell server bundle with the real one's exports: it draws the route a remote's bundle gives for the path.
const SHELL_SERVER = `
exports.sharedModules = {};
const routes = new Map();
exports.provideServerRoutes = (remote, given) => { routes.set(remote, given); };
exports.renderPage = async ({ url }) => {
  const { pathname } = new URL(url, 'http://server.invalid');
  for (const [remote, given] of routes) {
    const route = given.find((candidate) => candidate.path === pathname);
    if (route) return { rootHtml: '<main><h1>' + route.text + '</h1></main>', state: { page: { remote, path: route.path }, queries: null } };
  }
  return { rootHtml: null, state: { page: null, queries: null } };
};`;
const publicServer = (text: string) =>
  `exports.routes = [{ path: '/', text: ${JSON.stringify(text)}, handle: { title: 'Home', description: 'Home.', signedOut: true } }];`;
/** A browser entry the release gate loads (ADR 0088): a container exposing nothing, and the release in a comment. */
const remoteEntry = (version: string) => `var mf_public = { init: async () => {}, get: async () => () => ({}) }; /* mf-public ${version} */`;
const entryOf = (version: string) => `/releases/mf-public/${version}/remoteEntry.js`;
const BUILT_IN = '/remotes/mf-public/remoteEntry.js';

describe('releases every API process serves (S3_BUCKET)', () => {
  let s3: S3TestServer;
  let root: string;
  let store: ReleaseStore;
  let scripts: ReleaseScripts;
  let a: TestApp;
  let b: TestApp;
  /**
   * The stand-in build: mf-public's pages, a remoteEntry.js, a server bundle that says which release drew the page, and
   * a manifest that needs no shared package (what the shell serves is checked in scripts/releases.test.mjs).
   */
  const build = ({ version, outputDir }: { version: string; outputDir: string }) => {
    fs.copyFileSync(path.join(root, 'mf-public/dist/pages.json'), path.join(outputDir, 'pages.json'));
    write(path.join(outputDir, 'mf-manifest.json'), JSON.stringify({ shared: [], exposes: [] }));
    write(path.join(outputDir, 'remoteEntry.js'), remoteEntry(version));
    write(path.join(outputDir, 'server/server.cjs'), publicServer(`Release ${version}`));
  };
  const releaseOf = (version: string) => scripts.releaseToStore({ remote: 'mf-public', version, db: a.database.db, store, build, served: {}, staticRoot: root });
  const home = async (t: TestApp) => /<h1>([^<]*)<\/h1>/.exec((await t.agent.get('/').set('Accept', 'text/html').expect(200)).text)?.[1];
  /**
   * Waits for both processes' /remotes.json to name `entry` for mf_public. How soon (issue 44's 1 s) is a figure the
   * cluster check measures and prints (scripts/cluster-check), not a timed assertion on a shared machine.
   */
  const bothSwitchTo = async (entry: string) => {
    for (const t of [a, b]) {
      await expect.poll(async () => (await t.agent.get('/remotes.json').expect(200)).body.mf_public, { timeout: 10_000, interval: 25 }).toBe(entry);
    }
  };

  beforeAll(async () => {
    s3 = await startS3TestServer({ bucket: 'motohaul-releases' });
    store = releaseStore({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', ...s3.credentials, forcePathStyle: true });
    scripts = await releaseScripts();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-stored-remotes-'));
    write(path.join(root, 'shell/dist/index.html'), INDEX);
    write(path.join(root, 'shell/dist/server/server.cjs'), SHELL_SERVER);
    write(path.join(root, 'mf-public/dist/server/server.cjs'), publicServer('Built-in home'));
    await writeAllRemotePages(root);
    const machine = (name: string) => ({ STATIC_ROOT: root, DATA_DIR: path.join(root, name), ...s3.env });
    a = await createTestApp(machine('a'));
    b = await createTestApp(machine('b'));
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await s3.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('when a remote is released through one machine, then both serve it (map, files, server-rendered page); a rollback through the other switches both back', async () => {
    expect(await home(b)).toBe('Built-in home');
    await releaseOf('2.0.0');
    await bothSwitchTo(entryOf('2.0.0'));
    // B never saw the build: its files and its server code come from the bucket, kept in B's own DATA_DIR.
    expect((await b.agent.get(entryOf('2.0.0')).expect(200)).text).toBe(remoteEntry('2.0.0'));
    expect(fs.existsSync(path.join(root, 'b/release-cache/mf-public/2.0.0/server/server.cjs'))).toBe(true);
    expect(await home(b)).toBe('Release 2.0.0');
    expect(await home(a)).toBe('Release 2.0.0');

    await releaseOf('2.1.0');
    await bothSwitchTo(entryOf('2.1.0'));
    expect(await home(b)).toBe('Release 2.1.0');

    await scripts.rollbackInStore({ remote: 'mf-public', db: b.database.db });
    await bothSwitchTo(entryOf('2.0.0'));
    expect(await home(a)).toBe('Release 2.0.0');
    await scripts.rollbackInStore({ remote: 'mf-public', db: b.database.db });
    await bothSwitchTo(BUILT_IN);
    expect(await home(b)).toBe('Built-in home');
    // A page opened on a release keeps loading its files from either machine.
    expect((await a.agent.get('/releases/mf-public/2.1.0/remoteEntry.js').expect(200)).text).toBe(remoteEntry('2.1.0'));
  });

  it('when a process starts after releases, then it reads the map at start, and copies an earlier release only when a page asks for its files', async () => {
    await releaseOf('3.0.0');
    await releaseOf('3.1.0');
    await bothSwitchTo(entryOf('3.1.0'));
    const cacheDir = path.join(root, 'c/release-cache');
    const c = await storedRemotes({ database: a.database, store, cacheDir });
    expect(c.map().mf_public).toBe(entryOf('3.1.0'));
    expect(fs.readdirSync(path.join(cacheDir, 'mf-public'))).toEqual(['3.1.0']);
    await c.fetchRelease?.('/releases/mf-public/3.0.0/remoteEntry.js');
    expect(fs.readFileSync(path.join(cacheDir, 'mf-public/3.0.0/remoteEntry.js'), 'utf8')).toBe(remoteEntry('3.0.0'));
    // A path that is no release's is not looked for.
    await c.fetchRelease?.('/releases/mf-public/9.9.9/remoteEntry.js');
    expect(fs.readdirSync(path.join(cacheDir, 'mf-public')).sort()).toEqual(['3.0.0', '3.1.0']);
  });

  it('when the bucket does not hold a release the table names, then each process stays on what it served and says why', async () => {
    await recordRelease(a.database.db, { remote: 'mf_quote', version: '5.0.0', entryUrl: '/releases/mf-quote/5.0.0/remoteEntry.js', storageKey: 'releases/mf-quote/5.0.0/' });
    const errors: unknown[][] = [];
    const c = await storedRemotes({ database: a.database, store, cacheDir: path.join(root, 'd/release-cache'), log: { error: (...args: unknown[]) => errors.push(args) } });
    expect(c.map().mf_quote).toBe('/remotes/mf-quote/remoteEntry.js');
    expect(String(errors[0]?.[0])).toContain('The release 5.0.0 of mf_quote could not be fetched from the bucket; /remotes/mf-quote/remoteEntry.js stays');
    expect((await b.agent.get('/remotes.json').expect(200)).body.mf_quote).toBe('/remotes/mf-quote/remoteEntry.js');
  });
});
