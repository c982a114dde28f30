import { getInstance, init } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, REMOTES_MAP_PATH, type RemotesMap } from '@motohaul/contracts';
import { fetchWithRetry } from './fetch-with-retry';
import { pageRouteOwners } from './page-route-owners';
import { timeoutRetryPlugin } from './timeout-retry-plugin';

/**
 * Checks a runtime map of remotes: each remote's `remoteEntry.js`, a relative URL resolved against the page. The
 * shell's federation runtime is built without manifest support (ADR 0039), so a map still naming `mf-manifest.json`
 * is refused with a message that says so, rather than failing later as a script that is JSON.
 */
export function checkedRemotesMap(map: Partial<Record<string, unknown>>): RemotesMap {
  const entries = REMOTE_NAMES.map((name) => {
    const url = map[name];
    if (typeof url !== 'string' || !url) throw new Error(`${REMOTES_MAP_PATH} has no entry URL for ${name}`);
    if (/\.json(?:[?#]|$)/i.test(url)) {
      throw new Error(`${REMOTES_MAP_PATH} names a manifest for ${name} (${url}): name its remoteEntry.js instead`);
    }
    return [name, new URL(url, window.location.href).href] as const;
  });
  return Object.fromEntries(entries) as RemotesMap;
}

/** Reads the runtime map of remotes, `/remotes.json` (checkedRemotesMap). */
export async function fetchRemotesMap(): Promise<RemotesMap> {
  const response = await fetchWithRetry(new URL(REMOTES_MAP_PATH, window.location.href).href, {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  return checkedRemotesMap((await response.json()) as Partial<Record<string, unknown>>);
}

/** The map this document carries (ADR 0047: the server wrote it, no request), else `/remotes.json`. */
const remotesMap = async (): Promise<RemotesMap> => {
  const owners = pageRouteOwners();
  return owners ? checkedRemotesMap(owners.remotes) : fetchRemotesMap();
};

let registration: Promise<void> | null = null;

/**
 * Reads the remotes map (the document's, else /remotes.json) and registers every remote once; a failed attempt is
 * forgotten so a retry reads again.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= remotesMap().then(
    (map) => {
      // The build plugin normally creates the shell's federation instance; init() creates it otherwise.
      const instance = getInstance() ?? init({ name: 'shell', remotes: [] });
      instance.registerPlugins([timeoutRetryPlugin()]);
      instance.registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
    },
    (error: unknown) => {
      registration = null;
      throw error;
    },
  );
  return registration;
}
