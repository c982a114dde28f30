// `npm run release -- <remote> <version>` (ADRs 0044, 0075, 0088): builds one remote's browser and server code, gates it and makes
// it the remote's release. One machine: into RELEASES_DIR/<remote>/<version>/, REMOTES_FILE (/remotes.json) pointed at
// it. With S3_BUCKET: into the bucket under releases/<remote>/<version>/, recorded in the database's remotes map
// (DATABASE_URL, else DATA_DIR's PGlite while no API process holds it), which every API process switches to. The
// settings are read as the server reads them (api/src/config/env.ts). Run with tsx (package.json).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadReleaseFiles } from '../api/src/config/env.ts';
import { createDatabase } from '../api/src/db/database.ts';
import { releaseStore } from '../api/src/static/release-store.ts';
import { release, ReleaseError, releaseToStore } from './releases.mjs';
import { servedVersions } from './shared-versions.mjs';

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
  const settings = loadReleaseFiles();
  // What the shell this machine serves provides: a release built for other versions of a shared singleton is refused.
  const served = servedVersions(path.join(root, 'shell', 'dist'));
  if (!served) throw new ReleaseError('The shell has no build to check a release against (shell/dist): run npm run build first.');
  if (settings.s3) {
    const database = await createDatabase(settings);
    try {
      const store = releaseStore(settings.s3);
      const { key, url, previous } = await releaseToStore({ remote, version, db: database.db, store, build: rspackBuild, served, staticRoot: root });
      console.info(`[release] ${remote} ${version} is in the bucket ${settings.s3.bucket} under ${key}`);
      console.info(`[release] the remotes map now points ${remote} at ${url} (was ${previous}); undo with: npm run rollback -- ${remote}`);
    } finally {
      await database.close();
    }
  } else {
    const { remotesFile, releasesDir } = settings;
    const { folder, url, previous } = release({ remote, version, remotesFile, releasesDir, build: rspackBuild, served, staticRoot: root });
    console.info(`[release] ${remote} ${version} is in ${folder}`);
    console.info(`[release] ${remotesFile} now points ${remote} at ${url} (was ${previous}); undo with: npm run rollback -- ${remote}`);
  }
} catch (error) {
  console.error(`[release] ${error.message}`);
  if (!(error instanceof ReleaseError)) console.error('Usage: npm run release -- <remote> <version>   e.g. npm run release -- mf-public 1.4.0');
  process.exit(1);
}
