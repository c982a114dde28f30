// What `npm run release -- <remote> <version>` and `npm run rollback -- <remote>` do (ADR 0044, README "Releasing a
// remote on its own"). A release is a folder that never changes, RELEASES_DIR/<remote>/<version>/, with the remote's
// browser build and its server build (server/server.cjs, the markup of its server-rendered pages). Releasing points
// REMOTES_FILE (/remotes.json) at it; the server draws the next request with it, and pages already open keep loading
// the files of the release they started with (each release stays in its folder). The URLs each remote pointed at
// before are kept, newest last, in REMOTES_FILE's history (`remotes-history.json` beside it), which rollback pops.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_REMOTES_MAP, readRemotesMap, REMOTE_FOLDERS } from '../api/src/static/remotes-map.ts';
import { compressBuild } from './compress-build.mjs';

/** A refusal, with the message the command prints. */
export class ReleaseError extends Error {
  name = 'ReleaseError';
}

/** A version is one folder name: letters, digits, `.`, `_`, `-`, starting with a letter or digit (1.4.0, 2026-11-26.1). */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

/** The remote's federation name (mf-public -> mf_public), refusing anything but a remote's folder name. */
function remoteName(remote) {
  if (!REMOTE_FOLDERS.includes(remote)) {
    throw new ReleaseError(`Unknown remote "${remote ?? ''}": choose one of ${REMOTE_FOLDERS.join(', ')}.`);
  }
  return remote.replace('-', '_');
}

/** The history of REMOTES_FILE: the file beside it. */
export const historyFileOf = (remotesFile) => path.join(path.dirname(remotesFile), 'remotes-history.json');

function readHistory(file) {
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Writes a JSON file whole or not at all: a temporary file beside it, renamed over it. */
function writeJsonAtomically(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** Points `name` at `url` in REMOTES_FILE, with the history given (written first: a rollback never loses a release). */
function point(remotesFile, name, url, history) {
  writeJsonAtomically(historyFileOf(remotesFile), history);
  writeJsonAtomically(remotesFile, { ...readRemotesMap(remotesFile), [name]: url });
}

/**
 * Builds `remote` at `version` into RELEASES_DIR/<remote>/<version>/ and points REMOTES_FILE at it. `build` writes
 * the remote's browser and server builds into the folder it is given (scripts/release.mjs runs rspack). The build
 * goes to a hidden folder first and is renamed into place once complete and compressed, so a failed build leaves
 * nothing behind and a release folder is never seen half-written.
 */
export function release({ remote, version, remotesFile, releasesDir, build }) {
  const name = remoteName(remote);
  if (!VERSION.test(version ?? '')) {
    throw new ReleaseError(
      `Bad version "${version ?? ''}": use letters, digits, ".", "_" and "-", starting with a letter or digit (e.g. 1.4.0).`,
    );
  }
  const folder = path.join(releasesDir, remote, version);
  if (fs.existsSync(folder)) {
    throw new ReleaseError(`${remote} ${version} is released already (${folder}); a release never changes: choose a new version.`);
  }
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(folder), `.${version}-`));
  try {
    build({ remote, version, outputDir: staging });
    if (!fs.existsSync(path.join(staging, 'remoteEntry.js'))) throw new ReleaseError(`The build of ${remote} wrote no remoteEntry.js.`);
    compressBuild(staging);
    fs.renameSync(staging, folder);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const url = `/releases/${remote}/${version}/remoteEntry.js`;
  const previous = readRemotesMap(remotesFile)[name];
  const history = readHistory(historyFileOf(remotesFile));
  point(remotesFile, name, url, { ...history, [name]: [...(history[name] ?? []), previous] });
  return { folder, url, previous };
}

/** Points `remote` back at the URL it had before its last release (or rollback's undo of it); refuses when none. */
export function rollback({ remote, remotesFile }) {
  const name = remoteName(remote);
  const history = readHistory(historyFileOf(remotesFile));
  const earlier = history[name] ?? [];
  const previous = earlier.at(-1);
  if (previous === undefined) {
    const current = readRemotesMap(remotesFile)[name];
    const where = current === DEFAULT_REMOTES_MAP[name] ? 'its built-in build' : current;
    throw new ReleaseError(`${remote} has no previous release to roll back to: it is on ${where}.`);
  }
  const current = readRemotesMap(remotesFile)[name];
  point(remotesFile, name, previous, { ...history, [name]: earlier.slice(0, -1) });
  return { url: previous, from: current };
}
