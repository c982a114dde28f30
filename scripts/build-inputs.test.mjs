import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildStaleFrontEnds, FRONT_ENDS, hashInputs, HASH_FILE, SHARED_INPUTS } from './build-inputs.mjs';

// The freshness check of `npm start` (scripts/start.mjs) on a temporary copy of this repository's real front-end
// sources and shared inputs. The builder is a stand-in that writes the build's marker file and notes which front
// end it built, so no real 30-second rspack build runs.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALL = FRONT_ENDS.map(([pkg]) => pkg);

let root;
let builds;

const fakeBuild = (pkg) => {
  builds.push(pkg);
  const marker = FRONT_ENDS.find(([name]) => name === pkg)[1];
  fs.mkdirSync(path.join(root, pkg, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, pkg, 'dist', marker), `built ${pkg}\n`);
  return true;
};

/** One `npm start`'s build step; returns the front ends it built. */
const start = (build = fakeBuild) => {
  builds = [];
  buildStaleFrontEnds({ root, build, log: () => undefined });
  return builds;
};

const edit = (file, text) => fs.appendFileSync(path.join(root, file), text);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-build-inputs-'));
  for (const input of [...ALL, ...SHARED_INPUTS]) {
    fs.cpSync(path.join(repoRoot, input), path.join(root, input), {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist|storybook-static)([\\/]|$)/.test(path.relative(repoRoot, source)),
    });
  }
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm start builds only stale front ends', () => {
  it('when nothing is built, then every front end is built once and a second start builds nothing', () => {
    expect(start()).toEqual(ALL);
    for (const pkg of ALL) expect(fs.readFileSync(path.join(root, pkg, 'dist', HASH_FILE), 'utf8').trim()).toBe(hashInputs(root, pkg));
    expect(start()).toEqual([]);
  });

  it('when one front end has a source edited, then exactly that front end is rebuilt', () => {
    start();
    edit('mf-crm/src/index.ts', '\n// edited\n');
    expect(start()).toEqual(['mf-crm']);
    expect(start()).toEqual([]);
  });

  it('when a file is added to a front end, then exactly that front end is rebuilt', () => {
    start();
    fs.writeFileSync(path.join(root, 'mf-quote', 'src', 'new-file.ts'), 'export const x = 1;\n');
    expect(start()).toEqual(['mf-quote']);
  });

  it.each([
    ['design-system/src/index.ts', '\n// edited\n'],
    ['platform/src/index.ts', '\n// edited\n'],
    ['contracts/src/index.ts', '\n// edited\n'],
    ['rspack.base.js', '\n// edited\n'],
    ['tsconfig.base.json', '\n'],
    ['package-lock.json', '\n'],
  ])('when the shared input %s changes, then every front end is rebuilt', (file, text) => {
    start();
    edit(file, text);
    expect(start()).toEqual(ALL);
  });

  it('when a build predates the hash (dist without .build-hash), then it is rebuilt once', () => {
    start();
    fs.rmSync(path.join(root, 'shell', 'dist', HASH_FILE));
    expect(start()).toEqual(['shell']);
    expect(start()).toEqual([]);
  });

  it('when a build fails, then the start stops and that front end records no hash, so the next start retries it', () => {
    start();
    edit('mf-admin/src/index.ts', '\n// broken\n');
    expect(() => start((pkg) => (pkg === 'mf-admin' ? false : fakeBuild(pkg)))).toThrow('Building @motohaul/mf-admin failed.');
    expect(fs.existsSync(path.join(root, 'mf-admin', 'dist', HASH_FILE))).toBe(false);
    expect(start()).toEqual(['mf-admin']);
  });

  it('when only build outputs or installed packages change, then nothing is rebuilt', () => {
    start();
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'extra.js'), '1');
    fs.mkdirSync(path.join(root, 'design-system', 'node_modules', 'x'), { recursive: true });
    fs.writeFileSync(path.join(root, 'design-system', 'node_modules', 'x', 'index.js'), '1');
    // A node_modules that is a symlink (a workspace linked elsewhere) is not followed either.
    fs.symlinkSync(path.join(root, 'design-system', 'node_modules'), path.join(root, 'mf-public', 'node_modules'));
    expect(start()).toEqual([]);
    fs.writeFileSync(path.join(root, 'design-system', 'node_modules', 'x', 'other.js'), '2');
    expect(start()).toEqual([]);
  });
});
