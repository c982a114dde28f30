import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithRetry, REMOTE_FETCH_POLICY } from './fetch-with-retry';

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;
/** The hook answers a promise of the recovered entry (the runtime awaits both levels). */
type RecoveredEntry = LoadEntryErrorResult extends Promise<infer T> ? T : never;

/**
 * Module Federation runtime plugin: manifests are fetched with a timeout and one retry; remote entry scripts
 * get the same timeout and, when they fail to load, one more attempt.
 */
export function timeoutRetryPlugin(policy = REMOTE_FETCH_POLICY): ModuleFederationRuntimePlugin {
  return {
    name: 'motohaul-timeout-retry',
    fetch(url, init) {
      return fetchWithRetry(url, init, policy);
    },
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      return { script, timeout: policy.timeoutMs };
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      if (policy.retries < 1) return Promise.resolve(undefined);
      // The failed attempt is still registered as "loading": forget it, or the retry would wait on itself.
      delete globalLoading[uniqueKey];
      const retried = getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined }).then(
        (entryExports) => entryExports || undefined,
      );
      return new Promise<RecoveredEntry>((resolve) => resolve(retried));
    },
  };
}
