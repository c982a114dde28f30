import fs from 'node:fs';
import { REMOTE_NAMES, type RemotesMap } from '@motohaul/contracts';

/** The folder of each remote package, e.g. mf_public -> mf-public. */
export const REMOTE_FOLDERS = REMOTE_NAMES.map((name) => name.replace('_', '-'));

/** Where each remote's build is served in one-origin mode (/remotes/mf-public/remoteEntry.js, …); relative URLs resolve against the shell's origin. */
export const DEFAULT_REMOTES_MAP = Object.fromEntries(REMOTE_NAMES.map((name, index) => [name, `/remotes/${REMOTE_FOLDERS[index]}/remoteEntry.js`])) as RemotesMap;

/**
 * Where this process finds the remotes: the map /remotes.json answers now, and the folder of the releases it names
 * (served under /releases/). On one machine REMOTES_FILE and RELEASES_DIR (fileRemotes); with S3_BUCKET the table
 * `remote_releases` in memory and this machine's copies of the bucket's releases (stored-remotes.ts, ADR 0075).
 */
export interface Remotes {
  map: () => Record<string, string>;
  releasesDir: string;
  /** Makes sure the release a path under /releases/ lies in is here (a page opened on it before this process started). */
  fetchRelease?: (pathname: string) => Promise<void>;
}

/** One machine's remotes (ADR 0044): REMOTES_FILE read on every call, the releases in RELEASES_DIR. */
export const fileRemotes = ({ remotesFile, releasesDir }: { remotesFile: string; releasesDir: string }): Remotes => ({
  map: () => readRemotesMap(remotesFile),
  releasesDir,
});

/**
 * The runtime map (DESIGN §1): REMOTES_FILE read on every call, so pointing it at a new
 * release takes effect without a restart; the default map otherwise (also while the file does not exist). A broken
 * file falls back to the default map with a warning rather than taking the site down.
 */
export function readRemotesMap(remotesFile: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(remotesFile, 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const entries = Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
      return { ...DEFAULT_REMOTES_MAP, ...Object.fromEntries(entries) };
    }
    console.warn(`REMOTES_FILE ${remotesFile} is not a JSON object; serving the default remotes map.`);
  } catch (error) {
    // No file (the default `<DATA_DIR>/remotes.json` before any release): the default map, nothing to warn about.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return DEFAULT_REMOTES_MAP;
    console.warn(`REMOTES_FILE ${remotesFile} could not be read (${(error as Error).message}); serving the default remotes map.`);
  }
  return DEFAULT_REMOTES_MAP;
}

/** The distinct origins of the absolute URLs in a map (relative URLs are same-origin). */
export function remoteOrigins(map: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(map)) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: the shell will fail to load that remote and show its fallback.
    }
  }
  return [...origins];
}
