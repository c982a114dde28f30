import { REMOTE_NAMES, ROUTE_OWNERS_ELEMENT_ID, type RemoteName, type RouteOwners } from '@motohaul/contracts';

const isRemote = (value: unknown): value is RemoteName => REMOTE_NAMES.includes(value as RemoteName);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The route owners of a JSON text, or null when it is not one (a page of another server): the shell asks for all. */
export function parseRouteOwners(text: string | null | undefined): RouteOwners | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || !isRecord(value.remotes) || !isRecord(value.paths)) return null;
    const { remotes, paths, owner, signedInHome } = value;
    if (owner !== null && !isRemote(owner)) return null;
    if (signedInHome !== null && !isRemote(signedInHome)) return null;
    if (!REMOTE_NAMES.every((name) => typeof remotes[name] === 'string')) return null;
    const ownPaths = Object.entries(paths).every(
      ([name, list]) => isRemote(name) && Array.isArray(list) && list.every((path) => typeof path === 'string'),
    );
    return ownPaths ? (value as unknown as RouteOwners) : null;
  } catch {
    return null;
  }
}

let read: RouteOwners | null | undefined;

/**
 * Who owns which page, as the server wrote it into this document (ADR 0047): read once. null: the document has none
 * (the dev server's index.html), so the shell fetches /remotes.json and asks every remote for its routes.
 */
export function pageRouteOwners(): RouteOwners | null {
  read ??= parseRouteOwners(document.getElementById(ROUTE_OWNERS_ELEMENT_ID)?.textContent);
  return read;
}
