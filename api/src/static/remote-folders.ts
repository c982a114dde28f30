import path from 'node:path';

/**
 * The folder of the build a remote entry URL names: `/remotes/<folder>/remoteEntry.js` is `<staticRoot>/<folder>/dist`,
 * `/releases/<path>/remoteEntry.js` is `<releasesDir>/<path>`. null: another origin, or no such folder here.
 */
export function remoteBuildFolder(options: { staticRoot: string; releasesDir: string | null }, remoteEntryUrl: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(remoteEntryUrl) || remoteEntryUrl.startsWith('//')) return null;
  const entry = path.posix.normalize(remoteEntryUrl.split(/[?#]/)[0] ?? '');
  const folder = path.posix.dirname(entry);
  const inRemotes = /^\/remotes\/([^/]+)$/.exec(folder);
  if (inRemotes?.[1]) return path.join(options.staticRoot, inRemotes[1], 'dist');
  if (options.releasesDir && folder.startsWith('/releases/')) return path.join(options.releasesDir, folder.slice('/releases/'.length));
  return null;
}
