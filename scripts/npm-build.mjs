// The real builder of scripts/build-inputs.mjs: `npm run build -w @motohaul/<pkg>` at the repository root.
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Builds one front end with its own rspack config; true on success. */
export const npmBuild = (root) => (pkg) => {
  const result = spawnSync(npm, ['run', 'build', '-w', `@motohaul/${pkg}`], { cwd: root, stdio: 'inherit' });
  return result.status === 0;
};
