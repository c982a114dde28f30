// A team's end-to-end suite (`npm test -w @motohaul/<remote>`, after its unit tests): the specs of
// e2e/tests/<remote>/, against the shell and the other remotes as they were built (their dist folders, served by the
// default remotes map), with the remote under test built from its current sources. Usage: team-suite.mjs <remote>
// [playwright options]. Shell, journeys and default-start specs run in the whole suite (`npm run test:e2e`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildStaleFrontEnds, FRONT_ENDS } from '../../scripts/build-inputs.mjs';
import { npmBuild } from '../../scripts/npm-build.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const [remote, ...playwrightArgs] = process.argv.slice(2);
const remotes = FRONT_ENDS.filter(([pkg]) => pkg.startsWith('mf-'));
if (!remotes.some(([pkg]) => pkg === remote)) {
  console.error(`[team-suite] name a remote: ${remotes.map(([pkg]) => pkg).join(', ')}`);
  process.exit(2);
}

try {
  const build = npmBuild(root);
  // The remote under test: built again when its sources, or a shared package, changed since its last build.
  buildStaleFrontEnds({ root, build, frontEnds: remotes.filter(([pkg]) => pkg === remote) });
  // The shell and the other teams' remotes as last built: built only where there is no build at all.
  const unbuilt = FRONT_ENDS.filter(([pkg, marker]) => pkg !== remote && !existsSync(path.join(root, pkg, 'dist', marker)));
  buildStaleFrontEnds({ root, build, frontEnds: unbuilt });
} catch (error) {
  console.error(`[team-suite] ${error.message}`);
  process.exit(1);
}

const run = spawnSync('npx', ['playwright', 'test', ...playwrightArgs], {
  cwd: path.join(root, 'e2e'),
  stdio: 'inherit',
  env: { ...process.env, E2E_SUITE: remote },
});
process.exit(run.status ?? 1);
