import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/runtime-core';
import { describe, expect, it } from 'vitest';

// The shared packages' versions are real (ADR 0081): the shell and every remote share one copy of platform and
// design-system, and Module Federation (and `npm run release`) compare a remote's required range with the version the
// shell serves. That only means something if a package's version changes whenever its code does. Each package's
// version is recorded here with a hash of its source; a change to the source without a new version fails this test.

const root = path.resolve(import.meta.dirname, '..');
const RECORD = path.join(root, 'scripts', 'shared-package-versions.json');
const TEST_FILE = /\.(test|stories)\.(ts|tsx)$/;

/** A hash of the package's shipped source: every file under src/ but its tests and stories, by path and content. */
function sourceHash(pkg) {
  const hash = createHash('sha256');
  const walk = (dir) =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .forEach((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (!TEST_FILE.test(entry.name)) hash.update(`${path.relative(root, file)}\n`).update(fs.readFileSync(file));
      });
  walk(path.join(root, pkg, 'src'));
  return hash.digest('hex').slice(0, 16);
}

const versionOf = (pkg) => JSON.parse(fs.readFileSync(path.join(root, pkg, 'package.json'), 'utf8')).version;
const recorded = JSON.parse(fs.readFileSync(RECORD, 'utf8'));

describe.each(Object.keys(recorded))('the shared package %s', (pkg) => {
  it('when its source changes, then its version changes with it (recorded in scripts/shared-package-versions.json)', () => {
    const now = { version: versionOf(pkg), sourceHash: sourceHash(pkg) };
    const advice =
      `${pkg}/src changed since ${pkg} ${recorded[pkg].version}: give ${pkg}/package.json a new version (minor for an ` +
      'addition, major for a breaking change, and then the range each app declares), and record it in ' +
      `scripts/shared-package-versions.json as ${JSON.stringify({ [pkg]: { version: 'x.y.z', sourceHash: now.sourceHash } })}`;
    expect(now, advice).toEqual(recorded[pkg]);
  });

  it('when an app shares it, then the app declares a range its version meets', () => {
    const apps = ['shell', 'mf-public', 'mf-quote', 'mf-crm', 'mf-admin'];
    for (const app of apps) {
      const declared = JSON.parse(fs.readFileSync(path.join(root, app, 'package.json'), 'utf8')).dependencies[`@motohaul/${pkg}`];
      expect(satisfy(versionOf(pkg), declared), `${app} declares @motohaul/${pkg} ${declared}, which ${versionOf(pkg)} does not meet`).toBe(true);
    }
  });
});
