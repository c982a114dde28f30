// What `npm run release -- <remote> <version>` and `npm run rollback -- <remote>` do (ADRs 0044 and 0075, README
// "Releasing a remote on its own"). A release is a folder that never changes, with the remote's browser build and its
// server build (server/server.cjs, the markup of its server-rendered pages), served under /releases/<remote>/<version>/.
// Pages already open keep loading the files of the release they started with (each release stays where it is).
// - One machine (no S3_BUCKET): the folder is RELEASES_DIR/<remote>/<version>/, and releasing points REMOTES_FILE
//   (/remotes.json) at it; the URLs each remote pointed at before are kept, newest last, in REMOTES_FILE's history
//   (`remotes-history.json` beside it), which rollback pops.
// - With S3_BUCKET (ADR 0075): the folder goes to the bucket under releases/<remote>/<version>/, and a row of the table
//   remote_releases makes it the remote's current release, in a transaction that NOTIFYs every API process; rollback
//   marks that row rolled back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { tryPidLock } from '../api/src/db/data-dir-lock.ts';
import { remoteBuildFolder } from '../api/src/static/remote-folders.ts';
import { releaseKey } from '../api/src/static/release-store.ts';
import { allReleases, currentReleases, recordRelease, rollBackRelease } from '../api/src/static/remote-releases.ts';
import { DEFAULT_REMOTES_MAP, readRemotesMap, REMOTE_FOLDERS } from '../api/src/static/remotes-map.ts';
import { serverBundleOf } from '../api/src/static/server-render.ts';
import { compressBuild } from './compress-build.mjs';
import { gateFailures } from './release-gate.mjs';
import { unservedShared } from './shared-versions.mjs';

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

const busy = (remote, holder) =>
  new ReleaseError(
    `Another release or rollback of ${remote} is running${holder ? ` (pid ${holder})` : ''}; nothing was changed. Run this again when it has finished.`,
  );

/**
 * One machine: runs `work` holding `remote`'s lock, a file beside REMOTES_FILE with this process's pid, so one release
 * or rollback of a remote runs at a time; a second is refused at once (a lock whose process died is taken over).
 */
function whileReleasing(remotesFile, remote, work) {
  fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
  const lock = tryPidLock(path.join(path.dirname(remotesFile), `.${remote}.release.lock`));
  if ('holder' in lock) throw busy(remote, lock.holder);
  try {
    return work();
  } finally {
    lock.release();
  }
}

/** Sleeps this thread (the switch below is synchronous, as the build is). */
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Points `name` at `url` in REMOTES_FILE, with `earlier` as its history (written first: a rollback never loses a release).
 * Two remotes switching at once take turns (REMOTES_FILE's own lock), so neither writes back the map it read before
 * the other's switch.
 */
function point(remotesFile, name, url, earlier) {
  const lockPath = `${remotesFile}.lock`;
  for (let waited = 0; ; waited += 20) {
    const lock = tryPidLock(lockPath);
    if ('release' in lock) {
      try {
        writeJsonAtomically(historyFileOf(remotesFile), { ...readHistory(historyFileOf(remotesFile)), [name]: earlier });
        writeJsonAtomically(remotesFile, { ...readRemotesMap(remotesFile), [name]: url });
        return;
      } finally {
        lock.release();
      }
    }
    if (waited >= 10_000) throw new ReleaseError(`${remotesFile} stayed locked by pid ${lock.holder} for 10 s; nothing was switched.`);
    pause(20);
  }
}

/** The remote's name in /remotes.json, refusing a bad remote or version before anything is built. */
function checkedName(remote, version) {
  const name = remoteName(remote);
  if (!VERSION.test(version ?? '')) {
    throw new ReleaseError(
      `Bad version "${version ?? ''}": use letters, digits, ".", "_" and "-", starting with a letter or digit (e.g. 1.4.0).`,
    );
  }
  return name;
}

const refusal = (remote, version, where) =>
  new ReleaseError(`${remote} ${version} is released already (${where}); a release never changes: choose a new version.`);

/**
 * `build` into the new folder `staging`, refused when the release gate (ADR 0088) fails on one of its pages or files,
 * drawn with the shell of `staticRoot` and the `others` remotes' builds (name -> folder), or when it needs a shared
 * singleton in a version the shell does not serve (`served`, the shell build's shared-versions.json), then compressed;
 * removed when it fails.
 */
function buildInto(staging, { remote, version, build, served, staticRoot, others }) {
  try {
    build({ remote, version, outputDir: staging });
    const shellFile = serverBundleOf(path.join(staticRoot, 'shell', 'dist'));
    const failures = gateFailures({ name: remoteName(remote), folder: staging, shellFile, others });
    if (failures.length > 0) throw new ReleaseError(`${remote} ${version} failed the release gate; nothing was released:\n  ${failures.join('\n  ')}`);
    const unserved = unservedShared(staging, served);
    if (unserved.length > 0) {
      throw new ReleaseError(`${remote} ${version} was built for ${unserved.join('; and for ')}. Nothing was released.`);
    }
    compressBuild(staging);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

const entryUrlOf = (remote, version) => `/releases/${remote}/${version}/remoteEntry.js`;

/** The build folders of the remotes other than `name` that `map` names (by remote name), as the API finds them. */
const otherBuilds = (name, map, folders) =>
  Object.fromEntries(Object.entries(map).flatMap(([other, url]) => (other === name ? [] : [[other, remoteBuildFolder(folders, url)]])));

/**
 * Builds `remote` at `version` into RELEASES_DIR/<remote>/<version>/ and points REMOTES_FILE at it. `build` writes
 * the remote's browser and server builds into the folder it is given (scripts/release.mjs runs rspack); the release
 * gate checks it with the shell's build under `staticRoot` and the other remotes as REMOTES_FILE names them. The build
 * goes to a hidden folder first and is renamed into place once complete and compressed, so a failed build leaves
 * nothing behind and a release folder is never seen half-written.
 */
export function release({ remote, version, remotesFile, releasesDir, build, served, staticRoot }) {
  const name = checkedName(remote, version);
  return whileReleasing(remotesFile, remote, () => {
    const folder = path.join(releasesDir, remote, version);
    if (fs.existsSync(folder)) throw refusal(remote, version, folder);
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    const staging = fs.mkdtempSync(path.join(path.dirname(folder), `.${version}-`));
    const others = otherBuilds(name, readRemotesMap(remotesFile), { staticRoot, releasesDir });
    buildInto(staging, { remote, version, build, served, staticRoot, others });
    fs.renameSync(staging, folder);
    const url = entryUrlOf(remote, version);
    const previous = readRemotesMap(remotesFile)[name];
    const history = readHistory(historyFileOf(remotesFile));
    point(remotesFile, name, url, [...(history[name] ?? []), previous]);
    return { folder, url, previous };
  });
}

/** Points `remote` back at the URL it had before its last release (or rollback's undo of it); refuses when none. */
export function rollback({ remote, remotesFile }) {
  const name = remoteName(remote);
  return whileReleasing(remotesFile, remote, () => {
    const history = readHistory(historyFileOf(remotesFile));
    const earlier = history[name] ?? [];
    const previous = earlier.at(-1);
    if (previous === undefined) {
      const current = readRemotesMap(remotesFile)[name];
      const where = current === DEFAULT_REMOTES_MAP[name] ? 'its built-in build' : current;
      throw new ReleaseError(`${remote} has no previous release to roll back to: it is on ${where}.`);
    }
    const current = readRemotesMap(remotesFile)[name];
    point(remotesFile, name, previous, earlier.slice(0, -1));
    return { url: previous, from: current };
  });
}

/**
 * With S3_BUCKET (ADR 0075): builds `remote` at `version` (as `release` does, in a temporary folder, gated with the
 * other remotes' current releases copied from the bucket), uploads it to `store` under its immutable key, then records
 * it in `db`'s remotes map, which every API process reads within a second. A version the table or the bucket holds
 * already is refused before the build; a refused build or an upload that fails leaves the map as it was.
 */
export async function releaseToStore({ remote, version, db, store, build, served, staticRoot }) {
  const name = checkedName(remote, version);
  const key = releaseKey(remote, version);
  return whileReleasingIn(db, remote, async (tx) => {
    const rows = await allReleases(tx);
    if (rows.some((row) => row.remote === name && row.version === version) || (await store.list(key)).length > 0) {
      throw refusal(remote, version, `${key} in the bucket`);
    }
    const work = fs.mkdtempSync(path.join(os.tmpdir(), `motohaul-release-${remote}-`));
    const staging = path.join(work, 'build');
    try {
      const folders = { staticRoot, releasesDir: path.join(work, 'releases') };
      const current = [...currentReleases(rows).values()].filter((row) => row.storageKey && row.remote !== name);
      await Promise.all(current.map((row) => store.download(row.storageKey, remoteBuildFolder(folders, row.entryUrl))));
      const map = { ...DEFAULT_REMOTES_MAP, ...Object.fromEntries(current.map((row) => [row.remote, row.entryUrl])) };
      fs.mkdirSync(staging);
      buildInto(staging, { remote, version, build, served, staticRoot, others: otherBuilds(name, map, folders) });
      await store.upload(key, staging);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
    const url = entryUrlOf(remote, version);
    const previous = await recordRelease(tx, { remote: name, version, entryUrl: url, storageKey: key });
    return { key, url, previous: previous ?? DEFAULT_REMOTES_MAP[name] };
  });
}

/** With S3_BUCKET: marks `remote`'s current release rolled back in `db`'s remotes map; refuses when it is on its built-in build. */
export async function rollbackInStore({ remote, db }) {
  const name = remoteName(remote);
  const rolledBack = await whileReleasingIn(db, remote, (tx) => rollBackRelease(tx, name));
  if (!rolledBack) throw new ReleaseError(`${remote} has no previous release to roll back to: it is on its built-in build.`);
  return { url: rolledBack.to ?? DEFAULT_REMOTES_MAP[name], from: rolledBack.from };
}

/**
 * With S3_BUCKET: runs `work` in a transaction of `db` that holds `remote`'s lock (an advisory lock the transaction
 * ends), so one release or rollback of a remote runs at a time on every machine; a second is refused at once.
 */
function whileReleasingIn(db, remote, work) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`release ${remote}`})) as locked`);
    if (!rows[0].locked) throw busy(remote);
    return work(tx);
  });
}
