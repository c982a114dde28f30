import path from 'node:path';
import type { Env } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { remoteBuildFolder } from './remote-folders';
import { allReleases, currentReleases, REMOTES_CHANGED_CHANNEL, type RemoteRelease } from './remote-releases';
import { releaseStore, type ReleaseStore } from './release-store';
import { DEFAULT_REMOTES_MAP, fileRemotes, type Remotes } from './remotes-map';

export interface StoredRemotesOptions {
  database: Pick<DatabaseHandle, 'db' | 'listen'>;
  store: ReleaseStore;
  /** This machine's copies of the bucket's releases, served under /releases/: `<DATA_DIR>/release-cache`. */
  cacheDir: string;
  log?: Pick<Console, 'error'>;
}

/**
 * The remotes of every API process when releases go to the bucket (ADR 0075): the table `remote_releases` held in
 * memory, read at start, again on each NOTIFY of a release or rollback and after the listening connection came back
 * (notifications meanwhile are lost). Each release the table names is copied from the bucket into `cacheDir` once
 * (by its immutable key) before the map names it, so its files and its server build are on this machine's disk when
 * a page asks for them. A release that cannot be copied leaves its remote where it was, with an error in the log.
 */
export async function storedRemotes({ database, store, cacheDir, log = console }: StoredRemotesOptions): Promise<Remotes> {
  let map: Record<string, string> = DEFAULT_REMOTES_MAP;
  let releases: RemoteRelease[] = [];
  // /releases/<remote>/<version>/remoteEntry.js -> <cacheDir>/<remote>/<version>, as the routes serve it.
  const folderOf = (release: RemoteRelease) => remoteBuildFolder({ staticRoot: cacheDir, releasesDir: cacheDir }, release.entryUrl);
  const copy = async (release: RemoteRelease) => {
    const folder = folderOf(release);
    if (!folder || !release.storageKey) throw new Error(`${release.entryUrl} is not a release kept in the bucket`);
    await store.download(release.storageKey, folder);
  };

  async function load() {
    try {
      const read = await allReleases(database.db);
      const next: Record<string, string> = { ...DEFAULT_REMOTES_MAP };
      for (const [remote, release] of currentReleases(read)) {
        try {
          await copy(release);
          next[remote] = release.entryUrl;
        } catch (error) {
          log.error(`The release ${release.version} of ${remote} could not be fetched from the bucket; ${map[remote]} stays:`, error);
          const kept = map[remote];
          if (kept) next[remote] = kept;
        }
      }
      releases = read;
      map = next;
    } catch (error) {
      log.error('The remotes map could not be read; the one read before stays:', error);
    }
  }

  // One load at a time; a change announced during one is read by one more after it.
  let loading: Promise<void> | null = null;
  let again = false;
  const reload = (): Promise<void> => {
    if (loading) {
      again = true;
      return loading;
    }
    loading = (async () => {
      do {
        again = false;
        await load();
      } while (again);
    })().finally(() => {
      loading = null;
    });
    return loading;
  };

  // Listening before the first read: a release made in between is read again, never missed.
  await database.listen(REMOTES_CHANGED_CHANNEL, () => void reload(), () => void reload());
  await reload();
  return {
    map: () => map,
    releasesDir: cacheDir,
    // A page opened on a release before this process read it (or on one replaced since) still loads its files here.
    fetchRelease: async (pathname) => {
      const release = releases.find(({ entryUrl }) => pathname.startsWith(entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1)));
      if (!release) return;
      await copy(release).catch((error: unknown) => log.error(`The release ${release.version} of ${release.remote} could not be fetched:`, error));
    },
  };
}

/** The remotes of this process: the bucket's and the table's with S3_BUCKET (ADR 0075), else one machine's files (ADR 0044). */
export function openRemotes(env: Env, database: StoredRemotesOptions['database']): Promise<Remotes> {
  if (!env.certificates.s3) return Promise.resolve(fileRemotes(env));
  return storedRemotes({ database, store: releaseStore(env.certificates.s3), cacheDir: path.join(env.dataDir, 'release-cache') });
}
