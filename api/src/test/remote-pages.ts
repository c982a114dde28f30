import path from 'node:path';
import { sitePages, type RemoteRoute } from '@motohaul/contracts';
import { writeFile } from './write-file';

/** The remotes' packages, whose builds the static-serving tests lay out. */
export const REMOTE_PACKAGES = ['mf-public', 'mf-quote', 'mf-crm', 'mf-admin'];

/** A remote's real route tree (its `./routes` module), imported by a computed path: type checking stays in the API. */
const routesOf = async (remote: string) => ((await import(`../../../${remote}/src/routes/routes.ts`)) as { routes: RemoteRoute[] }).routes;

/** Writes the `pages.json` a remote's build carries (ADR 0043) into `folder`, from the remote's real routes. */
export async function writeRemotePages(remote: string, folder: string): Promise<void> {
  writeFile(path.join(folder, 'pages.json'), JSON.stringify(sitePages(await routesOf(remote))));
}

/** Each remote's `<root>/<remote>/dist/pages.json`, as `npm run build` writes them. */
export async function writeAllRemotePages(root: string): Promise<void> {
  for (const remote of REMOTE_PACKAGES) await writeRemotePages(remote, path.join(root, remote, 'dist'));
}
