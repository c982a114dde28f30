import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { writeAllRemotePages } from '../test/remote-pages';
import { writeFile as write } from '../test/write-file';

// Issue 27: '/quote-status/%E0%A4%A' answered a bare 400 'URI malformed' (the static file server's own answer).
// Issue 45 item 8: '/find-providers?q=%00' answered 200 and logged the directory's error each time.

const INDEX = '<!doctype html><html lang="en-AU"><head><title>MotoHaul</title></head><body><div id="root"></div></body></html>';

describe('a page path with a broken percent escape', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-malformed-'));
    write(path.join(root, 'shell/dist/index.html'), INDEX);
    await writeAllRemotePages(root);
    t = await createTestApp({ STATIC_ROOT: root });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each(['/quote-status/%E0%A4%A', '/%ZZ', '/find-providers/%'])('when a browser asks for %s, then it gets 400 with the site page and the invalid-link head', async (url) => {
    const res = await t.agent.get(url).set('Accept', 'text/html,*/*;q=0.8');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('<title>Invalid Link | MotoHaul</title>');
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
  });

  it('when a page is asked for with a NUL character in its query, then 400 with the invalid-link page, and nothing is logged', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    try {
      const res = await t.agent.get('/find-providers?q=Parra%00matta').set('Accept', 'text/html,*/*;q=0.8');
      expect(res.status).toBe(400);
      expect(res.text).toContain('<title>Invalid Link | MotoHaul</title>');
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
      const json = await t.agent.get('/find-providers?q=%00').set('Accept', 'application/json');
      expect(json.status).toBe(400);
      expect(json.body).toEqual({ message: 'Text must not contain NUL characters' });
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('when something other than a page is asked for, then it gets the JSON envelope', async () => {
    const res = await t.agent.get('/remotes/mf-public/%E0%A4%A.js').set('Accept', 'application/javascript');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed path' });
  });
});
