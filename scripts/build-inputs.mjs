// Which front end needs a build: each build records a content hash of its inputs in `<pkg>/dist/.build-hash`;
// a front end whose inputs hash differently now (or that has no build, or no recorded hash) is built again.
// Used by `npm start` (scripts/start.mjs) and `npm run build` (scripts/build.mjs). docs/decisions/0015.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Each front end and the file its finished build always contains. */
export const FRONT_ENDS = [
  ['shell', 'index.html'],
  ['mf-public', 'mf-manifest.json'],
  ['mf-quote', 'mf-manifest.json'],
  ['mf-crm', 'mf-manifest.json'],
  ['mf-admin', 'mf-manifest.json'],
];

/** What every front end's build reads besides its own folder: the shared packages (design-system, platform, contracts), the build config, the lockfile. */
export const SHARED_INPUTS = ['design-system', 'platform', 'contracts', 'rspack.base.js', 'tsconfig.base.json', 'package-lock.json'];

/** Written into the build output after a successful build. */
export const HASH_FILE = '.build-hash';

/** Folders that are outputs or installed packages, never inputs. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'coverage']);

function listFiles(absolute, relative, out) {
  if (!fs.existsSync(absolute)) return;
  const stat = fs.statSync(absolute);
  if (stat.isFile()) {
    out.push(relative);
    return;
  }
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    // By name, whatever the entry is: a symlinked node_modules is skipped too.
    if (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('dist-')) continue;
    if (entry.isDirectory() && entry.name.startsWith('.')) continue;
    listFiles(path.join(absolute, entry.name), `${relative}/${entry.name}`, out);
  }
}

/** Files under `inputs` (folders or files, relative to the root), with `/`, sorted. */
function filesOf(root, inputs) {
  const files = [];
  for (const input of inputs) listFiles(path.join(root, input), input, files);
  return files.sort();
}

/** SHA-256 over each file's path and content: any edit, addition, removal or rename changes it. */
function digest(root, files, extra = '') {
  const hash = createHash('sha256').update(extra).update('\0');
  for (const file of files) {
    hash.update(file).update('\0');
    hash.update(fs.readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

/** The hash of the inputs every front end shares (computed once per start). */
export const hashSharedInputs = (root) => digest(root, filesOf(root, SHARED_INPUTS));

/** The hash of one front end's inputs: its own files and the shared inputs' hash. */
export const hashInputs = (root, pkg, shared = hashSharedInputs(root)) => digest(root, filesOf(root, [pkg]), shared);

const hashFileOf = (root, pkg) => path.join(root, pkg, 'dist', HASH_FILE);

/**
 * Why `pkg` must be built, or null when its build is current: the marker file is missing, no hash was recorded
 * (a build older than this check), or the inputs changed since.
 */
export function staleReason(root, pkg, marker, hash = hashInputs(root, pkg)) {
  if (!fs.existsSync(path.join(root, pkg, 'dist', marker))) return `${pkg}/dist/${marker} is missing`;
  const file = hashFileOf(root, pkg);
  if (!fs.existsSync(file)) return `${pkg}/dist has no recorded input hash`;
  if (fs.readFileSync(file, 'utf8').trim() !== hash) return `the sources of ${pkg} or a shared package changed since its build`;
  return null;
}

/**
 * Builds every front end whose build is missing or stale (all of them with `force`), one at a time (two cores),
 * and records the inputs' hash after each successful build. The hash is taken before the build starts, so an edit
 * made during the build is seen at the next start. `build(pkg)` runs the build and returns true on success.
 * Returns the front ends it built; throws on the first failed build (that front end keeps no hash).
 */
export function buildStaleFrontEnds({ root, build, force = false, frontEnds = FRONT_ENDS, log = console.info }) {
  const built = [];
  const shared = hashSharedInputs(root);
  for (const [pkg, marker] of frontEnds) {
    const hash = hashInputs(root, pkg, shared);
    const reason = force ? 'a full build was asked for' : staleReason(root, pkg, marker, hash);
    if (reason === null) continue;
    log(`[build] ${reason}: building @motohaul/${pkg}`);
    fs.rmSync(hashFileOf(root, pkg), { force: true });
    if (!build(pkg)) throw new Error(`Building @motohaul/${pkg} failed.`);
    fs.mkdirSync(path.dirname(hashFileOf(root, pkg)), { recursive: true });
    fs.writeFileSync(hashFileOf(root, pkg), `${hash}\n`);
    built.push(pkg);
  }
  return built;
}
