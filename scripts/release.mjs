// `npm run release -- <remote> <version>` (ADR 0044): builds one remote's browser and server code into
// RELEASES_DIR/<remote>/<version>/ and points REMOTES_FILE (/remotes.json) at it. RELEASES_DIR and REMOTES_FILE are
// read as the server reads them (api/src/config/env.ts; by default inside DATA_DIR). Run with tsx (package.json).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadReleaseFiles } from '../api/src/config/env.ts';
import { release, ReleaseError } from './releases.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The remote's production build (browser and server, rspack.base.js) into `outputDir`, its release id `version`. */
function rspackBuild({ remote, version, outputDir }) {
  const result = spawnSync(npm, ['exec', '-w', `@motohaul/${remote}`, '--', 'rspack', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MF_OUTPUT_DIR: outputDir, MF_RELEASE: version },
  });
  if (result.status !== 0) throw new ReleaseError(`The build of ${remote} failed; nothing was released.`);
}

const [remote, version] = process.argv.slice(2);
try {
  const { remotesFile, releasesDir } = loadReleaseFiles();
  const { folder, url, previous } = release({ remote, version, remotesFile, releasesDir, build: rspackBuild });
  console.info(`[release] ${remote} ${version} is in ${folder}`);
  console.info(`[release] ${remotesFile} now points ${remote} at ${url} (was ${previous}); undo with: npm run rollback -- ${remote}`);
} catch (error) {
  console.error(`[release] ${error.message}`);
  if (!(error instanceof ReleaseError)) console.error('Usage: npm run release -- <remote> <version>   e.g. npm run release -- mf-public 1.4.0');
  process.exit(1);
}
