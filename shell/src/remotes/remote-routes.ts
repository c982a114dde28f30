import { loadRemote } from '@module-federation/enhanced/runtime';
import { joinPaths, type PageHandle, type RemoteName, type RemoteRoute, type RenderedPage } from '@motohaul/contracts';
import { ensureRemotesRegistered } from './remotes-registry';

/** A page of a remote's route tree: its full path, its handle and how its code loads. */
export interface PageRoute {
  remote: RemoteName;
  path: string;
  handle: PageHandle;
  load: NonNullable<RemoteRoute['page']>;
}

/** Loads one remote's route tree: the `./routes` module it exposes (ADR 0043). */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoute[]> {
  await ensureRemotesRegistered();
  const module = await loadRemote<{ routes?: unknown }>(`${remote}/routes`);
  if (!module || !Array.isArray(module.routes)) throw new Error(`${remote} did not provide its routes`);
  return module.routes as RemoteRoute[];
}

/** The page a route of `remote` declares at `path` (its full path), or null when it declares none. */
export const pageRoute = (remote: RemoteName, route: RemoteRoute, path: string): PageRoute | null =>
  route.page && route.handle ? { remote, path, handle: route.handle, load: route.page } : null;

/** The first page of a route tree that `wanted` takes (by its full path and handle), or null. */
function findPageWhere(remote: RemoteName, routes: RemoteRoute[], wanted: (page: PageRoute) => boolean, parent = '/'): PageRoute | null {
  for (const route of routes) {
    const full = joinPaths(parent, route.path);
    const page = pageRoute(remote, route, full);
    const found = page && wanted(page) ? page : findPageWhere(remote, route.children ?? [], wanted, full);
    if (found) return found;
  }
  return null;
}

/** The page a route tree declares at the full path `path` (a lookup by path, no matching), or null. */
export const findPage = (remote: RemoteName, routes: RemoteRoute[], path: string) => findPageWhere(remote, routes, (page) => page.path === path);

/** The page a route tree marks as the signed-in home (spec §2.1: the dashboard), or null. */
export const findSignedInHome = (remote: RemoteName, routes: RemoteRoute[]) =>
  findPageWhere(remote, routes, (page) => page.handle.signedInHome === true);

/** The page a server render drew (ADR 0037), loaded from its remote's route tree (the one the server rendered with). */
export const renderedPage = ({ remote, path }: RenderedPage): Pick<PageRoute, 'remote' | 'path' | 'load'> => ({
  remote,
  path,
  load: async () => {
    const page = findPage(remote, await loadRemoteRoutes(remote), path);
    if (!page) throw new Error(`${remote} has no page at ${path}`);
    return page.load();
  },
});
