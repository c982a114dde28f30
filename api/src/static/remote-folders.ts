import path from 'node:path';

/** Where remote builds are served from: the builds beside their sources, and the releases (Remotes.releasesDir). */
export interface RemoteFolderOptions {
  staticRoot: string;
  releasesDir: string;
}

const SAME_ORIGIN_BASE = 'http://same-origin.invalid';

/** `child` when it is `root` itself or inside it, else null (a `..` that climbs out). */
const inside = (root: string, child: string): string | null => {
  const relative = path.relative(root, child);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : child;
};

/**
 * The folder on this server that holds the build a remoteEntry.js URL of /remotes.json names (ADR 0044):
 * `/remotes/<folder>/remoteEntry.js` is `<staticRoot>/<folder>/dist` (the build beside its sources), and
 * `/releases/<path>/remoteEntry.js` is `<releasesDir>/<path>` (a release: RELEASES_DIR on one machine, this machine's
 * copy of the bucket's releases with S3_BUCKET, ADR 0075). null: another origin, another file than remoteEntry.js, or a
 * path that escapes its folder.
 */
export function remoteBuildFolder({ staticRoot, releasesDir }: RemoteFolderOptions, remoteEntryUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(remoteEntryUrl, SAME_ORIGIN_BASE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_ORIGIN_BASE || !url.pathname.endsWith('/remoteEntry.js')) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const parts = pathname.split('/').slice(1, -1);
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\'))) return null;
  const [area, ...rest] = parts;
  if (area === 'remotes' && rest.length === 1) {
    return inside(staticRoot, path.join(staticRoot, ...rest, 'dist'));
  }
  if (area === 'releases' && rest.length > 0) {
    const folder = path.join(releasesDir, ...rest);
    return folder === releasesDir ? null : inside(releasesDir, folder);
  }
  return null;
}
