import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressBuild, MIN_BYTES } from './compress-build.mjs';

describe('compressBuild', () => {
  let dir;
  const write = (name, content) => {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    return file;
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-build-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('when a build holds text files, then each gets a .br and a .gz copy that decode to it, smaller than it', () => {
    const script = 'export const rides = ' + JSON.stringify(Array.from({ length: 200 }, (_, i) => `ride ${i}`)) + ';\n';
    const js = write('static/js/main.0123abcd.js', script);
    const html = write('index.html', `<!doctype html>${'<p>MotoHaul</p>'.repeat(50)}`);
    const totals = compressBuild(dir);
    expect(totals.files).toBe(2);
    for (const file of [js, html]) {
      const original = fs.readFileSync(file);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`))).toEqual(original);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`))).toEqual(original);
      expect(fs.statSync(`${file}.br`).size).toBeLessThan(original.length);
    }
    expect(totals.br).toBeLessThan(totals.gz);
  });

  it('when a file is tiny, an image or a copy already, then no copy is written for it', () => {
    write('tiny.js', 'x'.repeat(MIN_BYTES - 1));
    write('logo.png', Buffer.alloc(4096, 1));
    compressBuild(dir);
    expect(fs.readdirSync(dir).sort()).toEqual(['logo.png', 'tiny.js']);
    write('big.css', 'a{color:red}'.repeat(100));
    compressBuild(dir);
    compressBuild(dir); // a second run rewrites the copies, it does not compress them again
    expect(fs.readdirSync(dir).sort()).toEqual(['big.css', 'big.css.br', 'big.css.gz', 'logo.png', 'tiny.js']);
  });
});
