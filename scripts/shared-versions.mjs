// The shared singletons a remote's release was built for, checked against those the shell serves (ADR 0081): a
// release the shell cannot run is refused before anything is switched. Module Federation's own range check decides.
import fs from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/runtime-core';

/** Written by the shell's build (rspack.base.js): each singleton's version the shell serves. */
export const SHARED_VERSIONS_FILE = 'shared-versions.json';

/** The versions of the singletons the shell's build in `shellDist` serves; null when it has no build. */
export function servedVersions(shellDist) {
  const file = path.join(shellDist, SHARED_VERSIONS_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** Each singleton the remote's build in `folder` requires (its mf-manifest.json) in a range `served` does not meet. */
export function unservedShared(folder, served) {
  const { shared } = JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'));
  return shared
    .filter(({ name, requiredVersion }) => !(served[name] && satisfy(served[name], requiredVersion)))
    .map(({ name, requiredVersion }) => `${name} ${requiredVersion}, but the shell serves ${served[name] ? `${name} ${served[name]}` : 'none'}`);
}
