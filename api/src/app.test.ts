import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';
import { writeFile as write } from './test/write-file';
import { writeAllRemotePages } from './test/remote-pages';

describe('the app without front-end builds', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-empty-'));
    t = await createTestApp({ STATIC_ROOT: root });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('when an /api path does not exist, then it answers 404 JSON', async () => {
    const res = await t.agent.get('/api/no-such-thing').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: 'Not found' });
    await t.agent.post('/api/no-such-thing').send({}).expect(404, { message: 'Not found' });
  });

  it('when any response is sent, then it has no X-Powered-By and carries a real CSP', async () => {
    const res = await t.agent.get('/api/health');
    expect(res.headers['x-powered-by']).toBeUndefined();
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'\s+https:\/\/js\.stripe\.com/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-src https://js.stripe.com');
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('maps.googleapis.com');
  });

  it('when /remotes.json is asked for without REMOTES_FILE, then it gets the default relative map, never cached', async () => {
    const res = await t.agent.get('/remotes.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      mf_public: '/remotes/mf-public/remoteEntry.js',
      mf_quote: '/remotes/mf-quote/remoteEntry.js',
      mf_crm: '/remotes/mf-crm/remoteEntry.js',
      mf_admin: '/remotes/mf-admin/remoteEntry.js',
    });
  });

  it('when the shell is not built, then a page request answers 404 text instead of crashing', async () => {
    const res = await t.agent.get('/get-quote').set('Accept', 'text/html').expect(404);
    expect(res.text).toContain('not built');
    await t.agent.get('/remotes/mf-quote/mf-manifest.json').expect(404);
  });

  it('when a path under /remotes does not exist, then it answers 404 with the JSON error envelope', async () => {
    for (const url of ['/remotes/mf-quote/mf-manifest.json', '/remotes/no-such-remote/x.js', '/remotes', '/remotes/']) {
      const res = await t.agent.get(url).set('Accept', 'text/html').expect(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ message: 'Not found' });
    }
    await t.agent.post('/remotes/mf-crm/remoteEntry.js').send({}).expect(404, { message: 'Not found' });
    await t.agent.delete('/api/no-such-thing').expect(404, { message: 'Not found' });
  });
});

describe('the app serving builds on one origin', () => {
  let t: TestApp;
  let root: string;
  let remotesFile: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-static-'));
    write(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>MotoHaul shell</title>');
    write(path.join(root, 'mf-quote/dist/mf-manifest.json'), '{"name":"mf_quote"}');
    write(path.join(root, 'mf-quote/dist/static/js/main.0123abcd.js'), 'console.log(1)');
    write(path.join(root, 'releases/mf-quote-2/mf-manifest.json'), '{"name":"mf_quote","version":2}');
    await writeAllRemotePages(root);
    remotesFile = path.join(root, 'remotes.json');
    write(remotesFile, JSON.stringify({ mf_quote: '/remotes/mf-quote/mf-manifest.json' }));
    t = await createTestApp({ STATIC_ROOT: root, REMOTES_FILE: remotesFile, RELEASES_DIR: path.join(root, 'releases') });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('when a client route is opened, then the shell index.html is served with that page\'s title', async () => {
    const res = await t.agent.get('/dashboard').set('Accept', 'text/html').expect(200);
    const owners = /^<!doctype html><script type="application\/json" id="route-owners">(.*?)<\/script><title>/.exec(res.text);
    expect(JSON.parse(owners?.[1] ?? 'null')).toMatchObject({ owner: 'mf_crm' });
    expect(res.text.replace(/<script[^]*?<\/script>/, '')).toBe(
      '<!doctype html><title>Dashboard | MotoHaul</title>\n    <meta name="description" content="Your MotoHaul provider dashboard: available leads and your sales pipeline." />',
    );
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when a remote build is asked for, then the manifest is revalidated and hashed assets cache long', async () => {
    const manifest = await t.agent.get('/remotes/mf-quote/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const asset = await t.agent.get('/remotes/mf-quote/static/js/main.0123abcd.js').expect(200);
    await t.agent.get('/remotes/mf-quote/static/js/missing.0123abcd.js').expect(404, { message: 'Not found' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('when REMOTES_FILE is pointed at a release, then /remotes.json and the CSP follow without a restart', async () => {
    write(
      remotesFile,
      JSON.stringify({ mf_quote: '/releases/mf-quote-2/mf-manifest.json', mf_crm: 'https://crm.cdn.example/mf-manifest.json' }),
    );
    const res = await t.agent.get('/remotes.json').expect(200);
    expect(res.body.mf_quote).toBe('/releases/mf-quote-2/mf-manifest.json');
    expect(res.body.mf_public).toBe('/remotes/mf-public/remoteEntry.js');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/crm\.cdn\.example/);
    expect(res.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/crm\.cdn\.example/);
    const release = await t.agent.get('/releases/mf-quote-2/mf-manifest.json').expect(200);
    expect(release.body).toEqual({ name: 'mf_quote', version: 2 });
  });
});

describe('the CSP with a Google places key', () => {
  it('when a places key is configured, then the Google Maps origins may load scripts and be fetched', async () => {
    const t = await createTestApp({ GOOGLE_PLACES_KEY: 'test-key' });
    try {
      const csp = (await t.agent.get('/api/health')).headers['content-security-policy'] as string;
      expect(csp).toMatch(/script-src [^;]*https:\/\/maps\.googleapis\.com/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/maps\.googleapis\.com/);
      expect(csp).toMatch(/img-src [^;]*https:\/\/maps\.gstatic\.com/);
    } finally {
      await t.close();
    }
  });
});
