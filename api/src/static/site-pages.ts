import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { REMOTE_NAMES, type RemoteName, type SitePage } from '@motohaul/contracts';
import { remoteBuildFolder, type RemoteFolderOptions } from './remote-folders';

/** A page of the site and the remote that owns it. */
export interface RemotePage extends SitePage {
  remote: RemoteName;
}

/**
 * The site's pages (ADR 0043): the `pages.json` each remote's build writes beside its remoteEntry.js, of the builds the
 * current /remotes.json names (read on every call, so a release takes effect at once). A remote whose build is not
 * here (another origin, not built) adds none.
 */
export function readSitePages(folders: RemoteFolderOptions, map: Record<string, string>): RemotePage[] {
  return REMOTE_NAMES.flatMap((remote) => {
    const folder = map[remote] && remoteBuildFolder(folders, map[remote]);
    if (!folder) return [];
    try {
      const pages = JSON.parse(fs.readFileSync(path.join(folder, 'pages.json'), 'utf8')) as SitePage[];
      return pages.map((page) => ({ ...page, remote }));
    } catch {
      return [];
    }
  });
}

/** The page `pathname` matches, as the shell's router matches it (react-router's matcher); null: no page (404). */
export function matchSitePage(pages: RemotePage[], pathname: string): RemotePage | null {
  const matches = matchRoutes(
    pages.map((page) => ({ path: page.path, handle: page })),
    pathname,
  );
  return (matches?.at(-1)?.route.handle as RemotePage | undefined) ?? null;
}
