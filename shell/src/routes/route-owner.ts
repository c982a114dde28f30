import { matchRoutes } from 'react-router-dom';
import type { RemoteName, RouteOwners } from '@motohaul/contracts';

/**
 * The remote whose page `pathname` is, by the paths the server named (ADR 0047) and react-router's matcher (the one
 * the server and the router use); null: no remote's.
 */
export function ownerOf(owners: RouteOwners, pathname: string): RemoteName | null {
  const routes = Object.entries(owners.paths).flatMap(([remote, paths]) => (paths ?? []).map((path) => ({ path, handle: remote as RemoteName })));
  return matchRoutes(routes, pathname)?.at(-1)?.route.handle ?? null;
}
