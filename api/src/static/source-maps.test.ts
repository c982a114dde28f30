import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAllRemotePages } from '../test/remote-pages';
import { createTestApp, type TestApp } from '../test/test-app';
import { writeFile as write } from '../test/write-file';

// Issue 27: the production builds' source maps (the whole front-end source) were served to anyone. A .map file is
// never served, whatever build or release folder holds it (an older build may still have them).
const MAP = JSON.stringify({ version: 3, sources: ['webpack://mf-quote/src/secret-plan.ts'], mappings: '' });

describe('source maps', () => {
  let t: TestApp;
  let root: string;
  let releases: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-maps-'));
    releases = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-maps-releases-'));
    write(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>MotoHaul</title>');
    write(path.join(root, 'shell/dist/static/js/main.0123abcd.js'), 'console.log(1);');
    for (const file of ['shell/dist/static/js/main.0123abcd.js.map', 'mf-quote/dist/static/js/main.0123abcd.js.map']) {
      write(path.join(root, file), MAP);
      write(path.join(root, `${file}.br`), zlib.brotliCompressSync(MAP));
      write(path.join(root, `${file}.gz`), zlib.gzipSync(MAP));
    }
    write(path.join(releases, 'mf-quote/1.0.0/static/js/main.0123abcd.js.map'), MAP);
    await writeAllRemotePages(root);
    t = await createTestApp({ STATIC_ROOT: root, RELEASES_DIR: releases });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(releases, { recursive: true, force: true });
  });

  it.each([
    '/static/js/main.0123abcd.js.map',
    '/remotes/mf-quote/static/js/main.0123abcd.js.map',
    '/releases/mf-quote/1.0.0/static/js/main.0123abcd.js.map',
    '/static/js/MAIN.0123ABCD.JS.MAP',
  ])('when %s is asked for (in any encoding), then it answers 404 without the map', async (url) => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await t.agent.get(url).set('Accept-Encoding', encoding).set('Accept', '*/*');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('secret-plan');
    }
  });

  it('when the script itself is asked for, then it is served', async () => {
    await t.agent.get('/static/js/main.0123abcd.js').expect(200);
  });
});
